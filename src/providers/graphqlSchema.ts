import { buildSchema, introspectionFromSchema, type IntrospectionSchema } from 'graphql';
import schemaSdl from '../../schema.graphql?raw';

/** The API's introspection, built from the committed schema.graphql, so the app never asks the server for it. */
export const introspectionSchema: IntrospectionSchema = introspectionFromSchema(buildSchema(schemaSdl)).__schema;
