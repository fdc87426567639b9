/** Polls observable state until it holds (no fixed sleeps in tests); fails with the last value seen after `timeoutMs`. */
export async function until<T>(read: () => Promise<T> | T, holds: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (holds(value)) return value;
    if (Date.now() > end) throw new Error(`still not so after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
