import type { ComponentType } from 'react';
import { buildResourceScreens } from './buildResourceScreens.tsx';
import { findResource } from './resourceRegistry.ts';
import type { ResourceRoutes } from './screens/ResourceScreen.tsx';

const built = new Map<string, ComponentType>();

/** The route screen of the declared resource `name`, built once per resource and routes. */
export function screenFor(name: string, routes?: ResourceRoutes): ComponentType {
  const key = routes ? `${name} ${routes.list} ${routes.detail}` : name;
  let screen = built.get(key);
  if (!screen) {
    const resource = findResource(name);
    if (!resource) throw new Error(`No declared resource "${name}" (resources/index.ts)`);
    screen = buildResourceScreens(resource, routes).screen;
    built.set(key, screen);
  }
  return screen;
}
