import { copyFile, mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { ServerFeature } from '../server/serverFeature.ts';
import { newFeature } from './newFeature.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

describe('npm run new:feature', () => {
  let root: string | undefined;
  afterAll(() => root && rm(root, { recursive: true, force: true }));

  it('makes an empty server feature that loads, and lists it once in server/features.ts', async () => {
    // A copy of the list beside the real feature helper, so the generated file imports what it would in the project.
    root = await mkdtemp(path.join(tmpdir(), 'new-feature-'));
    await mkdir(path.join(root, 'server'));
    await copyFile(path.join(ROOT, 'server/features.ts'), path.join(root, 'server/features.ts'));
    await symlink(path.join(ROOT, 'server/serverFeature.ts'), path.join(root, 'server/serverFeature.ts'));

    const written = await newFeature(root, 'newsletters');
    expect(written).toEqual(['server/newsletters/feature.ts', 'server/newsletters/index.ts', 'server/newsletters/README.md', 'server/features.ts']);
    const feature = (await import(pathToFileURL(path.join(root, 'server/newsletters/feature.ts')).href)).default as ServerFeature;
    expect(feature).toMatchObject({ name: 'newsletters', graphql: [], resourceHooks: {} });
    const list = await readFile(path.join(root, 'server/features.ts'), 'utf8');
    expect(list).toContain("import newsletters from './newsletters/feature.ts';");
    expect(/SERVER_FEATURES: readonly ServerFeature\[\] = \[([^\]]*)\]/.exec(list)?.[1]?.split(', ').at(-1)).toBe('newsletters');

    await expect(newFeature(root, 'newsletters')).rejects.toThrow('server/newsletters exists already');
    await expect(newFeature(root, 'News-letters')).rejects.toThrow('is not a feature name');
  });
});
