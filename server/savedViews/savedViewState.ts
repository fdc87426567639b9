/** The checks a saved view's input passes before it is stored (server/savedViews/README.md). */
import { apiError } from '../contract/apiErrors.ts';
import type { SavedViewState } from './savedViewsTable.ts';

export const LIST_NAME = /^[A-Za-z][\w.-]{0,79}$/;
export const NAME_MAX = 80;
/** The stored state's JSON, at most: a list's filter is a few choices, not a document. */
export const STATE_MAX_BYTES = 8_000;
/** Views one user keeps per list and site. */
export const VIEWS_PER_LIST = 50;

const malformedRequest = (message: string) => apiError('BAD_USER_INPUT', message);

const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

export function checkedList(list: string): string {
  if (!LIST_NAME.test(list)) throw malformedRequest('resource must be a list name (letters, digits, . _ -; at most 80)');
  return list;
}

/** The state as stored: filter, sort and hidden columns only, each of its shape. */
export function checkedState(state: unknown): SavedViewState {
  if (!isObject(state)) throw malformedRequest('state must be an object');
  const { filter, sort, hiddenColumns } = state;
  const kept: SavedViewState = {};
  if (filter !== undefined && filter !== null) {
    if (!isObject(filter)) throw malformedRequest('state.filter must be an object');
    kept.filter = filter;
  }
  if (sort !== undefined && sort !== null) {
    if (!isObject(sort) || typeof sort.field !== 'string' || (sort.order !== 'ASC' && sort.order !== 'DESC')) throw malformedRequest('state.sort must be { field, order: ASC | DESC }');
    kept.sort = { field: sort.field, order: sort.order };
  }
  if (hiddenColumns !== undefined && hiddenColumns !== null) {
    if (!Array.isArray(hiddenColumns) || !hiddenColumns.every((column) => typeof column === 'string')) throw malformedRequest('state.hiddenColumns must be a list of column names');
    kept.hiddenColumns = [...new Set(hiddenColumns as string[])];
  }
  if (JSON.stringify(kept).length > STATE_MAX_BYTES) throw malformedRequest(`state is larger than ${STATE_MAX_BYTES} bytes`);
  return kept;
}
