import { describe, expect, it } from 'vitest';
import { declaredResources, staleResourceLists } from '../../scripts/resourceList.ts';
import { RESOURCES } from '../../resources/index.ts';

describe('the lists of declared resources', () => {
  it('are written from the files of resources/ (run `npm run resources:sync`)', async () => {
    expect(await staleResourceLists()).toEqual([]);
  });

  it('find every resource of RESOURCES, each once, with a unique name', async () => {
    const declared = await declaredResources();
    expect(declared.map(({ name }) => name).sort()).toEqual(RESOURCES.map(({ name }) => name).sort());
    expect(new Set(declared.map(({ name }) => name)).size).toBe(declared.length);
  });
});
