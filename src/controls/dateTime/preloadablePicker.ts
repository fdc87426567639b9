import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';

export interface PreloadablePicker<P extends object> extends FunctionComponent<P> {
  /** Starts loading the picker's chunk; once it is in, the field renders it without suspending. */
  preload(): Promise<void>;
}

/**
 * React.lazy for a picker that can be loaded ahead and takes its field's props: once its chunk has
 * come, every field draws it at once instead of through Suspense (tests load both before any renders).
 */
export function preloadablePicker<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): PreloadablePicker<P> {
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
  const Picker = (props: P) => createElement((loaded ?? Suspending) as ComponentType<P>, props);
  return Object.assign(Picker, { preload });
}
