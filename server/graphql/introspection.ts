import { fileURLToPath } from 'node:url';
import { buildSchema, introspectionFromSchema } from 'graphql';

/** Committed beside schema.graphql; the admin imports it instead of introspecting the API. */
export const introspectionFile = fileURLToPath(new URL('../../schema.introspection.json', import.meta.url));

/**
 * The standard introspection result (`{ "__schema": … }`) of an SDL text, as the browser used to
 * build it at start-up: the admin now ships this JSON and no longer bundles graphql's schema builder.
 */
export function introspectionJson(sdl: string): string {
  return `${JSON.stringify(introspectionFromSchema(buildSchema(sdl)), null, 2)}\n`;
}
