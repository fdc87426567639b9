import { useCallback, useMemo, useRef, useState } from 'react';

/** The rows chosen for a bulk action, by key, in a list's order. */
export interface RowSelection {
  /** The chosen keys. */
  keys: ReadonlySet<string>;
  has(key: string): boolean;
  /** One row on or off; with shift, every row from the last one toggled to this one takes its new state. */
  toggle(key: string, shift?: boolean): void;
  /** Every loaded row, or none when all are chosen already. */
  toggleAll(): void;
  /** Only these stay chosen (the rows a bulk action refused). */
  keep(keys: readonly string[]): void;
  clear(): void;
  /** The loaded rows' keys in the list's order. */
  order: readonly string[];
}

/**
 * A list's selection: the rows' keys in their order (for shift ranges and "all loaded"), and a
 * value whose change empties it (the filters: rows chosen under other filters are not shown).
 * A chosen row that leaves the list (deleted, filtered out) leaves the selection.
 */
export function useRowSelection(order: readonly string[], resetOn: unknown): RowSelection {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const anchor = useRef<string | undefined>(undefined);
  const reset = JSON.stringify(resetOn ?? null);
  const [shownFor, setShownFor] = useState(reset);
  if (shownFor !== reset) {
    setShownFor(reset);
    setChosen(new Set());
    anchor.current = undefined;
  }
  const keys = useMemo(() => {
    const loaded = new Set(order);
    const kept = [...chosen].filter((key) => loaded.has(key));
    return kept.length === chosen.size ? chosen : new Set(kept);
  }, [chosen, order]);

  const toggle = useCallback(
    (key: string, shift = false) => {
      // The range is read now: the updater runs later, after the anchor moved.
      const from = shift && anchor.current !== undefined ? order.indexOf(anchor.current) : -1;
      const to = order.indexOf(key);
      const range = from >= 0 && to >= 0 ? order.slice(Math.min(from, to), Math.max(from, to) + 1) : [key];
      setChosen((current) => {
        const next = new Set(current);
        const on = !current.has(key);
        for (const each of range) {
          if (on) next.add(each);
          else next.delete(each);
        }
        return next;
      });
      anchor.current = key;
    },
    [order],
  );
  const toggleAll = useCallback(() => setChosen((current) => (order.length > 0 && order.every((key) => current.has(key)) ? new Set() : new Set(order))), [order]);
  const keep = useCallback((kept: readonly string[]) => setChosen(new Set(kept)), []);
  const clear = useCallback(() => {
    setChosen(new Set());
    anchor.current = undefined;
  }, []);
  return useMemo(() => ({ keys, has: (key: string) => keys.has(key), toggle, toggleAll, keep, clear, order }), [keys, toggle, toggleAll, keep, clear, order]);
}
