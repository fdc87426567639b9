/**
 * The generated tables as named exports, re-exported by server/db/schema.ts so that
 * `npm run db:generate` writes their migrations. One line per resource of resources/index.ts;
 * tests/server/resourcesMigrations.spec.ts fails when one is missing or a migration is not generated.
 */
import { authors } from '../../resources/author.ts';
import { brands } from '../../resources/brand.ts';
import { cartoonists } from '../../resources/cartoonist.ts';
import { categories } from '../../resources/category.ts';
import { featureFlags } from '../../resources/featureFlag.ts';
import { headlineCategories } from '../../resources/headlineCategory.ts';
import { headlineTags } from '../../resources/headlineTag.ts';
import { headlineTypes } from '../../resources/headlineType.ts';
import { asResource } from '../../resources/index.ts';
import { programs } from '../../resources/program.ts';
import { signatures } from '../../resources/signature.ts';
import { sources } from '../../resources/source.ts';
import { tableFor } from './tables.ts';

export { auditLog } from './auditLog.ts';

export const signaturesTable = tableFor(asResource(signatures));
export const sourcesTable = tableFor(asResource(sources));
export const cartoonistsTable = tableFor(asResource(cartoonists));
export const categoriesTable = tableFor(asResource(categories));
export const authorsTable = tableFor(asResource(authors));
export const programsTable = tableFor(asResource(programs));
export const headlineTagsTable = tableFor(asResource(headlineTags));
export const headlineCategoriesTable = tableFor(asResource(headlineCategories));
export const headlineTypesTable = tableFor(asResource(headlineTypes));
export const brandsTable = tableFor(asResource(brands));
export const featureFlagsTable = tableFor(asResource(featureFlags));
