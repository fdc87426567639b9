import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readFilter, writeFilter } from './agencyDeskFilter.ts';

/** A list's filter choices kept in the address (`?filter=…`), the other parameters left as they are. */
export function useAddressFilter<Choices extends object>() {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('filter');
  const choices = useMemo(() => readFilter<Choices>(raw), [raw]);
  const setChoices = useCallback(
    (next: Choices) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          const written = writeFilter(next);
          if (written === undefined) params.delete('filter');
          else params.set('filter', written);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [choices, setChoices] as const;
}
