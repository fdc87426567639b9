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

describe('imports', () => {
  it('form no cycle in server/, src/ or resources/ (madge), other than the allowed recursions', async () => {
    const graph = await madge(['server', 'src', 'resources'], {
      baseDir: ROOT,
      fileExtensions: ['ts', 'tsx'],
      tsConfig: path.join(ROOT, 'tsconfig.json'),
    });
    const cycles = graph.circular().map((cycle) => cycle.join(' > '));
    expect(cycles.filter((cycle) => !ALLOWED.includes(cycle))).toEqual([]);
  }, 120_000);
});
