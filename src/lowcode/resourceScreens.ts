import type { ComponentType } from 'react';
import { buildResourceScreen } from './buildResourceScreens.tsx';
import { findResource } from './resourceRegistry.ts';
import type { ScreenOverrideLoader } from './screenOverrides.ts';
import type { ResourceRoutes } from './screens/ResourceScreen.tsx';

const built = new Map<string, Promise<ComponentType>>();

/** The route screen of the declared resource `name` with its overrides loaded, built once per resource and routes. */
export function screenFor(name: string, routes?: ResourceRoutes, loadOverrides?: ScreenOverrideLoader): Promise<ComponentType> {
  const key = routes ? `${name} ${routes.list} ${routes.detail}` : name;
  let screen = built.get(key);
  if (!screen) {
    const resource = findResource(name);
    if (!resource) throw new Error(`No declared resource "${name}" (resources/index.ts)`);
    screen = (loadOverrides?.() ?? Promise.resolve({})).then((overrides) => buildResourceScreen(resource, routes, overrides));
    built.set(key, screen);
    // A chunk that failed to load is tried again at the next visit.
    screen.catch(() => built.delete(key));
  }
  return screen;
}
