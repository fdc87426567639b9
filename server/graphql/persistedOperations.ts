import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Written into the admin's build by scripts/graphqlDocumentsPlugin.ts from codegen's manifest. */
export const PERSISTED_OPERATIONS_FILE = 'persisted-operations.json';

/** Document id (`sha256:<hex>`, as graphql-codegen's client preset names them) → document text. */
export type PersistedOperations = ReadonlyMap<string, string>;

/** The manifest built with the admin; none (no build yet) means every operation comes with its text. */
export function loadPersistedOperations(distDir: string): PersistedOperations {
  const file = path.join(distDir, PERSISTED_OPERATIONS_FILE);
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
}

/**
 * The id a request names its operation by: Apollo's automatic persisted queries field
 * (`extensions.persistedQuery.sha256Hash`, the bare hex) mapped to the manifest's key.
 */
export function persistedOperationId(params: { extensions?: unknown } | undefined): string | null {
  const persisted = (params?.extensions as { persistedQuery?: { version?: unknown; sha256Hash?: unknown } } | undefined)?.persistedQuery;
  if (persisted?.version !== 1 || typeof persisted.sha256Hash !== 'string') return null;
  return `sha256:${persisted.sha256Hash}`;
}
