import { readFile } from 'node:fs/promises';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../codegen.ts';

describe('generated GraphQL types and documents', () => {
  it('match schema.graphql and the admin documents (run `npm run codegen` after changing either)', async () => {
    const outputs: { filename: string; content: string }[] = await generate({ ...config, silent: true, verbose: false }, false);
    expect(outputs.length).toBeGreaterThan(1);
    for (const output of outputs) {
      expect(await readFile(output.filename, 'utf8'), output.filename).toBe(output.content);
    }
  });
});
