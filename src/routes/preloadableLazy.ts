import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';

export interface PreloadableScreen extends FunctionComponent {
  /** Starts loading the screen's chunk; once it is in, the screen renders without suspending. */
  preload(): Promise<void>;
}

/**
 * React.lazy that can be loaded ahead: a screen whose chunk arrived before it renders is drawn at
 * once instead of through Suspense (whose fallback React keeps on screen for at least 300 ms).
 */
export function preloadableLazy(load: () => Promise<{ default: ComponentType }>): PreloadableScreen {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(() => preload().then(() => ({ default: loaded! })));
  const Screen = () => createElement(loaded ?? Suspending);
  return Object.assign(Screen, { preload });
}
