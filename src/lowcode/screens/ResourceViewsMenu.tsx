import { useMemo } from 'react';
import { useListContext } from 'react-admin';
import { SavedViewsMenu } from '../../controls/list/SavedViewsMenu.tsx';
import type { ViewState } from '../../controls/list/viewState.ts';

/** react-admin's list parameters in the address: a view writes its filter and sort there, back to the first page. */
const addressOf = (state: ViewState) => ({
  filter: JSON.stringify(state.filter ?? {}),
  ...(state.sort ? { sort: state.sort.field, order: state.sort.order } : {}),
  page: '1',
});

/** The views menu of a declared resource's list: react-admin's filter and sort, kept under the list's store key. */
export function ResourceViewsMenu({ storeKey }: { storeKey: string }) {
  const { filterValues, sort } = useListContext();
  const current = useMemo<ViewState>(() => ({ filter: filterValues as Record<string, unknown>, sort: sort && { field: sort.field, order: sort.order } }), [filterValues, sort]);
  return <SavedViewsMenu list={storeKey} current={current} addressOf={addressOf} />;
}
