import { defineAdminFeature } from '../workflowFeature.ts';

/**
 * Live transfers in the admin (src/workflows/liveTransfers/README.md): the declared resource's
 * generated screen on its route `liveTransfers` (content/live-transfers), with a list of its own
 * columns. The shell imports this file, so it holds names and `import()` loaders only.
 */
export default defineAdminFeature({
  name: 'liveTransfers',
  screenOverrides: {
    liveTransfers: () => import('./liveTransferScreens.ts').then(({ liveTransferScreens }) => liveTransferScreens),
  },
});
