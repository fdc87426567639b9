import { describe, expect, it } from 'vitest';
import { retryDynamicImports } from './chunkLoadPlugin.ts';

describe('the build’s dynamic imports', () => {
  it('each go through loadChunk, lines kept, the loader imported once at the end', () => {
    const code = "const Page = lazy(() => import('./Page.tsx'));\nconst load = () => import(`./x.ts`).then((m) => m.x);\n";
    const output = retryDynamicImports(code, '/app/src/screen.tsx')!;
    const lines = output.split('\n');
    expect(lines[0]).toBe("const Page = lazy(() => __loadChunk(() => import('./Page.tsx')));");
    expect(lines[1]).toBe('const load = () => __loadChunk(() => import(`./x.ts`)).then((m) => m.x);');
    expect(output.match(/import \{ loadChunk as __loadChunk \}/g)).toHaveLength(1);
  });

  it('leave code without one alone (type imports and import.meta are not loads)', () => {
    expect(retryDynamicImports("type T = typeof import('./x.ts');\nconst u = import.meta.url;\n", '/app/src/a.ts')).toBeNull();
  });
});
