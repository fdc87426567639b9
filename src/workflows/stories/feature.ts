import { defineAdminFeature, methodsOf } from '../workflowFeature.ts';

/**
 * stories in the admin (src/workflows/README.md). The shell imports this file, so it holds
 * names and `import()` loaders only: the screen of each route it serves, by route name of
 * src/routes/routeMap.ts; its named data provider methods in `methods`; components over a
 * declared resource's screens in `screenOverrides`.
 */
export default defineAdminFeature({
  name: 'stories',
  routes: {
    storyList: () => import('./StoryListScreen.tsx'),
    reelsList: () => import('./ReelListScreen.tsx'),
    storyDetail: () => import('./StoryDetailScreen.tsx'),
    storyPendingDetail: () => import('./StoryDetailScreen.tsx'),
    reelsDetail: () => import('./ReelDetailScreen.tsx'),
    reelsPendingDetail: () => import('./ReelDetailScreen.tsx'),
  },
  methods: [
    methodsOf(() => import('./boardMethods.ts').then((module) => module.boardMethods), ['getBoard', 'getBoardCategories', 'moveOnBoard', 'pinOnBoard', 'deleteFromBoard', 'watchBoard']),
  ],
});
