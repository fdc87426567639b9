import { defineServerFeature } from '../serverFeature.ts';
import { webhookHooks } from './webhookHooks.ts';
import { webhookModule } from './webhookModule.ts';
import { SEND_DEFAULTS, webhookJobs } from './webhookSend.ts';

/**
 * Outgoing webhooks (issue 35 §5; README.md): a site's administrators register addresses per event;
 * the writes that raise an event (contents, menus, headlines) put its deliveries in the outbox in
 * their transaction, and the `webhooks.deliver` job sends them signed, retrying with back-off.
 */
export default defineServerFeature({
  name: 'webhooks',
  graphql: [webhookModule],
  jobs: ({ db, config }) => webhookJobs(db, { ...SEND_DEFAULTS, allowPrivate: config.webhooks.allowPrivate }),
  resourceHooks: webhookHooks,
});
