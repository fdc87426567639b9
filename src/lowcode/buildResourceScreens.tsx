import type { ComponentType } from 'react';
import type { Resource } from '../../resources/defineResource.ts';
import type { ResourceScreenOverrides } from './screenOverrides.ts';
import { ResourceScreen, type ResourceRoutes } from './screens/ResourceScreen.tsx';

/**
 * The route screen of a declared resource (src/routes/screens.ts registers it): its list with the
 * create and edit forms in dialogs, each replaced by the resource's own component where `overrides` has one.
 */
export function buildResourceScreen(resource: Resource, routes?: ResourceRoutes, overrides: ResourceScreenOverrides = {}): ComponentType {
  return function DeclaredResourceScreen() {
    return <ResourceScreen resource={resource} routes={routes} overrides={overrides} />;
  };
}
