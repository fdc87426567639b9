import { differingFields, type DraftValues } from '../../../../resources/contentDraft.ts';
import type { ServerDraft } from './draftSync.ts';
import type { LocalDraft } from './localDraftStore.ts';

export interface ServerDraftRecord extends ServerDraft {
  updatedDate: string;
  baseVersion?: number | null;
}

/** What the resume prompt offers: the values, their time, what differs from the editor's, and the draft to build on. */
export interface DraftOffer {
  values: DraftValues;
  at: string;
  /** The content fields that differ from what the editor shows; none: nothing to ask. */
  fields: string[];
  /** The server's draft; continuing builds on it. */
  draft?: ServerDraft;
  /** The item was saved since the draft began: continuing replaces those changes. */
  savedSince: boolean;
  /** Only on this device: the server never got it (offline, expired sign-in, closed tab). */
  deviceOnly: boolean;
}

export interface OfferSources {
  local: LocalDraft | undefined;
  server: ServerDraftRecord | null | undefined;
  /** The editor's values as opened. */
  current: DraftValues;
  /** The item's version now (undefined for a new item). */
  contentVersion?: number;
  /** A new item's editor offers only what the server never got: its saved drafts are in the draft list. */
  isNew: boolean;
}

/**
 * Which draft to offer on opening an editor: what this device kept and the server never got
 * comes first (it holds the latest keystrokes), else the server's draft of the item.
 */
export function draftOffer({ local, server, current, contentVersion, isNew }: OfferSources): DraftOffer | undefined {
  const draft = server ? { id: server.id, version: server.version, values: server.values } : undefined;
  const baseVersion = server?.baseVersion ?? local?.baseVersion;
  const savedSince = contentVersion !== undefined && baseVersion !== undefined && baseVersion !== null && contentVersion > baseVersion;
  if (local && !local.synced) {
    return { values: local.values, at: local.typedAt, fields: differingFields(local.values, current), draft, savedSince, deviceOnly: true };
  }
  if (server && !isNew) return { values: server.values, at: server.updatedDate, fields: differingFields(server.values, current), draft, savedSince, deviceOnly: false };
  return undefined;
}
