import type { ComponentType } from 'react';
import { buildResourceScreens } from './buildResourceScreens.tsx';
import { findResource } from './resourceRegistry.ts';

const built = new Map<string, ComponentType>();

/** The route screen of the declared resource `name`, built once. */
export function screenFor(name: string): ComponentType {
  let screen = built.get(name);
  if (!screen) {
    const resource = findResource(name);
    if (!resource) throw new Error(`No declared resource "${name}" (resources/index.ts)`);
    screen = buildResourceScreens(resource).screen;
    built.set(name, screen);
  }
  return screen;
}
