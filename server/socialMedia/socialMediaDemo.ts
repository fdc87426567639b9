/**
 * The demo's social media accounts and UTM sources on each demo site, so a fresh start offers them
 * in the content editor's share panel and the settings lists. Saved through the engine as the
 * system (checked, audited), once per site: a site whose accounts were ever written is left as its
 * editors keep it.
 */
import { RESOURCES } from '../../resources/index.ts';
import { socialAccounts } from '../../resources/socialAccount.ts';
import { utmSources } from '../../resources/utmSource.ts';
import type { Db } from '../db/client.ts';
import { everWrittenOnSite } from '../engine/auditLog.ts';
import { saveRecord } from '../engine/saveRecord.ts';
import { systemContext } from '../engine/systemActor.ts';

const ACCOUNTS = [
  { network: 'twitter', handle: 'gundemhaber', displayName: 'Gündem Twitter' },
  { network: 'facebook', handle: 'gundem.haber', displayName: 'Gündem Facebook' },
  { network: 'instagram', handle: 'gundem.haber', displayName: 'Gündem Instagram' },
  { network: 'telegram', handle: 'gundemhaber', displayName: 'Gündem Telegram' },
];

const UTM_SOURCES = [
  { name: 'Twitter paylaşımı', source: 'twitter', medium: 'social', campaign: 'gundem' },
  { name: 'Facebook paylaşımı', source: 'facebook', medium: 'social', campaign: 'gundem' },
  { name: 'Instagram paylaşımı', source: 'instagram', medium: 'social', campaign: null },
  { name: 'Telegram kanalı', source: 'telegram', medium: 'social', campaign: null },
];

export async function seedSocialMediaDemo(db: Db, siteIds: readonly number[]): Promise<void> {
  for (const siteId of siteIds) {
    if (await everWrittenOnSite(db, socialAccounts.name, siteId)) continue;
    const context = systemContext(db, siteId);
    for (const account of ACCOUNTS) await saveRecord(socialAccounts, { ...account, isApproved: true }, context, RESOURCES);
    for (const source of UTM_SOURCES) await saveRecord(utmSources, { ...source, isApproved: true }, context, RESOURCES);
  }
}
