import { defineServerFeature } from '../serverFeature.ts';
import { registerPeopleDelivery } from './personDelivery.ts';
import { seedPeopleDemo } from './personDemo.ts';
import { personModule } from './personModule.ts';

/**
 * People (spec 02 §3 person fields; server/people/README.md): the people are a declared resource
 * (resources/person.ts, its rules in resources/personRules.ts); this feature adds their age to the
 * API, their pages in the delivery API (a content's people go out with the content:
 * server/http/deliveryApi.ts reads `personTeasers`) and the demo's people.
 */
export default defineServerFeature({
  name: 'people',
  graphql: [personModule],
  // The sites' people: GET /api/public/:siteId/people and /people/:id.
  async routes(app, { db, config }) {
    await registerPeopleDelivery(app, { db, publicUrl: config.publicUrl, rateLimitMax: config.rateLimitMax });
  },
  async seed({ db, demo }) {
    if (demo) await seedPeopleDemo(db, demo.siteIds, demo.images);
  },
  resourceHooks: { people: { addedColumns: { age: ['birthDate', 'deathDate'] } } },
});
