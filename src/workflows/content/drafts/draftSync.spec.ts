import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applySplice, type DraftValues } from '../../../../resources/contentDraft.ts';
import type { ContentDraftInput } from '../../../graphql/graphql.ts';
import { GraphQLResponseError } from '../../../providers/graphqlResult.ts';
import { createDraftSync, sameDraftStatus, type DraftStatus } from './draftSync.ts';
import { localDrafts } from './localDraftStore.ts';

/**
 * The autosave's own delays run on fake timers, moved on by the test; IndexedDB (fake-indexeddb)
 * schedules its work with setImmediate, which stays real. What the test then waits for is the
 * status the editor would show.
 */
const ownTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

const LONG_TEXT = `<p>${Array.from({ length: 5000 }, (_, n) => `kelime${n}`).join(' ')}</p>`;

/** A server that holds one draft as the API does: whole values first, then changes over its version. */
function draftServer() {
  let stored: { id: string; version: number; values: DraftValues } | undefined;
  const inputs: ContentDraftInput[] = [];
  let reachable = true;
  /** What the server's allow-list does to a text (nothing unless a test says). */
  let clean = (text: string) => text;
  return {
    inputs,
    cleanWith(cleaning: (text: string) => string) {
      clean = cleaning;
    },
    get stored() {
      return stored;
    },
    setReachable(value: boolean) {
      reachable = value;
    },
    async save(input: ContentDraftInput) {
      inputs.push(input);
      if (!reachable) throw new TypeError('Failed to fetch');
      if (!input.id) stored = { id: '7', version: 1, values: input.values as DraftValues };
      else {
        if (input.version !== stored!.version) throw new GraphQLResponseError([{ message: 'stale', extensions: { code: 'CONFLICT' } }]);
        const values = { ...stored!.values, ...(input.values as DraftValues) };
        for (const splice of input.splices ?? []) values[splice.field] = applySplice(String(values[splice.field]), splice);
        stored = { id: stored!.id, version: stored!.version + 1, values };
      }
      const text = stored.values.text;
      const cleaned = typeof text === 'string' && clean(text) !== text ? { text: clean(text) } : null;
      if (cleaned) stored = { ...stored, values: { ...stored.values, ...cleaned } };
      return { id: stored.id, version: stored.version, updatedDate: '2026-11-27T10:00:00.000Z', cleaned };
    },
    fetch: async () => stored ?? null,
  };
}

describe('the editor autosave', () => {
  let values: DraftValues;
  let statuses: DraftStatus['state'][];
  let server: ReturnType<typeof draftServer>;
  let heard: ((state: DraftStatus['state']) => void)[];
  /** The next time the autosave tells this status. */
  const told = (state: DraftStatus['state']) =>
    new Promise<void>((resolve) => {
      const listener = (each: DraftStatus['state']) => {
        if (each !== state) return;
        heard = heard.filter((other) => other !== listener);
        resolve();
      };
      heard.push(listener);
    });
  /** Moves the autosave's clock on by `ms`, then waits for the status it should then tell. */
  const after = async (ms: number, state: DraftStatus['state']) => {
    const telling = told(state);
    await vi.advanceTimersByTimeAsync(ms);
    await telling;
  };
  const key = '4/1/12';
  const start = () =>
    createDraftSync({
      key,
      contentId: '12',
      baseVersion: () => 3,
      read: () => values,
      opening: () => ({ type: 1, title: 'Başlık', text: LONG_TEXT }),
      save: server.save,
      fetch: server.fetch,
      onStatus: (status) => {
        statuses.push(status.state);
        for (const listener of heard) listener(status.state);
      },
      keepDelay: 10,
      sendDelay: 50,
    });

  beforeEach(() => {
    ownTimers();
    values = { type: 1, title: 'Başlık', text: LONG_TEXT };
    statuses = [];
    heard = [];
    server = draftServer();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await localDrafts.forget(key);
  });

  it('keeps a change on this device before any request, then sends only what changed since the last autosave', async () => {
    const sync = start();
    values = { ...values, title: 'Yeni başlık' };
    sync.changed();
    await after(10, 'kept');
    expect(server.inputs).toHaveLength(0);
    expect(await localDrafts.read(key)).toMatchObject({ values: { title: 'Yeni başlık' }, synced: false, baseVersion: 3 });

    await after(40, 'saved');
    expect(server.inputs[0]).toMatchObject({ contentId: '12', baseVersion: 3, values });
    expect(await localDrafts.read(key)).toMatchObject({ synced: true, draftId: '7' });

    values = { ...values, text: LONG_TEXT.replace('kelime2500', 'sözcük') };
    sync.changed();
    await after(50, 'saved');
    const second = server.inputs[1];
    expect(second).toMatchObject({ id: '7', version: 1, values: {} });
    expect(JSON.stringify(second).length).toBeLessThan(200);
    expect(server.stored!.values).toEqual(values);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('builds the next splice on the text as the server cleaned it', async () => {
    server.cleanWith((text) => text.replace('<script>alert(1)</script>', ''));
    const sync = start();
    values = { ...values, text: LONG_TEXT.replace('kelime10 ', 'kelime10 <script>alert(1)</script>') };
    sync.changed();
    await sync.flush();
    expect(server.stored!.values.text).toBe(LONG_TEXT);
    values = { ...values, text: (values.text as string).replace('kelime4000', 'sözcük') };
    sync.changed();
    await sync.flush();
    expect(server.stored!.values.text).toBe(LONG_TEXT.replace('kelime4000', 'sözcük'));
  });

  it('keeps what could not be sent on this device, marked unsent, and sends it when flushed', async () => {
    const sync = start();
    server.setReachable(false);
    values = { ...values, title: 'Çevrimdışı başlık' };
    sync.changed();
    await after(50, 'unsent');
    expect(statuses.at(-1)).toBe('unsent');
    expect(await localDrafts.read(key)).toMatchObject({ values: { title: 'Çevrimdışı başlık' }, synced: false });

    server.setReachable(true);
    await sync.flush();
    expect(server.stored!.values.title).toBe('Çevrimdışı başlık');
    expect(await localDrafts.read(key)).toMatchObject({ synced: true });
  });

  it('rebuilds on the server draft after a CONFLICT instead of sending a splice made for another text', async () => {
    const sync = start();
    values = { ...values, title: 'Birinci' };
    sync.changed();
    await after(50, 'saved');
    // Another tab of the same user moved the draft's text on.
    await server.save({ id: '7', version: 1, values: { text: `<p>Öteki sekme</p>${LONG_TEXT}` } });
    values = { ...values, text: LONG_TEXT.replace('kelime10 ', '') };
    sync.changed();
    await after(50, 'saved');
    // This editor's text, whole: the draft is what the editor shows, never a splice applied to another text.
    expect(server.stored).toMatchObject({ version: 3, values });
    expect(server.inputs.filter((input) => input.id).map((input) => input.version)).toEqual([1, 1, 2]);
  });

  it('sends nothing while the values are the ones the editor opened with, and forgets the draft when the item is saved', async () => {
    const sync = start();
    sync.changed();
    // Both delays run out; a send under way would be waited for by flush.
    await vi.advanceTimersByTimeAsync(50);
    await sync.flush();
    expect(server.inputs).toHaveLength(0);
    expect(await localDrafts.read(key)).toBeUndefined();

    values = { ...values, title: 'Kaydedilecek' };
    sync.changed();
    await sync.saved();
    await vi.advanceTimersByTimeAsync(50);
    await sync.flush();
    expect(server.inputs).toHaveLength(0);
    expect(await localDrafts.read(key)).toBeUndefined();
  });
});

describe('sameDraftStatus', () => {
  it('tells a status told again from a change, a saved one by its time', () => {
    expect(sameDraftStatus({ state: 'kept' }, { state: 'kept' })).toBe(true);
    expect(sameDraftStatus({ state: 'kept' }, { state: 'saving' })).toBe(false);
    expect(sameDraftStatus({ state: 'saved', at: '2026-11-28T10:00:00Z' }, { state: 'saved', at: '2026-11-28T10:00:00Z' })).toBe(true);
    expect(sameDraftStatus({ state: 'saved', at: '2026-11-28T10:00:00Z' }, { state: 'saved', at: '2026-11-28T10:00:03Z' })).toBe(false);
  });
});
