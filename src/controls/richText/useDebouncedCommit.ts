import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `commit` once typing pauses for `delay` ms, or at once on `flush` (blur, save): the editor's
 * whole document is serialised a few times a second at most, never on every keystroke.
 */
export function useDebouncedCommit(commit: () => void, delay: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(commit);
  latest.current = commit;
  const flush = useCallback(() => {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    latest.current();
  }, []);
  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      latest.current();
    }, delay);
  }, [delay]);
  useEffect(() => flush, [flush]);
  return { schedule, flush };
}
