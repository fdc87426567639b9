import { draftChanges, differingFields, type DraftValues } from '../../../../resources/contentDraft.ts';
import type { ContentDraftInput } from '../../../graphql/graphql.ts';
import { localDrafts } from './localDraftStore.ts';

/** Where the editor's draft stands: nothing to keep, kept on this device, being sent, held by the server, or unsent (offline). */
export type DraftStatus = { state: 'idle' } | { state: 'kept' } | { state: 'saving' } | { state: 'saved'; at: string } | { state: 'unsent' };

/** Whether two statuses say the same (a status is made anew each time it is told). */
export const sameDraftStatus = (a: DraftStatus, b: DraftStatus): boolean => a.state === b.state && (a.state !== 'saved' || a.at === (b as { at: string }).at);

/** The server's draft an autosave builds on. */
export interface ServerDraft {
  id: string;
  version: number;
  values: DraftValues;
}

export interface DraftSyncOptions {
  /** The local store's key (localDraftKey). */
  key: string;
  contentId?: string;
  /** The item's version the editing builds on now. */
  baseVersion(): number | null;
  /** The editor's values now, and the values it opened with (nothing differs: nothing to keep). */
  read(): DraftValues;
  opening(): DraftValues;
  /** `cleaned`: the fields the server stored otherwise than sent, as it holds them. */
  save(input: ContentDraftInput): Promise<{ id: string | number; version: number; updatedDate: string; cleaned?: unknown }>;
  fetch(id: string): Promise<ServerDraft | null>;
  onStatus(status: DraftStatus): void;
  now?: () => Date;
  /** Typing pauses this long before the values are kept on this device, ms. */
  keepDelay?: number;
  /** … and this long before they are sent to the server. */
  sendDelay?: number;
}

const codeOf = (error: unknown) => (error as { code?: string } | undefined)?.code;

/**
 * The editor's autosave: every change is kept on this device first (IndexedDB, `keepDelay` after
 * typing pauses), then sent `sendDelay` after it as the fields changed since the server's last
 * version (long texts as a splice). A failed send leaves the values on the device, marked unsent,
 * until `flush` (back online, tab hidden) or the next change sends them again. A CONFLICT (the
 * draft moved on in another tab) reloads the server's draft and sends the difference from it.
 */
export function createDraftSync(options: DraftSyncOptions) {
  const { key, contentId, baseVersion, read, opening, save, fetch, onStatus, now = () => new Date(), keepDelay = 300, sendDelay = 3000 } = options;
  let server: ServerDraft | undefined;
  let changes = 0;
  let kept = 0;
  let sent = 0;
  let keepTimer: ReturnType<typeof setTimeout> | undefined;
  let sendTimer: ReturnType<typeof setTimeout> | undefined;
  let sending: Promise<void> | undefined;
  let stopped = false;

  const differs = (values: DraftValues) => server !== undefined || differingFields(values, opening()).length > 0;

  async function keep(): Promise<void> {
    clearTimeout(keepTimer);
    keepTimer = undefined;
    if (stopped || kept === changes) return;
    const at = changes;
    const values = read();
    kept = at;
    if (!differs(values)) return;
    try {
      await localDrafts.keep(key, { values, typedAt: now().toISOString(), draftId: server?.id, baseVersion: baseVersion(), synced: false });
    } catch (error) {
      console.warn('What was typed could not be kept on this device', error);
      return;
    }
    if (!sending && sent < at) onStatus({ state: 'kept' });
  }

  async function sendOnce(retried = false): Promise<void> {
    const at = changes;
    const values = read();
    if (!differs(values)) {
      sent = at;
      return;
    }
    const changed = server && draftChanges(server.values, values);
    if (changed && Object.keys(changed.values).length === 0 && changed.splices.length === 0) {
      sent = at;
      return;
    }
    const input: ContentDraftInput = server && changed ? { id: server.id, version: server.version, ...changed } : { contentId, baseVersion: baseVersion(), values };
    onStatus({ state: 'saving' });
    try {
      const saved = await save(input);
      // The next splice is made on the text as the server holds it, cleaned or not.
      server = { id: String(saved.id), version: saved.version, values: { ...values, ...((saved.cleaned as DraftValues | null | undefined) ?? {}) } };
      sent = at;
      if (at === changes && !stopped) await localDrafts.keep(key, { values, typedAt: now().toISOString(), draftId: server.id, baseVersion: baseVersion(), synced: true }).catch(() => undefined);
      onStatus({ state: 'saved', at: saved.updatedDate });
    } catch (error) {
      if (codeOf(error) === 'CONFLICT' && server && !retried) {
        server = (await fetch(server.id).catch(() => null)) ?? undefined;
        return sendOnce(true);
      }
      if (codeOf(error) === 'NOT_FOUND' && server && !retried) {
        server = undefined;
        return sendOnce(true);
      }
      console.warn('The draft could not be saved; it is kept on this device', error);
      onStatus({ state: 'unsent' });
    }
  }

  async function send(): Promise<void> {
    clearTimeout(sendTimer);
    sendTimer = undefined;
    if (stopped) return;
    while (sending) await sending;
    if (sent === changes) return;
    sending = keep().then(() => sendOnce());
    try {
      await sending;
    } finally {
      sending = undefined;
    }
  }

  return {
    /** The editor's values changed. */
    changed() {
      if (stopped) return;
      changes += 1;
      clearTimeout(keepTimer);
      keepTimer = setTimeout(() => void keep(), keepDelay);
      clearTimeout(sendTimer);
      sendTimer = setTimeout(() => void send(), sendDelay);
    },
    /** Keep and send now (the tab is hidden, the network is back). */
    flush: () => send(),
    /** Keep on this device now (the page is going away). */
    keepNow: () => keep(),
    /** Continue on the server's draft: autosaves build on it. */
    adopt(draft: ServerDraft) {
      server = draft;
    },
    /** The item was saved: what was typed is in it, no draft remains. */
    async saved() {
      clearTimeout(keepTimer);
      clearTimeout(sendTimer);
      sent = kept = changes;
      server = undefined;
      await localDrafts.forget(key).catch(() => undefined);
      onStatus({ state: 'idle' });
    },
    get draftId() {
      return server?.id;
    },
    /** The editor closes: what is pending is kept and sent, then nothing more. */
    async close() {
      const pending = send();
      stopped = true;
      await pending;
    },
  };
}

export type DraftSync = ReturnType<typeof createDraftSync>;
