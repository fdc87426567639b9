import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { introspectionFile, introspectionJson } from './introspection.ts';
import { schemaFile } from './printSchema.ts';

describe('the committed introspection', () => {
  it('is the introspection of the committed schema.graphql (run `npm run schema:print` after changing the API)', async () => {
    const [sdl, committed] = await Promise.all([readFile(schemaFile, 'utf8'), readFile(introspectionFile, 'utf8')]);
    expect(committed).toBe(introspectionJson(sdl));
  });

  it('follows every change of the SDL', async () => {
    const sdl = await readFile(schemaFile, 'utf8');
    const changed = JSON.parse(introspectionJson(sdl.replace('displayName: String!', 'displayName: String')));
    const site = changed.__schema.types.find((type: { name: string }) => type.name === 'Site');
    const displayName = site.fields.find((field: { name: string }) => field.name === 'displayName');
    expect(displayName.type).toEqual({ kind: 'SCALAR', name: 'String', ofType: null });
    expect(introspectionJson(sdl)).not.toBe(JSON.stringify(changed, null, 2) + '\n');
  });
});
