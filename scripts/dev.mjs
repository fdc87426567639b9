// `npm run dev`: the server in watch mode and the vite dev server (which proxies /graphql, /oidc, /api).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const bin = (pkg, file) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);
const vitePort = process.env.VITE_PORT ?? '5173';

const children = [
  spawn(process.execPath, [bin('tsx', 'dist/cli.mjs'), 'watch', '--clear-screen=false', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DEV_ORIGINS: process.env.DEV_ORIGINS ?? `http://localhost:${vitePort}` },
  }),
  spawn(process.execPath, [bin('vite', 'bin/vite.js')], { cwd: root, stdio: 'inherit' }),
];

let exiting = false;
function stopAll(code) {
  if (exiting) return;
  exiting = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
