import { defineServerFeature } from '../serverFeature.ts';
import { savedViewsModule } from './savedViewsModule.ts';

/** Saved views: a list's filters, sort and columns kept under a name per user, optionally shared with the site (server/savedViews/README.md). */
export default defineServerFeature({
  name: 'savedViews',
  graphql: [savedViewsModule],
});
