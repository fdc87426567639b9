import { parse } from 'graphql';
import type { Plugin } from 'vite';

/** A gql`…` template without `${}` substitutions or escapes (GraphQL's own `$variables` are fine). */
const GQL_TEMPLATE = /\bgql`((?:[^`\\$]|\$(?!\{))*)`/g;

/**
 * Replaces every plain gql`…` template with the document it parses to, so the browser neither
 * bundles graphql's parser and graphql-tag nor parses at start-up. The replacement keeps the
 * template's line count, so the lines after it keep their numbers. Returns null when nothing changed.
 */
export function precompileGqlTemplates(code: string): string | null {
  let changed = false;
  const output = code.replace(GQL_TEMPLATE, (_template, body: string) => {
    changed = true;
    const document = JSON.stringify(parse(body, { noLocation: true }));
    return `(${document}${'\n'.repeat(body.split('\n').length - 1)})`;
  });
  return changed ? output : null;
}

/** Build only: tests and the dev server keep graphql-tag, so both ways stay exercised. */
export function graphqlDocumentsPlugin(): Plugin {
  return {
    name: 'newsroom-graphql-documents',
    apply: 'build',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0])) return null;
      const output = precompileGqlTemplates(code);
      return output === null ? null : { code: output, map: null };
    },
  };
}
