import { defineServerFeature } from '../serverFeature.ts';
import { permissionMatrixModule } from './permissionMatrixModule.ts';

/** The permission matrix (spec 01): which roles hold which permission on a site. */
export default defineServerFeature({ name: 'permissionMatrix', graphql: [permissionMatrixModule] });
