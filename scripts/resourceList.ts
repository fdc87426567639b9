/**
 * The files that list every declared resource, written from the resource files themselves so a new
 * entity is one file in resources/ (plus its labels): resources/index.ts (RESOURCES, which the
 * server and the admin build from), server/engine/resourceTables.ts (the tables drizzle-kit
 * reads to write migrations) and src/lowcode/resourceNames.ts (the names the route screens are
 * registered by, without loading the declarations into the shell).
 *
 * `npm run resources:sync` writes them (`npm run db:generate` runs it first);
 * tests/server/resourceList.spec.ts fails when one is stale.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resourcesDir = path.join(root, 'resources');

/** Modules of resources/ that declare no resource (the vocabulary, the rules, the catalogue, presets). */
const NOT_RESOURCES = new Set(['index.ts']);

interface DeclaredResource {
  /** The export's name, e.g. `authors`. */
  exportName: string;
  /** The file without extension, e.g. `author`. */
  file: string;
  name: string;
  existingTable: boolean;
}

const isResource = (value: unknown): value is { name: string; operations: object; fields: object; rules: object; existingTable?: boolean } =>
  typeof value === 'object' && value !== null && 'operations' in value && 'fields' in value && 'rules' in value && 'name' in value;

/** Every resource exported by a file of resources/, ordered by file name. */
export async function declaredResources(): Promise<DeclaredResource[]> {
  const files = (await readdir(resourcesDir)).filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts') && !NOT_RESOURCES.has(file)).sort();
  const found: DeclaredResource[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(resourcesDir, file)).href)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(module)) {
      if (isResource(value)) found.push({ exportName, file: file.replace(/\.ts$/, ''), name: value.name, existingTable: value.existingTable === true });
    }
  }
  return found;
}

const HEADER = '// Written by `npm run resources:sync` from the files of resources/; do not edit.\n';

/** The three files' contents, by path relative to the project. */
export async function renderResourceLists(): Promise<Record<string, string>> {
  const resources = await declaredResources();
  const imports = (listed: DeclaredResource[], from: string) => listed.map(({ exportName, file }) => `import { ${exportName} } from '${from}${file}.ts';`);
  // An adopted table (existingTable) is exported by server/db/schema.ts itself.
  const generated = resources.filter((resource) => !resource.existingTable);

  const index = [
    HEADER,
    '/** Every resource of the product: the server builds its table, operations and validation, the admin its screens. */',
    "import type { Resource } from './defineResource.ts';",
    ...imports(resources, './'),
    '',
    'export const RESOURCES: readonly Resource[] = [',
    ...resources.map(({ exportName }) => `  ${exportName},`),
    '];',
    '',
  ].join('\n');

  const tables = [
    HEADER,
    '/** The generated tables as named exports, re-exported by server/allTables.ts for `npm run db:generate`. */',
    ...imports(generated, '../../resources/'),
    "import { tableFor } from './tables.ts';",
    '',
    "export { auditLog } from './auditLog.ts';",
    '',
    ...generated.map(({ exportName }) => `export const ${exportName}Table = tableFor(${exportName});`),
    '',
  ].join('\n');

  const names = [
    HEADER,
    '/** The declared resources by name: a route of src/routes/routeMap.ts with the same name shows its screens. */',
    'export const RESOURCE_NAMES: readonly string[] = [',
    ...resources.map(({ name }) => `  '${name}',`),
    '];',
    '',
  ].join('\n');

  return {
    'resources/index.ts': index,
    'server/engine/resourceTables.ts': tables,
    'src/lowcode/resourceNames.ts': names,
  };
}

/** The listed files whose content on disk differs from what would be written. */
export async function staleResourceLists(): Promise<string[]> {
  const rendered = await renderResourceLists();
  const stale: string[] = [];
  for (const [file, content] of Object.entries(rendered)) {
    const current = await readFile(path.join(root, file), 'utf8').catch(() => '');
    if (current !== content) stale.push(file);
  }
  return stale;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rendered = await renderResourceLists();
  for (const [file, content] of Object.entries(rendered)) {
    await writeFile(path.join(root, file), content);
    console.log(`wrote ${file}`);
  }
}
