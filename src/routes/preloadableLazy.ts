import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';

export interface PreloadableScreen<P extends object = {}> extends FunctionComponent<P> {
  /** Starts loading the component's chunk; once it is in, the component renders without suspending. */
  preload(): Promise<void>;
}

/**
 * React.lazy that can be loaded ahead: a screen (or a control, with its props) whose chunk arrived
 * before it renders is drawn at once instead of through Suspense (whose fallback React keeps on
 * screen for at least 300 ms).
 */
export function preloadableLazy<P extends object = {}>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableScreen<P> {
  let loaded: ComponentType<P> | undefined;
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
  const Screen = (props: P) => createElement((loaded ?? Suspending) as ComponentType<P>, props);
  return Object.assign(Screen, { preload });
}
