import path from 'node:path';
import { parseAst, type Plugin } from 'vite';

/** The module every dynamic import of the admin goes through (retry, timeout, the offer to reload). */
const CHUNK_LOADER = path.resolve(import.meta.dirname, '../src/platform/chunkLoad.ts');
const SOURCES = [path.resolve(import.meta.dirname, '../src') + path.sep, path.resolve(import.meta.dirname, '../resources') + path.sep];
const LOADER_NAME = '__loadChunk';

type Node = { type?: string; start?: number; end?: number };

function importExpressions(node: unknown, found: Node[]): Node[] {
  if (!node || typeof node !== 'object') return found;
  if (Array.isArray(node)) {
    for (const item of node) importExpressions(item, found);
    return found;
  }
  if ((node as Node).type === 'ImportExpression') found.push(node as Node);
  for (const value of Object.values(node)) if (value && typeof value === 'object') importExpressions(value, found);
  return found;
}

/**
 * Each `import(…)` of `code` as `__loadChunk(() => import(…))`, with the loader imported at the end
 * (imports are hoisted; the lines keep their numbers). Null when the code has none.
 */
export function retryDynamicImports(code: string, id: string): string | null {
  if (!code.includes('import(')) return null;
  const lang = /\.tsx$/.test(id) ? 'tsx' : /\.ts$/.test(id) ? 'ts' : /\.jsx$/.test(id) ? 'jsx' : 'js';
  const found = importExpressions(parseAst(code, { lang }), []);
  if (found.length === 0) return null;
  let output = code;
  for (const { start, end } of found.sort((a, b) => b.start! - a.start!)) {
    const expression = output.slice(start, end);
    if (!expression.startsWith('import')) throw new Error(`${id}: a dynamic import was not where the parser put it (${start}–${end})`);
    output = `${output.slice(0, start)}${LOADER_NAME}(() => ${expression})${output.slice(end)}`;
  }
  return `${output}\nimport { loadChunk as ${LOADER_NAME} } from ${JSON.stringify(CHUNK_LOADER)};\n`;
}

/**
 * Build only: every dynamic import of src/ and resources/ (React.lazy's, the providers' and the
 * screens' chunks) is retried once and timed out by src/platform/chunkLoad.ts. The dev server and
 * the tests keep plain imports.
 */
export function chunkLoadPlugin(): Plugin {
  return {
    name: 'newsroom-chunk-load',
    apply: 'build',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (file === CHUNK_LOADER || !SOURCES.some((root) => file.startsWith(root)) || !/\.[jt]sx?$/.test(file)) return null;
      const output = retryDynamicImports(code, file);
      return output === null ? null : { code: output, map: null };
    },
  };
}
