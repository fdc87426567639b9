import { useCallback, useMemo } from 'react';
import { useStore } from 'react-admin';
import { writeFilter } from './addressFilter.ts';
import type { ListColumns } from './listColumns.ts';
import { SavedViewsMenu } from './SavedViewsMenu.tsx';
import { useAddressFilter } from './useAddressFilter.ts';
import type { ViewState } from './viewState.ts';

const NONE: readonly string[] = [];
const addressOf = (state: ViewState) => ({ filter: writeFilter(state.filter ?? {}) });

/**
 * The views menu of a kit list: its filter choices (the address's `?filter=`) and its hidden columns
 * (the chooser's store key); `list` names the views apart when one table serves lists of other filters (the desk's tabs).
 */
export function ListViewsMenu<Column extends string>({ columns, list = columns.name }: { columns: ListColumns<Column>; list?: string }) {
  const [choices] = useAddressFilter<Record<string, unknown>>();
  const [hidden, setHidden] = useStore<readonly string[]>(`list.${columns.name}.hiddenColumns`, NONE);
  const current = useMemo(() => ({ filter: choices, hiddenColumns: hidden }), [choices, hidden]);
  const onApply = useCallback((state: ViewState) => setHidden(state.hiddenColumns ?? NONE), [setHidden]);
  return <SavedViewsMenu list={list} current={current} addressOf={addressOf} onApply={onApply} />;
}
