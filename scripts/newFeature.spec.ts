import { copyFile, mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerFeature } from '../server/serverFeature.ts';
import type { AdminFeature } from '../src/workflows/workflowFeature.ts';
import { newFeature } from './newFeature.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree): unknown => Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? 'text' : keysOf(value)]));
const namesIn = (list: string, declaration: RegExp) => declaration.exec(list)?.[1]?.split(', ');

describe('npm run new:feature', () => {
  let root = '';
  // Copies of the lists beside the real feature helpers, so the generated files import what they would in the project.
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'new-feature-'));
    await mkdir(path.join(root, 'server'));
    await mkdir(path.join(root, 'src/workflows'), { recursive: true });
    await copyFile(path.join(ROOT, 'server/features.ts'), path.join(root, 'server/features.ts'));
    await copyFile(path.join(ROOT, 'src/features.ts'), path.join(root, 'src/features.ts'));
    await symlink(path.join(ROOT, 'server/serverFeature.ts'), path.join(root, 'server/serverFeature.ts'));
    await symlink(path.join(ROOT, 'src/workflows/workflowFeature.ts'), path.join(root, 'src/workflows/workflowFeature.ts'));
  });
  afterAll(() => root && rm(root, { recursive: true, force: true }));

  it('makes an empty feature on both sides that loads, and lists it once in server/features.ts and src/features.ts', async () => {
    const written = await newFeature(root, 'newsletterArchive');
    expect(written).toEqual([
      'server/newsletterArchive/feature.ts',
      'server/newsletterArchive/index.ts',
      'server/newsletterArchive/README.md',
      'server/features.ts',
      'src/workflows/newsletterArchive/feature.ts',
      'src/workflows/newsletterArchive/messages.ts',
      'src/workflows/newsletterArchive/README.md',
      'src/features.ts',
    ]);
    const load = async (file: string) => import(pathToFileURL(path.join(root, file)).href);

    const server = (await load('server/newsletterArchive/feature.ts')).default as ServerFeature;
    expect(server).toMatchObject({ name: 'newsletterArchive', graphql: [], resourceHooks: {} });
    const serverList = await readFile(path.join(root, 'server/features.ts'), 'utf8');
    expect(serverList).toContain("import newsletterArchive from './newsletterArchive/feature.ts';");
    expect(namesIn(serverList, /SERVER_FEATURES: readonly ServerFeature\[\] = \[([^\]]*)\]/)?.at(-1)).toBe('newsletterArchive');

    const admin = (await load('src/workflows/newsletterArchive/feature.ts')).default as AdminFeature;
    expect(admin).toEqual({ name: 'newsletterArchive', routes: {} });
    const messages = (await load('src/workflows/newsletterArchive/messages.ts')) as { en: Tree; tr: Tree };
    expect(messages.en).toEqual({ newsletterArchive: { title: 'Newsletter archive' } });
    expect(keysOf(messages.tr)).toEqual(keysOf(messages.en));
    const adminList = await readFile(path.join(root, 'src/features.ts'), 'utf8');
    expect(adminList).toContain("import newsletterArchive from './workflows/newsletterArchive/feature.ts';");
    const adminNames = namesIn(adminList, /ADMIN_FEATURES = \[([^\]]*)\]/);
    expect(adminNames?.at(-1)).toBe('newsletterArchive');
    expect(adminNames?.filter((name) => name === 'newsletterArchive')).toHaveLength(1);
  });

  it('refuses a bad name, or one taken on either side, and then writes nothing', async () => {
    const lists = () => Promise.all(['server/features.ts', 'src/features.ts'].map((file) => readFile(path.join(root, file), 'utf8')));
    const before = await lists();
    await expect(newFeature(root, 'News-letters')).rejects.toThrow('is not a feature name');
    await expect(newFeature(root, 'default')).rejects.toThrow('is not a feature name');
    // Taken on the server only (as picker is, whose admin half is contentPicker), then in the admin only.
    await mkdir(path.join(root, 'server/letters'));
    await expect(newFeature(root, 'letters')).rejects.toThrow('server/letters exists already');
    expect(existsSync(path.join(root, 'src/workflows/letters'))).toBe(false);
    await mkdir(path.join(root, 'src/workflows/digest'));
    await expect(newFeature(root, 'digest')).rejects.toThrow('src/workflows/digest exists already');
    expect(existsSync(path.join(root, 'server/digest'))).toBe(false);
    expect(await lists()).toEqual(before);
  });
});
