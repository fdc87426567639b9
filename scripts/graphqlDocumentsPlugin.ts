import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'graphql';
import type { Plugin } from 'vite';
import { PERSISTED_OPERATIONS_FILE } from '../server/graphql/persistedOperations.ts';
import { graphql as generatedDocument } from '../src/graphql/gql.ts';

/** A gql`…` template without `${}` substitutions or escapes (GraphQL's own `$variables` are fine). */
const GQL_TEMPLATE = /\bgql`((?:[^`\\$]|\$(?!\{))*)`/g;
/** A graphql(`…`) call of the client preset, its one argument such a template. */
const GRAPHQL_CALL = /\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*\)/g;

/** codegen's manifest of the admin's documents (hash → text), next to its typed documents. */
const MANIFEST = path.resolve(import.meta.dirname, '../src/graphql/persisted-documents.json');

type Lookup = (source: string) => object | undefined;

/** The document codegen generated for this exact source text (with its `__meta__.hash`), if any. */
const generated: Lookup = (source) => {
  const document = generatedDocument(source) as object;
  return 'kind' in document ? document : undefined;
};

/**
 * Replaces every plain gql`…` template and graphql(`…`) call with the document it stands for, so the
 * browser bundles neither graphql's parser and graphql-tag nor the client preset's map of every
 * document, and parses nothing at start-up. A document codegen knows comes with its hash (sent
 * instead of the text); a gql template codegen has not seen yet is parsed here. The replacement
 * keeps the source's line count, so the lines after it keep their numbers. Returns null when
 * nothing changed.
 */
export function precompileGqlTemplates(code: string, lookup: Lookup = generated): string | null {
  let changed = false;
  const replace = (parseUnknown: boolean) => (call: string, body: string) => {
    const document = lookup(body) ?? (parseUnknown ? parse(body, { noLocation: true }) : undefined);
    if (!document) return call;
    changed = true;
    return `(${JSON.stringify(document)}${'\n'.repeat(call.split('\n').length - 1)})`;
  };
  const output = code.replace(GQL_TEMPLATE, replace(true)).replace(GRAPHQL_CALL, replace(false));
  return changed ? output : null;
}

/**
 * Build only: tests and the dev server keep graphql-tag and the preset's map, so both ways stay
 * exercised. The build carries codegen's manifest for the server (persisted operations).
 */
export function graphqlDocumentsPlugin(): Plugin {
  return {
    name: 'newsroom-graphql-documents',
    apply: 'build',
    transform(code, id) {
      if (id.includes('/node_modules/') || id.includes('/src/graphql/') || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0])) return null;
      const output = precompileGqlTemplates(code);
      return output === null ? null : { code: output, map: null };
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: PERSISTED_OPERATIONS_FILE, source: readFileSync(MANIFEST, 'utf8') });
    },
  };
}
