import { defineAdminFeature, methodsOf } from '../workflowFeature.ts';

/** The headline board (spec 02 §3–§5) and the old, read-only one. */
export default defineAdminFeature({
  name: 'headlines',
  routes: {
    headlineList: () => import('./HeadlineBoard.tsx'),
    headlineOldList: () => import('./OldHeadlineBoard.tsx'),
  },
  methods: [
    methodsOf(() => import('./headlineMethods.ts').then((module) => module.headlineMethods), [
      'getHeadlines',
      'getHeadline',
      'getOldHeadlines',
      'saveHeadline',
      'moveHeadlineItem',
      'pinHeadlineItem',
      'moveHeadlineItemToPending',
      'removeHeadlineItem',
      'watchHeadlines',
    ]),
  ],
});
