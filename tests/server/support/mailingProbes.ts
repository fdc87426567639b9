/**
 * A newsletter of its own on each probed site for the access matrix's schedule and cancel (a cancel allowed once deletes it; later callers find it gone),
 * and for the outbox's list and resend, which name it by `mailingId`, and for the test send; its channel for the subscribers' add and import (`channelId`), and a reader
 * of that channel for `removeMailingSubscriber`.
 */
import { mailingChannels } from '../../../resources/mailingChannel.ts';
import { mailings } from '../../../resources/mailing.ts';
import type { GraphQLServer } from '../../../server/graphql/yoga.ts';
import { graphqlCall } from './graphqlCall.ts';
import { resourceCalls } from './resourceCalls.ts';

const PROBED = new Map([
  ['scheduleMailing', 'id'],
  ['cancelMailing', 'id'],
  ['mailingDeliveries', 'mailingId'],
  ['resendMailingDeliveries', 'mailingId'],
  ['sendMailingTest', 'id'],
]);
const BY_CHANNEL = new Map([
  ['addMailingSubscriber', 'channelId'],
  ['importMailingSubscribers', 'channelId'],
]);
const BY_SUBSCRIBER = new Map([['removeMailingSubscriber', 'id']]);

export async function mailingProbes(yoga: GraphQLServer, adminToken: string, sites: readonly string[]) {
  const probes = new Map<string, string>();
  const channels = new Map<string, string>();
  const subscribers = new Map<string, string>();
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
    channels.set(siteId, channel.data!.saveMailingChannel.id);
    const reader = await graphqlCall<{ addMailingSubscriber: { id: string } }>(
      yoga,
      'mutation ($channelId: ID!, $email: String!) { addMailingSubscriber(channelId: $channelId, email: $email) { id } }',
      { ...admin, variables: { channelId: channel.data!.saveMailingChannel.id, email: `erisim-${siteId}@test.example` } },
    );
    if (!reader.data) throw new Error(`could not create the subscriber probe: ${JSON.stringify(reader.errors)}`);
    subscribers.set(siteId, reader.data.addMailingSubscriber.id);
  }
  return {
    idFor: (fieldName: string, argumentName: string, siteId: string): string | undefined =>
      // A kept message's id: past the guard, one that is not of the site's mailings is answered null.
      fieldName === 'sentMail'
        ? '1'
        : PROBED.get(fieldName) === argumentName
          ? probes.get(siteId)
          : BY_CHANNEL.get(fieldName) === argumentName
            ? channels.get(siteId)
            : BY_SUBSCRIBER.get(fieldName) === argumentName
              ? subscribers.get(siteId)
              : undefined,
  };
}
