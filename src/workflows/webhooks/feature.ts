import { defineAdminFeature, methodsOf } from '../workflowFeature.ts';

/** Outgoing webhooks (issue 35 §5): the screen at `settings/system/webhooks` (README.md). */
export default defineAdminFeature({
  name: 'webhooks',
  routes: {
    webhooks: () => import('./WebhooksScreen.tsx'),
  },
  methods: [
    methodsOf(() => import('./webhookMethods.ts').then((module) => module.webhookMethods), [
      'getWebhooks',
      'getWebhookDeliveries',
      'saveWebhook',
      'deleteWebhook',
      'renewWebhookSecret',
      'redeliverWebhook',
    ]),
  ],
});
