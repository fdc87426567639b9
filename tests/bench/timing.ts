const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
export const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)]!;
export const p95 = (values: number[]) => sorted(values)[Math.floor(values.length * 0.95)]!;

/** Milliseconds `run` takes. */
export async function timeIt(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/**
 * Untimed calls of both paths before a server-side case is measured. A server on deadline runs hot:
 * it answers from code V8 has optimised, which takes a few hundred calls. Five calls left much of a
 * page's own code unoptimised, so the ratio measured a cold start more than the page.
 */
export const SERVER_WARM_UP = 300;
