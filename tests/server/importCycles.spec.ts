import { existsSync, readdirSync } from 'node:fs';
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

/** The server's feature folders: those with a feature.ts (server/serverFeature.ts), and the recipe service the picker calls. */
const SERVER_FEATURES = [
  ...readdirSync(path.join(ROOT, 'server'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(ROOT, 'server', entry.name, 'feature.ts')))
    .map((entry) => `server/${entry.name}/`),
  'server/recipes/',
];

/**
 * The layers (docs/architecture.md, "Layers") by the folders they are, most specific first: a file
 * is in the first layer one of whose folders holds it; a file in none (server/app.ts, context.ts,
 * config.ts, features.ts) is where the layers are put together, and is followed through.
 */
const LAYERS: readonly (readonly [string, readonly string[]])[] = [
  ['Workflows', ['src/workflows/']],
  ['Lowcode', ['src/lowcode/', 'src/controls/']],
  ['Admin', ['src/']],
  ['Api', ['server/graphql/', 'server/http/']],
  // What every layer may name: API errors, operation rules, the module shape, the schema's generated types.
  ['Contract', ['server/contract/']],
  ['Features', SERVER_FEATURES],
  ['Engine', ['server/engine/']],
  ['Platform', ['server/db/', 'server/jobs/', 'server/events/', 'server/storage/', 'server/auth/']],
  ['Resources', ['resources/']],
];

/** What must never import what, directly or through files of no layer. */
const NEVER: readonly (readonly [string, string, string])[] = [
  ['Engine', 'Features', 'the engine asks a resource’s hooks; it knows no feature'],
  ['Lowcode', 'Workflows', 'generated screens and shared controls know no workflow'],
  ['Features', 'Api', 'domain code does not import the GraphQL layer (server/contract is what it may name)'],
  ['Platform', 'Api', 'db, jobs and events know no API'],
  ['Platform', 'Engine', 'the platform knows no resource engine'],
  ['Contract', 'Api', 'what every layer may name depends on no API'],
  ['Resources', 'Admin', 'declarations import neither side'],
  ['Resources', 'Workflows', 'declarations import neither side'],
  ['Resources', 'Lowcode', 'declarations import neither side'],
  ['Resources', 'Api', 'declarations import neither side'],
];

const layerOf = (file: string) => LAYERS.find(([, folders]) => folders.some((folder) => file.startsWith(folder)))?.[0];

/** A feature folder (server/<feature>/ or src/workflows/<feature>/) and the file's place in it. */
function featureOf(file: string): string | undefined {
  const server = SERVER_FEATURES.find((folder) => file.startsWith(folder));
  if (server) return server;
  const workflow = /^src\/workflows\/[^/]+\//.exec(file);
  return workflow?.[0];
}

const isTestFile = (file: string) => /\.(spec|stories)\.tsx?$/.test(file) || file.includes('/test/') || file.includes('/testing/');

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

  it('keep every "never" rule between the layers, through files of no layer too', async () => {
    const graph = (await load()).obj();
    const broken: string[] = [];
    for (const [from, to, why] of NEVER) {
      for (const file of Object.keys(graph).filter((name) => layerOf(name) === from && !isTestFile(name))) {
        // Follow the imports through files of no layer (context.ts, config.ts) until a layer is reached.
        const seen = new Set<string>();
        const walk = (current: string, trail: string[]) => {
          for (const target of graph[current] ?? []) {
            if (seen.has(target)) continue;
            seen.add(target);
            const layer = layerOf(target);
            if (layer === to) broken.push(`${[...trail, target].join(' > ')} (${from} → ${to}: ${why})`);
            else if (layer === undefined) walk(target, [...trail, target]);
          }
        };
        walk(file, [file]);
      }
    }
    expect(broken).toEqual([]);
  }, 120_000);

  it("let a feature reach another feature only through that feature's index.ts", async () => {
    const graph = (await load()).obj();
    const reached = Object.entries(graph)
      .filter(([file]) => !isTestFile(file))
      .flatMap(([file, imports]) =>
        imports
          .filter((target) => {
            const [own, other] = [featureOf(file), featureOf(target)];
            return other !== undefined && own !== undefined && own !== other && target !== `${other}index.ts`;
          })
          .map((target) => `${file} > ${target}`),
      );
    expect(reached).toEqual([]);
  }, 120_000);
});
