import { setupDatabaseTemplates } from '../../support/databaseTemplates.ts';

/** Each server test file starts its servers on copies of one migrated and seeded database per run. */
export default () => setupDatabaseTemplates({ postgres: true });
