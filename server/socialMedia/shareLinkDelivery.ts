/**
 * A delivered content's `shareLinks` (docs/delivery-api.md): one per share whose account is
 * approved, with the account's network (by key), handle and name, the share text as plain text and
 * the content's public address carrying the UTM source's values (resources/shareLinks.ts), or none
 * when the share has no UTM source or its source is not approved. Without a site url there is no
 * address to share: no links.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { SOCIAL_NETWORK } from '../../resources/enums.ts';
import { withoutMarkup } from '../../resources/plainText.ts';
import { contentPublicUrl, shareLink } from '../../resources/shareLinks.ts';
import { deliveredUrl } from '../contract/deliveryFiles.ts';
import type { Db } from '../db/client.ts';
import { socialAccountsTable as a, utmSourcesTable as u } from '../engine/resourceTables.ts';
import { idsOf, sharesOf } from './socialShares.ts';

export interface DeliveredShareLink {
  network: string | null;
  handle: string;
  accountName: string;
  text: string;
  url: string;
}

const networkKey = (value: unknown) => SOCIAL_NETWORK.values.find((entry) => entry.value === value)?.key ?? null;

/** `content.shares`: its stored `socialShares`, read with the delivered row. */
export async function deliveredShareLinks(db: Pick<Db, 'select'>, site: { id: number; url: string | null }, content: { id: number; slug: string; shares: unknown }): Promise<DeliveredShareLink[]> {
  const address = contentPublicUrl(site.url, content);
  if (!address) return [];
  const shares = sharesOf(content.shares);
  const accountIds = idsOf(shares, 'accountId');
  if (accountIds.length === 0) return [];
  const accounts = await db
    .select({ id: a.id!, network: a.network!, handle: a.handle!, displayName: a.displayName! })
    .from(a)
    .where(and(inArray(a.id!, accountIds), eq(a.siteId!, site.id), eq(a.isApproved!, true)));
  const sourceIds = idsOf(shares, 'utmSourceId');
  const sources = sourceIds.length
    ? await db
        .select({ id: u.id!, source: u.source!, medium: u.medium!, campaign: u.campaign! })
        .from(u)
        .where(and(inArray(u.id!, sourceIds), eq(u.siteId!, site.id), eq(u.isApproved!, true)))
    : [];
  const accountById = new Map(accounts.map((account) => [account.id as number, account]));
  const sourceById = new Map(sources.map((source) => [source.id as number, source]));
  return shares.flatMap((share) => {
    const account = accountById.get(Number(share.accountId));
    if (!account) return [];
    const utm = sourceById.get(Number(share.utmSourceId)) as { source: string | null; medium: string | null; campaign: string | null } | undefined;
    const url = deliveredUrl(shareLink(address, utm));
    if (!url) return [];
    return [{
      network: networkKey(account.network),
      handle: withoutMarkup(String(account.handle ?? '')),
      accountName: withoutMarkup(String(account.displayName ?? '')),
      text: withoutMarkup(share.text ?? ''),
      url,
    }];
  });
}
