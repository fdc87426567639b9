import { preloadableLazy } from '../routes/preloadableLazy.ts';
import type { ScreenOverrideLoader } from './screenOverrides.ts';
import type { ResourceRoutes } from './screens/ResourceScreen.tsx';

/**
 * A declared resource's route screen for src/routes/screens.ts, loaded with the engine's chunk at
 * first use so the shell stays small: `signatures: lazyResourceScreen('signatures')`. With
 * `routes`, its forms open on the detail route instead of over the list; with `overrides`, the
 * resource's own list / edit / create components (loaded alongside) replace the generated ones.
 * The overrides' chunk is asked for together with the engine's, not after it.
 */
export const lazyResourceScreen = (name: string, { routes, overrides }: { routes?: ResourceRoutes; overrides?: ScreenOverrideLoader } = {}) =>
  preloadableLazy<{}>(() => {
    const overriding = overrides?.();
    // A failure is the screen's, reported by screenFor; this copy must not be an unhandled rejection.
    overriding?.catch(() => undefined);
    return import('./resourceScreens.ts')
      .then(({ screenFor }) => screenFor(name, routes, overriding && (() => overriding)))
      .then((screen) => ({ default: screen }));
  });
