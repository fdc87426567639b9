/**
 * `npm run new:feature -- <name>`: the empty folder of a new workflow on the server
 * (`server/<name>/feature.ts`, `index.ts` and README) and its line in `server/features.ts`.
 * docs/adding-a-workflow.md says what goes in it.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FEATURE_NAME = /^[a-z][a-zA-Z0-9]*$/;

const featureFile = (name: string) => `import { defineServerFeature } from '../serverFeature.ts';

/**
 * ${name}: what this workflow is for (docs/adding-a-workflow.md). Add its GraphQL modules to
 * \`graphql\`, its jobs with \`jobs\`, and what the engine does for a resource's writes with
 * \`resourceHooks\`.
 */
export default defineServerFeature({
  name: '${name}',
  graphql: [],
  resourceHooks: {},
});
`;

const indexFile = (name: string) => `/** What other features may use of ${name}: nothing yet. Another feature imports only this file of the folder. */
export {};
`;

const readmeFile = (name: string) => `# ${name}

What the workflow is for: who uses it, the spec's routes and operations.

## Choices where the spec is silent

## Tests
`;

/** Writes the feature's folder under `root` and adds it to `root/server/features.ts`; refuses a bad or taken name. */
export async function newFeature(root: string, name: string): Promise<string[]> {
  if (!FEATURE_NAME.test(name)) throw new Error(`'${name}' is not a feature name: lowerCamelCase letters and digits, as 'newsletters'`);
  const folder = path.join(root, 'server', name);
  if (existsSync(folder)) throw new Error(`server/${name} exists already`);
  const listPath = path.join(root, 'server', 'features.ts');
  const list = await readFile(listPath, 'utf8');
  const entries = /export const SERVER_FEATURES: readonly ServerFeature\[\] = \[([^\]]*)\];/.exec(list);
  if (!entries) throw new Error('server/features.ts has no SERVER_FEATURES list to add to');
  await mkdir(folder, { recursive: true });
  const written = { 'feature.ts': featureFile(name), 'index.ts': indexFile(name), 'README.md': readmeFile(name) };
  for (const [file, text] of Object.entries(written)) await writeFile(path.join(folder, file), text);
  const names = [...entries[1]!.split(',').map((entry) => entry.trim()).filter(Boolean), name];
  const withImport = list.replace(/^(import type \{ ServerFeature \})/m, `import ${name} from './${name}/feature.ts';\n$1`);
  await writeFile(listPath, withImport.replace(entries[0], `export const SERVER_FEATURES: readonly ServerFeature[] = [${names.join(', ')}];`));
  return [...Object.keys(written).map((file) => `server/${name}/${file}`), 'server/features.ts'];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const name = process.argv[2];
  if (!name) {
    console.error('Usage: npm run new:feature -- <name>');
    process.exit(2);
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  newFeature(root, name).then(
    (files) => console.log(`Wrote ${files.join(', ')}.\nNext: docs/adding-a-workflow.md.`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
