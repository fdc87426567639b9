/** The next event, or 'nothing' when none comes within `ms`. */
export async function nextWithin<T>(stream: AsyncIterator<T>, ms = 1000): Promise<T | 'nothing'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'nothing'>((resolve) => (timer = setTimeout(() => resolve('nothing'), ms)));
  const next = stream.next().then((result) => (result.done ? ('nothing' as const) : result.value));
  try {
    return await Promise.race([next, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
