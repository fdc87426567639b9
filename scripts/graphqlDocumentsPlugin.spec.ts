import { gql } from '@apollo/client/core/index.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { print, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { precompileGqlTemplates } from './graphqlDocumentsPlugin.ts';

const source = [
  "import { gql } from '@apollo/client/core/index.js';",
  'export const GET_SITES = gql`',
  '  query getSites {',
  '    sites { id name }',
  '  }',
  '`;',
  'export const after = 1;',
].join('\n');

describe('precompiled gql templates', () => {
  it('become the document graphql-tag would build, minus source locations, on the same lines', () => {
    const output = precompileGqlTemplates(source)!;
    const expression = /GET_SITES = (\([\s\S]*\));/.exec(output)![1];
    const document = { GET_SITES: new Function(`return ${expression}`)() };
    const expected = gql`
      query getSites {
        sites { id name }
      }
    `;
    expect(print(document.GET_SITES)).toBe(print(expected));
    expect(document.GET_SITES).toEqual(JSON.parse(JSON.stringify(expected, (key, value) => (key === 'loc' ? undefined : value))));
    expect(output.split('\n')).toHaveLength(source.split('\n').length);
    expect(output.split('\n').at(-1)).toBe('export const after = 1;');
  });

  it('precompiles documents with variables too', () => {
    const output = precompileGqlTemplates('const q = gql`query GetUser($id: ID!) { user(id: $id) { id } }`;')!;
    const document = new Function(`return ${/= (\([\s\S]*\));/.exec(output)![1]}`)();
    expect(print(document)).toBe(print(gql`query GetUser($id: ID!) { user(id: $id) { id } }`));
  });

  it('leaves templates with interpolations, and code without gql, alone', () => {
    expect(precompileGqlTemplates('const q = gql`query { ${field} }`;')).toBeNull();
    expect(precompileGqlTemplates('const text = `query { sites { id } }`;')).toBeNull();
  });

  it('fails the build on a document that does not parse', () => {
    expect(() => precompileGqlTemplates('const q = gql`query { sites { id }`;')).toThrow('Syntax Error');
  });

  it("gives codegen's documents, gql templates and graphql() calls alike, with the manifest's hash", () => {
    const manifest = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../src/graphql/persisted-documents.json'), 'utf8')) as Record<string, string>;
    const body = '\n  query getCurrentTime {\n    currentTime\n  }\n';
    for (const call of [`const q = gql\`${body}\`;`, `const q = graphql(\`${body}\`);`]) {
      const output = precompileGqlTemplates(call)!;
      expect(output.split('\n')).toHaveLength(call.split('\n').length);
      const document = new Function(`return ${/= (\([\s\S]*\));/.exec(output)![1]}`)() as DocumentNode & { __meta__: { hash: string } };
      expect(manifest[document.__meta__.hash]).toContain('query getCurrentTime');
      expect(print(document)).toContain('currentTime');
    }
  });

  it('leaves a graphql() call codegen has not seen to the map of the preset', () => {
    expect(precompileGqlTemplates('const q = graphql(`query Unknown { sites { id } }`);')).toBeNull();
  });
});
