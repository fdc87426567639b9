import { setupDatabaseTemplates } from '../../support/databaseTemplates.ts';

/** The e2e servers run on PGlite only: each starts on a copy of one migrated and seeded PGlite per run. */
export default () => setupDatabaseTemplates({ postgres: false });
