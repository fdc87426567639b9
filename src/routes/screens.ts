import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { lazyResourceScreen } from '../lowcode/lazyResourceScreen.ts';

/**
 * Built screens by route name, each loaded lazily so the shell chunk stays small. A route of the
 * map without an entry here shows the "not built yet" page; later issues add their screens, e.g.
 * `agencyList: lazy(() => import('../workflows/agency/AgencyDesk'))`.
 */
export const SCREENS: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  mediaDesk: lazy(() => import('../workflows/mediaDesk/MediaDesk')),
  // Declared resources (resources/index.ts): list, create and edit built by the resource engine.
  signatures: lazyResourceScreen('signatures'),
  sources: lazyResourceScreen('sources'),
  cartoonists: lazyResourceScreen('cartoonists'),
  categories: lazyResourceScreen('categories'),
  authors: lazyResourceScreen('authors'),
  programs: lazyResourceScreen('programs'),
  headlineTags: lazyResourceScreen('headlineTags'),
  headlineTypes: lazyResourceScreen('headlineTypes'),
  headlineCategories: lazyResourceScreen('headlineCategories'),
  brands: lazyResourceScreen('brands'),
  featureFlags: lazyResourceScreen('featureFlags'),
};
