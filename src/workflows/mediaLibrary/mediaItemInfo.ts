import type { MediaItemInfoInput } from './mediaLibraryMethods.ts';

/** The image info the drawer edits, as typed (an empty field is an empty string). */
export interface InfoDraft {
  reporter: string;
  source: string;
  text: string;
}

export const INFO_FIELDS = ['reporter', 'source', 'text'] as const satisfies readonly (keyof InfoDraft)[];

type InfoOf = { reporter?: string | null; source?: string | null; text?: string | null };

export const draftOf = (item: InfoOf): InfoDraft => ({ reporter: item.reporter ?? '', source: item.source ?? '', text: item.text ?? '' });

/** Whether anything was typed since `base`. */
export const isChanged = (draft: InfoDraft, base: InfoDraft) => INFO_FIELDS.some((name) => draft[name] !== base[name]);

/**
 * After a refused save (CONFLICT) the file is read again: what the editor changed stays, the fields
 * they left take the other editor's values, and the next save is based on the new version.
 */
export const rebase = (draft: InfoDraft, base: InfoDraft, current: InfoDraft): InfoDraft =>
  Object.fromEntries(INFO_FIELDS.map((name) => [name, draft[name] !== base[name] ? draft[name] : current[name]])) as unknown as InfoDraft;

/** The save's input: trimmed, an emptied field as null. */
export const infoInput = (item: { id: string; version: number }, draft: InfoDraft): MediaItemInfoInput => ({
  id: item.id,
  version: item.version,
  ...(Object.fromEntries(INFO_FIELDS.map((name) => [name, draft[name].trim() || null])) as Pick<MediaItemInfoInput, keyof InfoDraft>),
});
