import { gql } from '@apollo/client/core/index.js';
import { print } from 'graphql';
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
});
