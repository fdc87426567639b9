import { loadPersistedOperations } from '../../server/graphql/persistedOperations.ts';

/**
 * The body the admin sends for its operation `operationName`: the build's manifest has its text,
 * the browser sends only its hash (the server runs it compiled on the lean path).
 */
export function persistedRequestBody(distDir: string, operationName: string, variables: Record<string, unknown> = {}): string {
  const found = [...loadPersistedOperations(distDir)].find(([, text]) => text.startsWith(`query ${operationName}(`) || text.startsWith(`query ${operationName} `));
  if (!found) throw new Error(`${operationName} is not in the build’s persisted operations: run \`npm run build\``);
  return JSON.stringify({ operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash: found[0].replace('sha256:', '') } } });
}
