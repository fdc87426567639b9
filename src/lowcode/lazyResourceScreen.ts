import { preloadableLazy } from '../routes/preloadableLazy.ts';
import type { ResourceRoutes } from './screens/ResourceScreen.tsx';

/**
 * A declared resource's route screen for src/routes/screens.ts, loaded with the engine's chunk at
 * first use so the shell stays small: `signatures: lazyResourceScreen('signatures')`. With
 * `routes`, its forms open on the detail route instead of over the list.
 */
export const lazyResourceScreen = (name: string, routes?: ResourceRoutes) =>
  preloadableLazy(() => import('./resourceScreens.ts').then(({ screenFor }) => ({ default: screenFor(name, routes) })));
