import { eq } from 'drizzle-orm';
import { KNOWN_FEATURE_FLAGS, type DisabledFeatures } from '../../resources/knownFeatureFlags.ts';
import type { Db } from '../db/client.ts';
import { featureFlagsTable } from '../engine/resourceTables.ts';

/** The keys of the flags an administrator switched off (read through the session lookups' cache). */
export async function loadDisabledFeatures(db: Db): Promise<DisabledFeatures> {
  const rows = await db.select({ key: featureFlagsTable.key }).from(featureFlagsTable).where(eq(featureFlagsTable.enabled, false));
  return new Set(rows.map((row) => row.key as string));
}

/** The known flags that have no row yet, on, with their description: the flag list shows every one. */
export async function seedKnownFeatureFlags(db: Db): Promise<void> {
  await db
    .insert(featureFlagsTable)
    .values(KNOWN_FEATURE_FLAGS.map((flag) => ({ key: flag.key, description: flag.description.tr, enabled: true })))
    .onConflictDoNothing();
}
