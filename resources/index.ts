/**
 * Every resource of the product. The server builds a table, GraphQL operations and validation for
 * each; the admin builds its screens. A new entity is one file beside this one, a line here, and its
 * labels in src/i18n/messages/resources.ts.
 */
import { authors } from './author.ts';
import { brands } from './brand.ts';
import { cartoonists } from './cartoonist.ts';
import { categories } from './category.ts';
import type { Resource } from './defineResource.ts';
import { featureFlags } from './featureFlag.ts';
import type { Field } from './fields.ts';
import { headlineCategories } from './headlineCategory.ts';
import { headlineTags } from './headlineTag.ts';
import { headlineTypes } from './headlineType.ts';
import { programs } from './program.ts';
import { signatures } from './signature.ts';
import { sources } from './source.ts';

/**
 * A declared resource as a plain `Resource`. `Resource<F>` mentions `keyof F`, which makes it
 * invariant in F, so a resource with its own field names is not assignable to the plain type.
 */
export const asResource = <F extends Record<string, Field>>(resource: Resource<F>): Resource => resource as unknown as Resource;

export const RESOURCES: readonly Resource[] = [
  asResource(signatures),
  asResource(sources),
  asResource(cartoonists),
  asResource(categories),
  asResource(authors),
  asResource(programs),
  asResource(headlineTags),
  asResource(headlineCategories),
  asResource(headlineTypes),
  asResource(brands),
  asResource(featureFlags),
];
