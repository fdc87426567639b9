import { useEffect, type RefObject } from 'react';
import type { AgencyDeskRow } from './agencyDeskRows.ts';

const NEXT = new Set(['j', 'ArrowDown']);
const PREVIOUS = new Set(['k', 'ArrowUp']);

/** Where typing or a menu owns the keys: a field, a select's list, a menu. */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || Boolean(target.closest('input, textarea, select, [role=listbox], [role=menu], [role=combobox], [role=slider]')));

export interface DeskKeysOptions {
  rows: readonly AgencyDeskRow[];
  openKey: string | undefined;
  onOpen: (row: AgencyDeskRow) => void;
  /** Escape closes the open item. */
  onClose: () => void;
  /** The list's box: a row's own arrow keys work there; elsewhere (the open item's text) they scroll. */
  listRef: RefObject<HTMLElement | null>;
}

/**
 * The desk's keys: j or ↓ opens the next item, k or ↑ the previous one (from the open item, else
 * from the focused row, else the first), Escape closes the open item. j / k work anywhere but in a field or a menu; the arrows
 * only on the list or the page itself, so they still scroll the open item's text.
 */
export function useDeskKeys({ rows, openKey, onOpen, onClose, listRef }: DeskKeysOptions) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && openKey !== undefined && !event.defaultPrevented && !typingIn(event.target)) {
        onClose();
        return;
      }
      const step = NEXT.has(event.key) ? 1 : PREVIOUS.has(event.key) ? -1 : 0;
      if (!step || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented || typingIn(event.target)) return;
      const arrow = event.key.startsWith('Arrow');
      const onList = event.target instanceof Node && Boolean(listRef.current?.contains(event.target));
      if (arrow && !onList && event.target !== document.body) return;
      const focused = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>('tr[data-key]')?.dataset.key : undefined;
      const from = rows.findIndex((row) => row.key === (onList && focused ? focused : (openKey ?? focused)));
      const next = rows[from === -1 ? 0 : from + step];
      if (!next) return;
      event.preventDefault();
      onOpen(next);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [rows, openKey, onOpen, onClose, listRef]);
}
