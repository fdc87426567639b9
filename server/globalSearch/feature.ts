import { defineServerFeature } from '../serverFeature.ts';
import { globalSearchModule } from './globalSearchModule.ts';

/**
 * The global search (server/globalSearch/README.md): the app bar's one box over contents, the
 * caller's drafts, agency items, media and people, by Turkish-folded prefix words.
 */
export default defineServerFeature({
  name: 'globalSearch',
  graphql: [globalSearchModule],
});
