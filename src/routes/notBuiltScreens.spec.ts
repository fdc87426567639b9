import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { notBuiltScreens } from './notBuiltScreens';

describe('screens that are not built yet', () => {
  it('are each listed in the README with their path and permission', () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
    const missing = notBuiltScreens()
      .map(({ path, permission }) => `| \`${path}\` | \`${String(permission)}\` |`)
      .filter((row) => !readme.includes(row));
    expect(missing).toEqual([]);
  });
});
