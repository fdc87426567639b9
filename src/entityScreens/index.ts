/**
 * The declared resources that supply components of their own over the generated screens (see
 * src/lowcode/screenOverrides.ts), by resource name: those of this folder, which belong to no
 * workflow, and the features' (src/features.ts). Each is loaded with its screen, in a chunk of its own:
 * `categories: () => import('./categories/categoryScreens.tsx').then((m) => m.categoryScreens)`.
 */
import { ADMIN_FEATURES } from '../features.ts';
import type { ScreenOverrideLoader } from '../lowcode/screenOverrides.ts';
import { mergeFeatureRecords } from '../workflows/workflowFeature.ts';

const entityScreens = {
  name: 'entityScreens',
  screenOverrides: {
    categories: () => import('./categories/categoryScreens.ts').then(({ categoryScreens }) => categoryScreens),
  } satisfies Record<string, ScreenOverrideLoader>,
};

export const SCREEN_OVERRIDES: Readonly<Record<string, ScreenOverrideLoader>> = mergeFeatureRecords([entityScreens, ...ADMIN_FEATURES], 'screen override', (feature) => feature.screenOverrides);
