import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Types from the committed schema.graphql, never by hand: the resolvers' argument and result types
 * for the server, and typed documents for the admin (`graphql(...)` from src/graphql). `npm run
 * codegen` writes both; tests/server/codegenFresh.spec.ts fails when a committed file is stale.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/graphql/**', '!src/**/*.spec.{ts,tsx}', '!src/**/*.stories.tsx'],
  ignoreNoDocuments: true,
  generates: {
    'server/contract/generated/resolverTypes.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../../context.ts#RequestContext',
        useIndexSignature: false,
        enumsAsTypes: true,
        scalars: { ID: { input: 'string', output: 'string | number' }, JSON: 'unknown', DateTime: { input: 'string', output: 'Date | string' } },
        // What the resolvers hand on where it is not the GraphQL type itself: database rows, the
        // matrix as the permission checks read it, and the engine's generic record output.
        mappers: {
          Site: '../../db/schema.ts#SiteRow',
          Role: '../../db/schema.ts#RoleRow',
          Permission: '../../../resources/permissions.ts#SitePermissions',
          User: '../../engine/records.ts#Row',
          Mailing: '../../engine/records.ts#Row',
          Notification: '../../engine/records.ts#Row',
          ContentDraft: '../../content/contentDrafts.ts#DraftRecord',
          ContentDraftSaved: '../../content/contentDrafts.ts#SavedDraft',
          ContentAgencyUpdate: '../../content/contentAgencySource.ts#AgencyUpdate',
          VideoProcess: '../../videoQueue/videoTables.ts#VideoProcessRow',
          Webhook: '../../webhooks/webhookStore.ts#WebhookOut',
          WebhookDelivery: '../../webhooks/webhookTables.ts#WebhookDeliveryRow',
        },
        useTypeImports: true,
        emitLegacyCommonJSImports: false,
      },
    },
    'src/graphql/': {
      preset: 'client',
      // Each document carries `__meta__.hash` (SHA-256 of its normalized text) and the manifest
      // persisted-documents.json maps hash → text: the admin sends known operations by hash.
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } },
      config: { enumsAsTypes: true, useTypeImports: true, scalars: { JSON: 'unknown', DateTime: 'string' } },
    },
  },
};

export default config;
