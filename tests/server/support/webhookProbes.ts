/** A webhook and a sent delivery on each probed site for the access matrix: the ids its webhook operations are probed on, and a valid input. */
import type { Db } from '../../../server/db/client.ts';
import type { GraphQLServer } from '../../../server/graphql/yoga.ts';
import { webhookDeliveries } from '../../../server/webhooks/webhookTables.ts';
import { graphqlCall } from './graphqlCall.ts';

const WEBHOOK_FIELDS = ['webhookDeliveries', 'deleteWebhook', 'renewWebhookSecret'];
export const WEBHOOK_PROBE_INPUT = { name: 'Erişim webhook', url: 'https://example.com/probe', events: ['MENU_CHANGED'], active: true };

export async function webhookProbes(yoga: GraphQLServer, db: Db, adminToken: string, sites: readonly string[]) {
  const probes = new Map<string, { webhook: string; delivery: string }>();
  for (const siteId of sites) {
    const saved = await graphqlCall<{ saveWebhook: { id: string } }>(yoga, 'mutation ($input: WebhookInput!) { saveWebhook(input: $input) { id } }', {
      token: adminToken,
      siteId,
      variables: { input: WEBHOOK_PROBE_INPUT },
    });
    if (!saved.data) throw new Error(`the webhook probe was not saved: ${JSON.stringify(saved.errors)}`);
    const webhook = saved.data.saveWebhook.id;
    const [delivery] = await db
      .insert(webhookDeliveries)
      .values({ webhookId: Number(webhook), event: 'MENU_CHANGED', payload: {}, status: 'SENT', attempts: 1, responseStatus: 200 })
      .returning({ id: webhookDeliveries.id });
    probes.set(siteId, { webhook, delivery: String(delivery!.id) });
  }
  return {
    idFor(fieldName: string, argumentName: string, siteId: string): string | undefined {
      if (argumentName === 'deliveryId') return probes.get(siteId)?.delivery;
      return WEBHOOK_FIELDS.includes(fieldName) ? probes.get(siteId)?.webhook : undefined;
    },
    inputFor: (typeName: string) => (typeName === 'WebhookInput' ? WEBHOOK_PROBE_INPUT : undefined),
  };
}
