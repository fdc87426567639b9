import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Built screens by route name, each loaded lazily so the shell chunk stays small. A route of the
 * map without an entry here shows the "not built yet" page; later issues add their screens, e.g.
 * `agencyList: lazy(() => import('../workflows/agency/AgencyDesk'))`.
 */
export const SCREENS: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  mediaDesk: lazy(() => import('../workflows/mediaDesk/MediaDesk')),
};
