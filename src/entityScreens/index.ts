/**
 * The declared resources that supply components of their own over the generated screens (see
 * src/lowcode/screenOverrides.ts), by resource name. Each is loaded with its screen, in a chunk of
 * its own: `categories: () => import('./categories/categoryScreens.tsx').then((m) => m.categoryScreens)`.
 */
import type { ScreenOverrideLoader } from '../lowcode/screenOverrides.ts';

export const SCREEN_OVERRIDES: Readonly<Record<string, ScreenOverrideLoader>> = {
  categories: () => import('./categories/categoryScreens.ts').then(({ categoryScreens }) => categoryScreens),
  users: () => import('../workflows/users/userScreens.ts').then(({ userScreens }) => userScreens),
};
