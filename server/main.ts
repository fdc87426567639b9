import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { drainApp } from './operations/drain.ts';
import { demoAccountsTable } from './db/demoUsers.ts';

const config = loadConfig();
const built = await buildApp(config);
await built.app.listen({ port: config.port, host: config.host });

const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pglite`;
console.log(`\nNewsroom back office: ${config.publicUrl}  (listening on ${config.host}:${config.port}, ${database})`);
if (config.oidc.embedded) {
  console.log(`Embedded OpenID provider: ${config.oidc.issuer}\n\nDemo accounts:\n${demoAccountsTable()}\n`);
} else {
  console.log(`OpenID provider: ${config.oidc.issuer} (client ${config.oidc.clientId})\n`);
}

// SIGTERM (an orchestrator, a deploy) or SIGINT (Ctrl-C): drain, then exit 0. A second signal ends
// the drain's delay at once; a third stops the process without waiting for anything.
let signals = 0;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    signals += 1;
    if (signals > 2) process.exit(1);
    drainApp(built).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
