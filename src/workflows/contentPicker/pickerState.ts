/**
 * The content picker's state machine (spec 02 §4 "Content picker") as a pure reducer: the tab, the
 * page, the filter, the selection, the edits and the question the dialog is asking. The items
 * themselves are the API's; the dialog derives its lists from them (pickerRows.ts).
 */
import type { HeadlineItem, MailingItem, PickerFilter } from '../../../resources/picker/pickerItems.ts';

export type PickerTargetItem = HeadlineItem | MailingItem;

/** An item an editor can take: its identity ('recipes:12'), its provider and what it becomes. */
export interface PickerEntry {
  id: string;
  provider: string;
  item: PickerTargetItem;
}

/** The confirmations of spec 02 §4, named after their messages (picker.confirm.*). */
export type PickerQuestion = 'selectedItems' | 'editedItems' | 'changes';

export interface PickerState {
  tab: string;
  page: number;
  filter: PickerFilter;
  selected: PickerEntry[];
  /** The saved edits by identity: the items list shows them too. */
  edits: Record<string, PickerTargetItem>;
  /** The edit form's copy, until it is saved or cancelled. */
  editing: PickerEntry | null;
  question: PickerQuestion | null;
  /** The tab asked for while a question is open. */
  pendingTab: string | null;
  /** The editor chose to close: the dialog hands over to its owner. */
  closed: boolean;
}

export type PickerAction =
  | { type: 'tabRequested'; tab: string }
  | { type: 'confirmed' }
  | { type: 'declined' }
  | { type: 'closeRequested' }
  | { type: 'itemClicked'; entry: PickerEntry }
  | { type: 'editStarted'; entry: PickerEntry }
  | { type: 'editChanged'; field: string; value: string }
  | { type: 'editSaved' }
  | { type: 'editCancelled' }
  | { type: 'showMore' }
  | { type: 'filterChanged'; filter: PickerFilter }
  | { type: 'filterCleared' };

export const FIRST_PAGE = 1;

export function initialPickerState(tab: string): PickerState {
  return { tab, page: FIRST_PAGE, filter: {}, selected: [], edits: {}, editing: null, question: null, pendingTab: null, closed: false };
}

export const hasEdits = (state: PickerState) => Object.keys(state.edits).length > 0;

/** What closing would lose. */
export const hasChanges = (state: PickerState) => state.selected.length > 0 || hasEdits(state);

export const isSelected = (state: PickerState, id: string) => state.selected.some((entry) => entry.id === id);

/** Spec 02 §9: Show More stays while the last page came back full. */
export const showMoreVisible = (lastPageLength: number | undefined, pageSize: number) => lastPageLength !== undefined && lastPageLength >= pageSize;

/** A new tab starts over: no selection, no edits, page 1, no filter. */
const switchTo = (state: PickerState, tab: string): PickerState => ({ ...initialPickerState(tab), closed: state.closed });

function requestTab(state: PickerState, tab: string): PickerState {
  if (tab === state.tab || state.question) return state;
  if (state.selected.length > 0) return { ...state, question: 'selectedItems', pendingTab: tab };
  if (hasEdits(state)) return { ...state, question: 'editedItems', pendingTab: tab };
  return switchTo(state, tab);
}

function confirm(state: PickerState): PickerState {
  if (state.question === 'changes') return { ...state, question: null, closed: true };
  if (state.question === 'selectedItems' && hasEdits(state)) return { ...state, question: 'editedItems' };
  if (state.pendingTab !== null && state.question) return switchTo(state, state.pendingTab);
  return state;
}

function toggle(state: PickerState, entry: PickerEntry): PickerState {
  if (isSelected(state, entry.id)) return { ...state, selected: state.selected.filter((selected) => selected.id !== entry.id) };
  return { ...state, selected: [...state.selected, { ...entry, item: state.edits[entry.id] ?? entry.item }] };
}

function saveEdit(state: PickerState): PickerState {
  const edited = state.editing;
  if (!edited) return state;
  const selected = isSelected(state, edited.id)
    ? state.selected.map((entry) => (entry.id === edited.id ? edited : entry))
    : [...state.selected, edited];
  return { ...state, selected, edits: { ...state.edits, [edited.id]: edited.item }, editing: null };
}

export function pickerReducer(state: PickerState, action: PickerAction): PickerState {
  switch (action.type) {
    case 'tabRequested':
      return requestTab(state, action.tab);
    case 'confirmed':
      return confirm(state);
    case 'declined':
      return { ...state, question: null, pendingTab: null };
    case 'closeRequested':
      return hasChanges(state) ? { ...state, question: 'changes', pendingTab: null } : { ...state, closed: true };
    case 'itemClicked':
      return toggle(state, action.entry);
    case 'editStarted':
      return { ...state, editing: { ...action.entry, item: { ...(state.edits[action.entry.id] ?? action.entry.item) } } };
    case 'editChanged':
      return state.editing ? { ...state, editing: { ...state.editing, item: { ...state.editing.item, [action.field]: action.value } } } : state;
    case 'editSaved':
      return saveEdit(state);
    case 'editCancelled':
      return { ...state, editing: null };
    case 'showMore':
      return { ...state, page: state.page + 1 };
    case 'filterChanged':
      return { ...state, filter: action.filter, page: FIRST_PAGE };
    case 'filterCleared':
      return { ...state, filter: {}, page: FIRST_PAGE };
  }
}
