import type { AgencyItemDetail } from './agencyDeskRows.ts';

/** What an editor may change of an agency item's text (saveAgencyContent). */
export interface AgencyEdits {
  title: string;
  spot: string;
  content: string;
  tags: string[];
}

/** The fields a conflict compares, with the label key each is shown under. */
const COMPARED = {
  title: 'agency.detail.title',
  spot: 'agency.detail.spot',
  content: 'agency.detail.content',
  tags: 'agency.detail.tags',
  status: 'agency.detail.status',
  hasItBeenUsed: 'agency.detail.markUsed',
  isInappropriate: 'agency.detail.markInappropriate',
} as const;

type Compared = keyof typeof COMPARED;
type Value = string | boolean | readonly string[] | null | undefined;

export interface ConflictChange {
  field: Compared;
  /** An i18n key. */
  label: string;
  theirs: Value;
  yours: Value;
}

const same = (a: Value, b: Value) => (Array.isArray(a) || Array.isArray(b) ? JSON.stringify(a ?? []) === JSON.stringify(b ?? []) : (a ?? '') === (b ?? ''));

/** Where the item as it is now differs from what the editor meant to save (the version they saw, with their change). */
export function conflictChanges(current: AgencyItemDetail, yours: Partial<Record<Compared, Value>>): ConflictChange[] {
  return (Object.keys(COMPARED) as Compared[])
    .filter((field) => field in yours && !same(current[field] as Value, yours[field]))
    .map((field) => ({ field, label: COMPARED[field], theirs: current[field] as Value, yours: yours[field] }));
}

export const editsOf = (item: AgencyItemDetail): AgencyEdits => ({ title: item.title, spot: item.spot, content: item.content, tags: [...item.tags] });

/** The tags box: "a, b ,, c" is a, b and c. */
export const tagsOf = (text: string) => text.split(',').map((tag) => tag.trim()).filter(Boolean);
