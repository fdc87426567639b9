/**
 * Every table of the database, as `npm run db:generate` (drizzle-kit) and the migration check read
 * them: the platform's (server/db/schema.ts), the engine's one per resource and its audit log
 * (server/engine/resourceTables.ts, generated) and the features' own.
 */
export * from './db/schema.ts';
export * from './engine/resourceTables.ts';
export * from './content/contentDraftsTable.ts';
export * from './mailing/delivery/deliveryTables.ts';
export * from './mailing/mailingTables.ts';
export * from './notifications/notificationTables.ts';
export * from './notifications/channels/webhookSecrets.ts';
export * from './videoQueue/videoTables.ts';
export * from './webhooks/webhookTables.ts';
export * from './savedViews/savedViewsTable.ts';
export * from './directory/directoryTables.ts';
