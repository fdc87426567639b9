const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
export const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)]!;
export const p95 = (values: number[]) => sorted(values)[Math.floor(values.length * 0.95)]!;

/** Milliseconds `run` takes. */
export async function timeIt(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}
