// The built admin (dist/) for `npm start` and `npm run cluster`: built again when missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const builtIndex = path.join(root, 'dist', 'index.html');

function newestModification(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestModification(path.join(target, entry))), 0);
}

function adminIsStale() {
  if (!existsSync(builtIndex)) return true;
  const sources = ['src', 'resources', 'index.html', 'vite.config.ts'].map((entry) => newestModification(path.join(root, entry)));
  return Math.max(...sources) > statSync(builtIndex).mtimeMs;
}

/** Runs `vite build` when dist/ is missing or stale; exits the process when the build fails. */
export function buildAdminIfStale() {
  if (!adminIsStale()) return;
  console.log('Building the admin app (vite build)…');
  const vite = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  const build = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
