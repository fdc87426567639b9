import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reels } from '../../resources/reel.ts';
import { stories } from '../../resources/story.ts';
import type { Resource } from '../../resources/defineResource.ts';
import { jobs } from '../../server/db/jobsTable.ts';
import { tableFor } from '../../server/engine/tables.ts';
import { startJobRunner, type JobRunner } from '../../server/jobs/jobRunner.ts';
import { boardChanges } from '../../server/stories/boardEvents.ts';
import { boardPublishingJobs, publishJobKey, publishPendingItem, type PublishPayload } from '../../server/stories/boardPublishing.ts';
import type { BoardName } from '../../server/stories/boards.ts';
import { busSubscriptions } from './support/busSubscriptions.ts';
import { demoToken } from './support/demoTokens.ts';
import { errorCodes, graphqlCall, type CallOptions } from './support/graphqlCall.ts';
import { nextWithin } from './support/nextWithin.ts';
import { resourceCalls, type ResourceRecord } from './support/resourceCalls.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/**
 * The stories' and reels' boards through the API: the state and place a save gives, one-row moves
 * and pins clamped to their group, pending items refused, racing editors, the publishing job with two
 * runners, a published item sent back to pending, the story ad's permissions and the live changes.
 */
const SITE = '4';
const HOUR = 3_600_000;

interface BoardCase {
  board: BoardName;
  resource: Resource;
  move: string;
  pin: string;
  changed: string;
  input: (title: string, publishDate: Date, type?: number) => Record<string, unknown>;
}

const CASES: BoardCase[] = [
  {
    board: 'stories',
    resource: stories,
    move: 'moveStory',
    pin: 'pinStory',
    changed: 'storiesChanged',
    input: (title, publishDate, type = 1) => ({
      title,
      type,
      categoryIds: [],
      publishDate: publishDate.toISOString(),
      frames: [{ image: `images/${title}.jpg`, video: null, duration: null, text: `${title} frame`, externalLink: null }],
    }),
  },
  {
    board: 'reels',
    resource: reels,
    move: 'moveReel',
    pin: 'pinReel',
    changed: 'reelsChanged',
    input: (title, publishDate, type = 1) => ({
      title,
      type,
      categoryIds: [],
      publishDate: publishDate.toISOString(),
      video: { path: `videos/${title}.mp4`, posterPath: null, duration: 12, width: 720, height: 1280 },
      text: `${title} text`,
      externalLink: null,
    }),
  },
];

const past = () => new Date(Date.now() - HOUR);
const ahead = (hours = 1) => new Date(Date.now() + hours * HOUR);

describe.each(testDatabaseKinds())('story and reel boards on %s', (database) => {
  let server: TestApp;
  let admin: CallOptions;
  let editor: CallOptions;

  beforeAll(async () => {
    server = await startTestApp(database);
    admin = { token: await demoToken(server.baseUrl, 'admin'), siteId: SITE, language: 'en' };
    editor = { token: await demoToken(server.baseUrl, 'editor'), siteId: SITE, language: 'en' };
  });
  afterAll(async () => server?.stop());

  describe.each(CASES)('$board', ({ board, resource, move, pin, changed, input }) => {
    const { operations } = resource;
    const calls = (who: CallOptions = admin) => resourceCalls(server.yoga, resource, who);
    const table = () => tableFor(resource);
    let serial = 0;

    async function save(values: Record<string, unknown>, who: CallOptions = admin): Promise<ResourceRecord> {
      const saved = await calls(who).save(values);
      expect(saved.errors).toBeUndefined();
      return saved.data![operations.save];
    }
    const create = (publishDate: Date, type = 1, who: CallOptions = admin) => save(input(`${board}-${(serial += 1)}`, publishDate, type), who);

    /** The board as the list shows it (sorted by position), pinned first. */
    async function listed(): Promise<ResourceRecord[]> {
      const response = await calls().list({ limit: 1000 });
      expect(response.errors).toBeUndefined();
      return response.data![operations.list];
    }
    const rows = () => server.db.select().from(table()).where(eq(table().siteId, Number(SITE))).orderBy(asc(table().id));

    const moveCall = (id: string, afterId: string | null, who: CallOptions = admin) =>
      graphqlCall<Record<string, ResourceRecord>>(server.yoga, `mutation Move($id: ID!, $afterId: ID) { ${move}(id: $id, afterId: $afterId) { id version state pinned position } }`, {
        ...who,
        variables: { id, afterId },
      });
    const pinCall = (id: string, pinned: boolean, who: CallOptions = admin) =>
      graphqlCall<Record<string, ResourceRecord>>(server.yoga, `mutation Pin($id: ID!, $pinned: Boolean!) { ${pin}(id: $id, pinned: $pinned) { id version state pinned position } }`, {
        ...who,
        variables: { id, pinned },
      });
    async function moved(id: string, afterId: string | null) {
      const response = await moveCall(id, afterId);
      expect(response.errors).toBeUndefined();
      return response.data![move];
    }
    async function pinned(id: string, value: boolean) {
      const response = await pinCall(id, value);
      expect(response.errors).toBeUndefined();
      return response.data![pin];
    }
    /** The ids of `ids` in the list's order. */
    const orderOf = async (ids: readonly string[]) => (await listed()).map((record) => record.id).filter((id) => ids.includes(id));

    /** `count` published items, the last created on top. */
    async function publishedItems(count: number): Promise<string[]> {
      const ids: string[] = [];
      for (let n = 0; n < count; n += 1) ids.unshift((await create(past())).id);
      return ids;
    }

    it('publishes a save dated now or before on top of the unpinned ones, and keeps a dated one pending by its date', async () => {
      const [top] = await publishedItems(1);
      const newer = await create(past());
      expect(newer).toMatchObject({ state: 'PUBLISHED', pinned: false });
      expect(await orderOf([top!, newer.id])).toEqual([newer.id, top]);

      const later = await create(ahead(3));
      const sooner = await create(ahead(2));
      for (const item of [later, sooner]) expect(item).toMatchObject({ state: 'PENDING', pinned: false, position: expect.stringMatching(/^2\d{15}$/) });
      const order = (await listed()).map((record) => record.id);
      // Published first, then pending soonest first.
      expect(order.indexOf(sooner.id)).toBeLessThan(order.indexOf(later.id));
      expect(order.indexOf(newer.id)).toBeLessThan(order.indexOf(sooner.id));
      const [job] = await server.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, publishJobKey({ board, id: Number(later.id), publishDate: String(later.publishDate) })));
      expect(job).toMatchObject({ state: 'pending', runAt: new Date(String(later.publishDate)) });

      // An update that keeps it published keeps its place.
      const kept = await save({ ...input('renamed', past()), id: top, version: (await calls().one(top!)).data![operations.one]!.version });
      expect(await orderOf([top!, newer.id])).toEqual([newer.id, top]);
      expect(kept.title).toBe('renamed');
    });

    it('moves and pins by writing one row, pinned ones on top in pin order', async () => {
      const ids = await publishedItems(4);
      const [a, b, c, d] = ids as [string, string, string, string];
      const before = await rows();
      const result = await moved(d, a);
      expect(result).toMatchObject({ id: d, state: 'PUBLISHED', pinned: false });
      const after = await rows();
      const touched = after.filter((row, index) => row.version !== before[index]!.version || String(row.updatedDate) !== String(before[index]!.updatedDate));
      expect(touched.map((row) => String(row.id))).toEqual([d]);
      expect(await orderOf(ids)).toEqual([a, d, b, c]);
      expect(await moved(b, null)).toMatchObject({ id: b });
      expect(await orderOf(ids)).toEqual([b, a, d, c]);

      const beforePin = await rows();
      expect(await pinned(c, true)).toMatchObject({ id: c, pinned: true, position: expect.stringMatching(/^0/) });
      const afterPin = await rows();
      expect(afterPin.filter((row, index) => row.version !== beforePin[index]!.version).map((row) => String(row.id))).toEqual([c]);
      await pinned(a, true);
      // Pinned first in pin order, above every unpinned one of the board.
      const board = (await listed()).map((record) => record.id);
      expect(board.slice(0, 2)).toEqual([c, a]);
      expect(await orderOf(ids)).toEqual([c, a, b, d]);

      // Unpinned: first of the others.
      await pinned(c, false);
      expect(await orderOf(ids)).toEqual([a, c, b, d]);
      // Pinning an item pinned already changes nothing.
      const again = await rows();
      await pinned(a, true);
      expect(await rows()).toEqual(again);
    });

    it('clamps a move across the pinned line to the item’s group', async () => {
      const ids = await publishedItems(4);
      const [a, b, c, d] = ids as [string, string, string, string];
      await pinned(a, true);
      await pinned(b, true);
      expect(await orderOf(ids)).toEqual([a, b, c, d]);
      // An unpinned one put after a pinned one: first of the unpinned.
      await moved(d, a);
      expect(await orderOf(ids)).toEqual([a, b, d, c]);
      // A pinned one put after an unpinned one: last of the pinned.
      await moved(a, c);
      expect(await orderOf(ids)).toEqual([b, a, d, c]);
      // After a pending one: the end of its group.
      const waiting = await create(ahead());
      await moved(d, waiting.id);
      expect(await orderOf([...ids, waiting.id])).toEqual([b, a, c, d, waiting.id]);
      // Pinned here last, they are the last of the board's pinned ones.
      expect((await listed()).filter((record) => record.pinned).map((record) => record.id).slice(-2)).toEqual([b, a]);
    });

    it('refuses to move or pin a pending item, an unknown one or another site’s', async () => {
      const waiting = await create(ahead());
      const [published] = await publishedItems(1);
      const before = await rows();
      for (const language of ['en', 'tr'] as const) {
        const refusedMove = await moveCall(waiting.id, null, { ...admin, language });
        expect(errorCodes(refusedMove)).toEqual(['BAD_USER_INPUT']);
        expect(refusedMove.errors![0].message).toBe(language === 'en' ? 'The order could not be changed.' : 'Sıra değiştirilemedi.');
        const refusedPin = await pinCall(waiting.id, true, { ...admin, language });
        expect(errorCodes(refusedPin)).toEqual(['BAD_USER_INPUT']);
        expect(refusedPin.errors![0].message).toBe(language === 'en' ? 'The pin could not be changed.' : 'Sabitleme değiştirilemedi.');
      }
      expect(errorCodes(await moveCall('999999999', null))).toEqual(['NOT_FOUND']);
      expect(errorCodes(await moveCall(published!, '999999999'))).toEqual(['NOT_FOUND']);
      expect(errorCodes(await pinCall('not-an-id', true))).toEqual(['NOT_FOUND']);
      expect(errorCodes(await moveCall(published!, null, { ...admin, siteId: '1' }))).toEqual(['NOT_FOUND']);
      expect(await rows()).toEqual(before);
    });

    it('gives distinct positions and one order to two editors moving at once', async () => {
      const ids = await publishedItems(8);
      await pinned(ids[7]!, true);
      const moves = Array.from({ length: 24 }, (_, n) => {
        const id = ids[(n * 5) % ids.length]!;
        const afterId = n % 4 === 0 ? null : ids[(n * 3 + 1) % ids.length]!;
        return moveCall(id, afterId === id ? null : afterId, n % 2 === 0 ? admin : editor);
      });
      for (const response of await Promise.all(moves)) expect(response.errors).toBeUndefined();
      const stored = (await rows()).filter((row) => ids.includes(String(row.id)));
      const positions = stored.map((row) => row.position as string);
      expect(new Set(positions).size).toBe(ids.length);
      // The list's order is the positions' byte order, the pinned one first.
      const order = await orderOf(ids);
      expect(order).toEqual([...stored].sort((x, y) => ((x.position as string) < (y.position as string) ? -1 : 1)).map((row) => String(row.id)));
      expect(order[0]).toBe(ids[7]);
      expect(order).toHaveLength(ids.length);
    });

    it('sends a published item back to pending when given a later date, its pin dropped; publishes a pending one given a past date', async () => {
      const [item] = await publishedItems(1);
      const pinnedItem = await pinned(item!, true);
      const later = ahead(5);
      const back = await save({ ...input('later', later), id: item, version: pinnedItem.version });
      expect(back).toMatchObject({ state: 'PENDING', pinned: false, position: `2${String(later.getTime()).padStart(15, '0')}` });
      const [job] = await server.db.select().from(jobs).where(eq(jobs.key, publishJobKey({ board, id: Number(item), publishDate: later.toISOString() })));
      expect(job?.state).toBe('pending');

      const [top] = await publishedItems(1);
      const now = await save({ ...input('now', past()), id: item, version: back.version });
      expect(now).toMatchObject({ state: 'PUBLISHED', pinned: false, position: expect.stringMatching(/^1/) });
      expect(await orderOf([item!, top!])).toEqual([item, top]);
    });

    it('publishes a pending item at its time once with two job runners, and announces it', async () => {
      const [top] = await publishedItems(1);
      const publishDate = ahead();
      const waiting = await create(publishDate);
      const key = publishJobKey({ board, id: Number(waiting.id), publishDate: publishDate.toISOString() });
      const [job] = await server.db.select().from(jobs).where(eq(jobs.key, key));
      const changes = boardChanges(server.events, board, Number(SITE));
      await changes.ready;
      const runners: JobRunner[] = [];
      try {
        for (let n = 0; n < 2; n += 1) runners.push(await startJobRunner(server.db, boardPublishingJobs(server.db, server.events).handlers, { pollMs: 20, log: () => {} }));
        await server.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job!.id));
        runners.forEach((runner) => runner.wake());
        expect(await nextWithin(changes, 10_000)).toMatchObject({ id: waiting.id, kind: 'published', byUserId: null });
        let done = job!;
        while (done.state !== 'done') {
          await new Promise((resolve) => setTimeout(resolve, 20));
          [done] = await server.db.select().from(jobs).where(eq(jobs.id, job!.id));
        }
        expect(done.result).toEqual({ published: 1 });
      } finally {
        await Promise.all(runners.map((runner) => runner.stop()));
        await changes.return!();
      }
      const item = (await calls().one(waiting.id)).data![operations.one]!;
      expect(item).toMatchObject({ state: 'PUBLISHED', pinned: false, version: waiting.version + 1 });
      expect(await orderOf([top!, waiting.id])).toEqual([waiting.id, top]);
      // A second run finds nothing to do.
      expect(await publishPendingItem({ db: server.db, events: server.events }, job!.payload as PublishPayload)).toEqual({ published: 0 });
    });

    it('does not publish an item whose date changed or that was deleted meanwhile', async () => {
      const first = ahead(2);
      const waiting = await create(first);
      const payload: PublishPayload = { board, siteId: Number(SITE), id: Number(waiting.id), publishDate: first.toISOString() };
      const moved = await save({ ...input('moved on', ahead(4)), id: waiting.id, version: waiting.version });
      const env = { db: server.db, events: server.events };
      expect(await publishPendingItem(env, payload)).toEqual({ published: 0 });
      expect((await calls().one(waiting.id)).data![operations.one]).toMatchObject({ state: 'PENDING', version: moved.version });
      const deleted = await calls().delete(moved.id, moved.version);
      expect(deleted.errors).toBeUndefined();
      expect(await publishPendingItem(env, { ...payload, publishDate: String(moved.publishDate) })).toEqual({ published: 0 });
    });

    it('announces saves, moves, pins and deletes to the board’s subscribers', async () => {
      const ids = await publishedItems(2);
      const subscriptions = busSubscriptions(server, SITE);
      try {
        const stream = subscriptions.open<Record<string, { id: string; kind: string; byUserId: string | null; at: string }>>(
          editor.token!,
          `subscription { ${changed} { id kind byUserId at } }`,
          {},
        );
        await subscriptions.listening();
        await moved(ids[1]!, null);
        const event = await nextWithin(stream, 10_000);
        expect(event).toMatchObject({ data: { [changed]: { id: ids[1], kind: 'moved', byUserId: expect.any(String) } } });
        await pinned(ids[0]!, true);
        expect(await nextWithin(stream, 10_000)).toMatchObject({ data: { [changed]: { id: ids[0], kind: 'pinned' } } });
        const created = await create(ahead());
        expect(await nextWithin(stream, 10_000)).toMatchObject({ data: { [changed]: { id: created.id, kind: 'saved' } } });
        expect((await calls().delete(created.id, created.version)).errors).toBeUndefined();
        expect(await nextWithin(stream, 10_000)).toMatchObject({ data: { [changed]: { id: created.id, kind: 'deleted' } } });
      } finally {
        await subscriptions.close();
      }
    });

    it.runIf(board === 'stories')('needs storyAd.save to save, move or pin an advertisement, and storyAd.delete to delete one', async () => {
      // The editor holds story.* but not storyAd.*; the administrator holds both.
      const refused = await calls(editor).save(input('an ad', past(), 2));
      expect(errorCodes(refused)).toEqual(['FORBIDDEN']);
      const ad = await create(past(), 2);
      const plain = await create(past(), 1, editor);
      expect(plain.state).toBe('PUBLISHED');
      const before = await rows();
      expect(errorCodes(await moveCall(ad.id, null, editor))).toEqual(['FORBIDDEN']);
      expect(errorCodes(await pinCall(ad.id, true, editor))).toEqual(['FORBIDDEN']);
      // Nor may the editor turn it into a normal story.
      expect(errorCodes(await calls(editor).save({ ...input('no longer an ad', past(), 1), id: ad.id, version: ad.version }))).toEqual(['FORBIDDEN']);
      expect(errorCodes(await calls(editor).delete(ad.id, ad.version))).toEqual(['FORBIDDEN']);
      expect(await rows()).toEqual(before);
      expect((await moveCall(plain.id, null, editor)).errors).toBeUndefined();
      expect((await calls().delete(ad.id, ad.version)).errors).toBeUndefined();
      expect(await server.db.select().from(table()).where(and(eq(table().id, Number(ad.id))))).toEqual([]);
    });

    it.runIf(board === 'reels')('lets reels.* alone save, move and delete a reel advertisement', async () => {
      const ad = await create(past(), 2, editor);
      expect((await moveCall(ad.id, null, editor)).errors).toBeUndefined();
      const current = (await calls().one(ad.id)).data![operations.one]!;
      expect((await calls(editor).delete(ad.id, current.version)).errors).toBeUndefined();
    });
  });
});
