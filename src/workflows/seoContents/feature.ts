import { defineAdminFeature, methodsOf } from '../workflowFeature.ts';

/** One set of components over the four SEO contents' generated screens (seoContentScreens.ts). */
const seoContentScreens = () => import('./seoContentScreens.ts').then((module) => module.seoContentScreens);

/**
 * The SEO contents (hadith, dream interpretation, dua, fatwa): each the generated list and form on
 * routes of its own, with the SEO contents' list, editor inputs and inline subject titles over them.
 */
export default defineAdminFeature({
  name: 'seoContents',
  detailRoutedResources: [
    { resource: 'hadiths', list: 'hadithList', detail: 'hadithDetail' },
    { resource: 'dreamInterpretations', list: 'dreamInterpretationList', detail: 'dreamInterpretationDetail' },
    { resource: 'duas', list: 'duaList', detail: 'duaDetail' },
    { resource: 'fatwas', list: 'fatwaList', detail: 'fatwaDetail' },
  ],
  screenOverrides: { hadiths: seoContentScreens, dreamInterpretations: seoContentScreens, duas: seoContentScreens, fatwas: seoContentScreens },
  methods: [methodsOf(() => import('./subjectTitleMethods.ts').then((module) => module.subjectTitleMethods), ['addSubjectTitle'])],
});
