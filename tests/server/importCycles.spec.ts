import path from 'node:path';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Cycles allowed on purpose, each as madge prints it. A component that renders itself through its
 * children is recursion, not a tangle: nested inputs render FieldInput again.
 */
const ALLOWED: readonly string[] = [
  'src/lowcode/inputs/FieldInput.tsx > src/lowcode/inputs/ListInput.tsx',
  'src/lowcode/inputs/FieldInput.tsx > src/lowcode/inputs/ObjectInput.tsx',
];

/** What the engine may take from the GraphQL layer: leaves with no imports back into the API. */
const ENGINE_MAY_IMPORT = [
  'server/graphql/errors.ts',
  'server/graphql/graphqlRuntime.ts',
  'server/graphql/operationRule.ts',
  'server/graphql/graphqlModule.ts',
  'server/graphql/generated/resolverTypes.ts',
];

describe('imports', () => {
  let loaded: ReturnType<typeof madge> | undefined;
  const load = () =>
    (loaded ??= madge(['server', 'src', 'resources'], {
      baseDir: ROOT,
      fileExtensions: ['ts', 'tsx'],
      tsConfig: path.join(ROOT, 'tsconfig.json'),
    }));

  it('form no cycle in server/, src/ or resources/ (madge), other than the allowed recursions', async () => {
    const graph = await load();
    const cycles = graph.circular().map((cycle) => cycle.join(' > '));
    expect(cycles.filter((cycle) => !ALLOWED.includes(cycle))).toEqual([]);
  }, 120_000);

  it('keep the engine and the database layer below the API: no guard, schema or module of server/graphql/', async () => {
    const graph = (await load()).obj();
    const reached = Object.entries(graph)
      .filter(([file]) => file.startsWith('server/engine/') || file.startsWith('server/db/'))
      .flatMap(([file, imports]) => imports.filter((target) => target.startsWith('server/graphql/')).map((target) => `${file} > ${target}`));
    expect(reached.filter((edge) => !ENGINE_MAY_IMPORT.some((allowed) => edge.endsWith(`> ${allowed}`)) || edge.startsWith('server/db/'))).toEqual([]);
  }, 120_000);
});
