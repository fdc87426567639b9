import { buildSchema, introspectionFromSchema, type IntrospectionSchema } from 'graphql';

/**
 * The API shape the engine-server generates for signatures (type, input with optional id and
 * version, filter, one / list / save), as SDL for tests and stories that run without a server.
 */
export const SIGNATURE_SDL = /* GraphQL */ `
  type Signature {
    id: ID!
    version: Int!
    siteId: ID!
    name: String!
    isApproved: Boolean!
    createdUserId: ID
    createdDate: String
    updatedUserId: ID
    updatedDate: String
  }
  input SignatureInput {
    id: ID
    version: Int
    name: String!
    isApproved: Boolean
  }
  input SignatureFilter {
    search: String
    isApproved: Boolean
  }
  type Query {
    signature(id: ID!): Signature
    signatures(filter: SignatureFilter, page: Int, limit: Int, language: String): [Signature!]!
  }
  type Mutation {
    saveSignature(input: SignatureInput!): Signature!
  }
`;

export const signatureSchema = (sdl: string = SIGNATURE_SDL): IntrospectionSchema =>
  introspectionFromSchema(buildSchema(sdl)).__schema;

export interface SignatureRow {
  id: string;
  version: number;
  siteId: string;
  name: string;
  isApproved: boolean;
}

export const signatureRow = (id: number, extra: Partial<SignatureRow> = {}): SignatureRow => ({
  id: String(id),
  version: 1,
  siteId: '4',
  name: `İmza ${id}`,
  isApproved: true,
  ...extra,
});
