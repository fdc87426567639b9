/** A channel of subscribed readers and a mailing scheduled for it, made as the admin makes them (the crash test, bench P13). */
import { mailingChannels } from '../../../resources/mailingChannel.ts';
import { mailings } from '../../../resources/mailing.ts';
import type { Db } from '../../../server/db/client.ts';
import type { GraphQLServer } from '../../../server/graphql/yoga.ts';
import { mailingSubscribers } from '../../../server/mailing/mailingTables.ts';
import { graphqlCall, type CallOptions } from './graphqlCall.ts';
import { resourceCalls } from './resourceCalls.ts';

const INSERT_ROWS = 1000;

/** The mailing's one news item. */
export const STORY_ITEM = { title: 'First story', spot: 'What happened', contentId: '1', contentTypeId: 0, contentUrl: '/news/1', order: 1 };

/** A new channel on the call's site with `readers` subscribed readers `reader<n>@example.test`; its id. */
export async function channelWithReaders(server: { yoga: GraphQLServer; db: Db }, admin: CallOptions, name: string, readers: number): Promise<number> {
  const channel = await resourceCalls(server.yoga, mailingChannels, admin).save({ name });
  if (channel.errors) throw new Error(JSON.stringify(channel.errors));
  const channelId = Number(channel.data!.saveMailingChannel.id);
  const siteId = Number(admin.siteId);
  for (let from = 0; from < readers; from += INSERT_ROWS) {
    const count = Math.min(INSERT_ROWS, readers - from);
    await server.db.insert(mailingSubscribers).values(Array.from({ length: count }, (_, n) => ({ siteId, channelId, email: `reader${from + n}@example.test`, status: 'subscribed' })));
  }
  return channelId;
}

/** A one-item mailing for the channel, saved and scheduled for `sendDate`; its id. */
export async function scheduleMailingFor(server: { yoga: GraphQLServer }, admin: CallOptions, channelId: number, sendDate: Date): Promise<number> {
  const saved = await resourceCalls(server.yoga, mailings, admin).save({
    title: 'Morning notes',
    channelId: String(channelId),
    type: 1,
    sendDate: sendDate.toISOString(),
    items: [STORY_ITEM],
  });
  if (saved.errors) throw new Error(JSON.stringify(saved.errors));
  const scheduled = await graphqlCall<{ scheduleMailing: { id: string } }>(server.yoga, 'mutation ($id: ID!, $version: Int!) { scheduleMailing(id: $id, version: $version) { id } }', {
    ...admin,
    variables: { id: saved.data!.saveMailing.id, version: saved.data!.saveMailing.version },
  });
  if (scheduled.errors) throw new Error(JSON.stringify(scheduled.errors));
  return Number(scheduled.data!.scheduleMailing.id);
}
