import type { IntrospectionQuery, IntrospectionSchema } from 'graphql';
import introspection from '../../schema.introspection.json';

/**
 * The API's introspection, generated from the committed schema.graphql by `npm run schema:print`,
 * so the app neither asks the server for it nor bundles graphql's schema builder to compute it.
 */
export const introspectionSchema: IntrospectionSchema = (introspection as unknown as IntrospectionQuery).__schema;
