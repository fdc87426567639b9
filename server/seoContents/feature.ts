import { defineServerFeature } from '../serverFeature.ts';
import { subjectUnderChosenMain } from './contentSubjects.ts';
import { seedSeoContentDemo } from './seoContentDemo.ts';
import { registerSeoContentDelivery } from './seoContentDelivery.ts';
import { SEO_KINDS } from './seoContentKinds.ts';
import { checkSubjectTitle } from './subjectTitles.ts';
import { subjectTitleModule } from './subjectTitleModule.ts';

/**
 * SEO contents (spec 02 §1, §3; server/seoContents/README.md): hadiths, dream interpretations, duas
 * and fatwas are declared resources (resources/hadith.ts, …, their shared fields in
 * resources/seoContentFields.ts), as their subject titles (resources/subjectTitle.ts); this feature
 * adds the titles' inline add and unique names, a content's subject under its main subject, their
 * pages in the delivery API and the demo's.
 */
export default defineServerFeature({
  name: 'seoContents',
  graphql: [subjectTitleModule],
  // GET /api/public/:siteId/{hadiths,dream-interpretations,duas,fatwas}[/:id] and /subject-titles.
  async routes(app, { db, config }) {
    await registerSeoContentDelivery(app, { db, publicUrl: config.publicUrl, rateLimitMax: config.rateLimitMax });
  },
  async seed({ db, demo }) {
    if (demo) await seedSeoContentDemo(db, demo.siteIds);
  },
  resourceHooks: {
    subjectTitles: { serverValues: checkSubjectTitle },
    ...Object.fromEntries(SEO_KINDS.map(({ kind, resource }) => [resource.name, { serverValues: subjectUnderChosenMain(kind) }])),
  },
});
