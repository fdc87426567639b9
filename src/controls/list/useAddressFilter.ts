import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FILTER_PARAM, readFilter, writeFilter } from './addressFilter.ts';

/**
 * One parameter of the address (`?item=…`) and its setter; the other parameters are left as they
 * are, and the change replaces the history entry (a list's choices are not steps to go back through).
 */
export function useAddressParam(name: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get(name) ?? undefined;
  const setValue = useCallback(
    (next: string | undefined) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === undefined) params.delete(name);
          else params.set(name, next);
          return params;
        },
        { replace: true },
      ),
    [name, setSearchParams],
  );
  return [value, setValue] as const;
}

/** A list's filter choices kept in the address (`?filter=…`), the other parameters left as they are. */
export function useAddressFilter<Choices extends object>() {
  const [raw, setRaw] = useAddressParam(FILTER_PARAM);
  const choices = useMemo(() => readFilter<Choices>(raw ?? null), [raw]);
  const setChoices = useCallback((next: Choices) => setRaw(writeFilter(next)), [setRaw]);
  return [choices, setChoices] as const;
}
