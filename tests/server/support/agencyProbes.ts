import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { agencyArchives, agencyContents } from '../../../server/db/agencyTables.ts';
import { announceAgencyItemsAdded } from '../../../server/events/agencyItemsAdded.ts';
import type { EventBus } from '../../../server/events/eventBus.ts';
import { storeWireItems } from '../../../server/ingest/storeWireItems.ts';

/** The string the operation probe sends for any required String: here the agency item's guid. */
export const PROBE_GUID = 'probe';

/**
 * Fixtures the access-matrix probe needs for the agency operations: an agency item whose guid is
 * the probe's string, an archive item, and inputs that a save accepts at any moment (the content
 * input carries the item's current version, read afresh for every call), and agency events for
 * the subscriptions, which answer only when something happens.
 */
export async function agencyProbes(db: Db, events: EventBus) {
  await storeWireItems(db, [
    {
      format: 'ninjs-3', kind: 'text', guid: PROBE_GUID, version: 1, agencyName: 'Probe Wire', title: 'Probe', spot: '', content: '',
      city: null, country: null, tags: [], types: ['news'], priority: null, agencyCategoryName: null, author: null, source: null,
      createdDate: null, updatedDate: null, embargoUntil: null, pubStatus: 'usable', images: [], videos: [],
    },
  ]);
  const [archive] = await db.insert(agencyArchives).values({ title: 'Probe archive' }).returning({ id: agencyArchives.id });
  return {
    idFor(argumentName: string): string | undefined {
      return argumentName === 'agencyArchiveId' ? String(archive!.id) : undefined;
    },
    async inputFor(typeName: string): Promise<Record<string, unknown> | undefined> {
      if (typeName === 'AgencyContentInput') {
        const [row] = await db.select({ version: agencyContents.rowVersion }).from(agencyContents).where(eq(agencyContents.agencyContentId, PROBE_GUID));
        return { agencyContentId: PROBE_GUID, version: row!.version, hasItBeenUsed: false };
      }
      if (typeName === 'AgencyArchiveInput') return { title: 'Probe', images: [{ path: 'images/probe.jpg', text: 'Probe' }] };
      return undefined;
    },
    /** Runs `call` while an ingest batch is announced every 50 ms. */
    async whileAnnouncing<T>(call: () => Promise<T>): Promise<T> {
      const announce = () => void announceAgencyItemsAdded(db, events, { contents: { count: 1, newestCreatedDate: new Date() } });
      const timer = setInterval(announce, 50);
      try {
        return await call();
      } finally {
        clearInterval(timer);
      }
    },
  };
}
