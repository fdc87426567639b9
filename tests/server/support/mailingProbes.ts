/**
 * A newsletter of its own on each probed site for the access matrix's schedule and cancel (a cancel allowed once deletes it; later callers find it gone),
 * for the outbox's list and resend, which name it by `mailingId`, and for the test send.
 */
import { mailingChannels } from '../../../resources/mailingChannel.ts';
import { mailings } from '../../../resources/mailing.ts';
import type { GraphQLServer } from '../../../server/graphql/yoga.ts';
import { resourceCalls } from './resourceCalls.ts';

const PROBED = new Map([
  ['scheduleMailing', 'id'],
  ['cancelMailing', 'id'],
  ['mailingDeliveries', 'mailingId'],
  ['resendMailingDeliveries', 'mailingId'],
  ['sendMailingTest', 'id'],
]);

export async function mailingProbes(yoga: GraphQLServer, adminToken: string, sites: readonly string[]) {
  const probes = new Map<string, string>();
  for (const siteId of sites) {
    const admin = { token: adminToken, siteId };
    const channel = await resourceCalls(yoga, mailingChannels, admin).save({ name: `Erişim kanalı ${siteId}` });
    const saved = await resourceCalls(yoga, mailings, admin).save({
      title: 'Erişim bülteni',
      channelId: channel.data!.saveMailingChannel.id,
      type: 1,
      sendDate: new Date(Date.UTC(2031, 0, 1)).toISOString(),
      items: [{ title: 'Erişim', contentId: '1', contentTypeId: 0, contentUrl: '/erisim/1' }],
    });
    if (!saved.data) throw new Error(`could not create the mailing probe: ${JSON.stringify(saved.errors)}`);
    probes.set(siteId, saved.data.saveMailing.id);
  }
  return {
    idFor: (fieldName: string, argumentName: string, siteId: string): string | undefined =>
      // A kept message's id: past the guard, one that is not of the site's mailings is answered null.
      fieldName === 'sentMail' ? '1' : PROBED.get(fieldName) === argumentName ? probes.get(siteId) : undefined,
  };
}
