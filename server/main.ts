import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './db/demoUsers.ts';

function demoAccountsTable(): string {
  const rows = DEMO_USERS.map((user) => [user.email, DEMO_PASSWORD, user.can]);
  const header = ['e-mail', 'password', 'can'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

const config = loadConfig();
const { app, close } = await buildApp(config);
await app.listen({ port: config.port, host: config.host });

const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pglite`;
console.log(`\nNewsroom back office: ${config.publicUrl}  (listening on ${config.host}:${config.port}, ${database})`);
if (config.oidc.embedded) {
  console.log(`Embedded OpenID provider: ${config.oidc.issuer}\n\nDemo accounts:\n${demoAccountsTable()}\n`);
} else {
  console.log(`OpenID provider: ${config.oidc.issuer} (client ${config.oidc.clientId})\n`);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
