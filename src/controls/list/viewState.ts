import { writeFilter } from './addressFilter.ts';

/** What a saved view keeps of a list (server/savedViews/README.md): its filter choices, its sort, its hidden columns. */
export interface ViewState {
  filter?: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  hiddenColumns?: readonly string[];
}

/** The address parameter naming the saved view open on a list. */
export const VIEW_PARAM = 'view';

/** The state as compared and stored: empty choices dropped (as the address drops them), the hidden columns in one order. */
export function normalView(state: ViewState): ViewState {
  const raw = writeFilter(state.filter ?? {});
  return {
    ...(raw ? { filter: JSON.parse(raw) as Record<string, unknown> } : {}),
    ...(state.sort ? { sort: { field: state.sort.field, order: state.sort.order } } : {}),
    ...(state.hiddenColumns?.length ? { hiddenColumns: [...state.hiddenColumns].sort() } : {}),
  };
}

const sorted = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(sorted) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([key, item]) => [key, sorted(item)])) : value;

/** Whether the list shows what the view saved (the menu marks it "changed" otherwise). */
export const sameView = (a: ViewState, b: ViewState) => JSON.stringify(sorted(normalView(a))) === JSON.stringify(sorted(normalView(b)));
