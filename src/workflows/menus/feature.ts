import { defineAdminFeature, methodsOf } from '../workflowFeature.ts';

/**
 * The menus in the admin (src/workflows/README.md): their list and their editor, a tree of items.
 * The shell imports this file, so it holds names and `import()` loaders only.
 */
export default defineAdminFeature({
  name: 'menus',
  routes: {
    menuList: () => import('./MenuListScreen.tsx'),
    menuDetail: () => import('./MenuDetailScreen.tsx'),
  },
  methods: [methodsOf(() => import('./menuMethods.ts').then((module) => module.menuMethods), ['clearMenuCache'])],
});
