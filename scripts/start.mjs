// `npm start`: builds the admin when dist/ is missing or stale, then runs the server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildAdminIfStale, root } from './adminBuild.mjs';

buildAdminIfStale();

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
