import { useCallback, useMemo } from 'react';
import { useStore } from 'react-admin';

/**
 * A list's columns, declared once for its table and its column chooser: the list's name in the
 * store, the columns in order with their fixed widths in px (a column without one takes the rest),
 * and those always shown (the title).
 */
export interface ListColumns<Column extends string> {
  name: string;
  widths: Readonly<Record<Column, number | undefined>>;
  fixed?: readonly Column[];
}

const NONE: readonly string[] = [];

/**
 * The columns a list shows as its user chose them, remembered in react-admin's store under
 * `list.<name>.hiddenColumns`: the hidden ones are kept, so a column added later shows.
 */
export function useListColumns<Column extends string>({ name, widths, fixed = [] }: ListColumns<Column>) {
  const [hidden, setHidden] = useStore<readonly string[]>(`list.${name}.hiddenColumns`, NONE);
  const all = useMemo(() => Object.keys(widths) as Column[], [widths]);
  const shown = useMemo(() => all.filter((column) => fixed.includes(column) || !hidden.includes(column)), [all, fixed, hidden]);
  const toggle = useCallback(
    (column: Column) => {
      if (fixed.includes(column)) return;
      setHidden((current) => (current.includes(column) ? current.filter((other) => other !== column) : [...current, column]));
    },
    [fixed, setHidden],
  );
  return { all, shown, toggle };
}
