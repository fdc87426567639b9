import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes the SQL migrations that both drivers apply at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/allTables.ts',
  out: './server/db/migrations',
});
