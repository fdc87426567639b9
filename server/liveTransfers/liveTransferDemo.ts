/**
 * The demo's live transfers: four moves of made-up players between made-up clubs on each demo site
 * (official and reported, with and without a disclosed fee, one loan), dated in the last week so the
 * list and the delivery page look current. Written through the engine as the system (checked, link
 * names made, audited), once: a site with any transfer is left as its editors keep it.
 */
import { eq, sql } from 'drizzle-orm';
import type { ImageData } from '../../resources/fields.ts';
import { RESOURCES } from '../../resources/index.ts';
import { liveTransfers } from '../../resources/liveTransfer.ts';
import { slugOf } from '../../resources/turkishText.ts';
import type { Db } from '../db/client.ts';
import { liveTransfersTable } from '../engine/resourceTables.ts';
import { saveRecord } from '../engine/saveRecord.ts';
import { systemContext } from '../engine/systemActor.ts';
import type { DemoImages } from '../seed/demoImages.ts';

const HOUR = 3_600_000;

export const DEMO_TRANSFERS = [
  { playerName: 'Kerem Aydınlı', fromClub: 'Anadolu Kartalları', toClub: 'Boğaziçi SK', kind: 1, fee: 12_500_000, currency: 'EUR', isLoan: false, hoursAgo: 3 },
  { playerName: 'Emre Yalçınkaya', fromClub: 'Ege Yıldızları', toClub: 'Karadeniz FK', kind: 2, fee: null, currency: null, isLoan: true, hoursAgo: 26 },
  { playerName: 'Lucas Moreau', fromClub: 'Olympique Rivage', toClub: 'Boğaziçi SK', kind: 1, fee: 4_000_000, currency: 'EUR', isLoan: false, hoursAgo: 74 },
  { playerName: 'Daniel Hughes', fromClub: 'Northbridge United', toClub: 'Anadolu Kartalları', kind: 2, fee: 2_750_000, currency: 'GBP', isLoan: false, hoursAgo: 146 },
] as const;

export async function seedLiveTransferDemo(db: Db, siteIds: readonly number[], images: DemoImages, now = new Date()): Promise<void> {
  // One picture per player, drawn and stored once, whatever the number of sites.
  const pictures = new Map<string, Promise<ImageData>>();
  const pictureOf = (playerName: string) => {
    if (!pictures.has(playerName)) pictures.set(playerName, images.image(`live-transfer-${slugOf(playerName)}`, playerName, { width: 600, height: 600 }));
    return pictures.get(playerName)!;
  };
  for (const siteId of siteIds) {
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(liveTransfersTable).where(eq(liveTransfersTable.siteId!, siteId));
    if (count > 0) continue;
    const context = systemContext(db, siteId);
    for (const { hoursAgo, ...transfer } of DEMO_TRANSFERS) {
      const playerImage = await pictureOf(transfer.playerName);
      await saveRecord(liveTransfers, { ...transfer, transferDate: new Date(now.getTime() - hoursAgo * HOUR).toISOString(), playerImage, isApproved: true }, context, RESOURCES);
    }
  }
}
