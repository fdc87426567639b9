import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { DraftValues } from '../../../../resources/contentDraft.ts';

/**
 * What was typed into an editor, kept in this browser (IndexedDB) before any request, so a lost
 * network, an expired token or a crashed tab loses nothing: reopening the editor offers it. One
 * record per site, user and item (or new item of a type); `synced` once the server holds it.
 */
export interface LocalDraft {
  values: DraftValues;
  /** When the last change was kept (ISO-8601). */
  typedAt: string;
  /** The server's draft of these values, once there is one. */
  draftId?: string;
  /** The item's version the editing started from. */
  baseVersion?: number | null;
  synced: boolean;
}

export interface DraftKey {
  siteId: string;
  userId: string;
  /** The item's id, or undefined for a new item. */
  contentId?: string;
  /** The content type (a new item's draft is one per type). */
  type: number;
}

export const localDraftKey = ({ siteId, userId, contentId, type }: DraftKey) => `${siteId}/${userId}/${contentId ?? `new-${type}`}`;

let store: UseStore | undefined;
const draftStore = () => (store ??= createStore('newsroom-drafts', 'drafts'));

/** Each call answers with a promise, also where the browser has no IndexedDB (it rejects). */
export const localDrafts = {
  read: async (key: string) => get<LocalDraft>(key, draftStore()),
  keep: async (key: string, draft: LocalDraft) => set(key, draft, draftStore()),
  forget: async (key: string) => del(key, draftStore()),
};
