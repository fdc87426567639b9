/**
 * `npm run new:feature -- <name>`: the empty folders of a new workflow, on the server
 * (`server/<name>/feature.ts`, `index.ts` and README, and its line in `server/features.ts`) and in
 * the admin (`src/workflows/<name>/feature.ts`, `messages.ts` and README, and its line in
 * `src/features.ts`). docs/adding-a-workflow.md says what goes in them.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FEATURE_NAME = /^[a-z][a-zA-Z0-9]*$/;

/** Words that cannot name the feature's import in the two lists. */
const RESERVED = new Set(
  ('await break case catch class const continue debugger default delete do else enum export extends false finally for function if ' +
    'implements import in instanceof interface let new null package private protected public return static super switch this throw ' +
    'true try typeof var void while with yield').split(' '),
);

const serverFeatureFile = (name: string) => `import { defineServerFeature } from '../serverFeature.ts';

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

const serverIndexFile = (name: string) => `/** What other features may use of ${name}: nothing yet. Another feature imports only this file of the folder. */
export {};
`;

const serverReadme = (name: string) => `# ${name}

What the workflow is for: who uses it, the spec's routes and operations. Its screens:
[src/workflows/${name}/README.md](../../src/workflows/${name}/README.md).

## Choices where the spec is silent

## Tests
`;

const adminFeatureFile = (name: string) => `import { defineAdminFeature } from '../workflowFeature.ts';

/**
 * ${name} in the admin (src/workflows/README.md). The shell imports this file, so it holds
 * names and \`import()\` loaders only: the screen of each route it serves, by route name of
 * src/routes/routeMap.ts; its named data provider methods in \`methods\`; components over a
 * declared resource's screens in \`screenOverrides\`.
 */
export default defineAdminFeature({
  name: '${name}',
  routes: {
    // routeName: () => import('./Screen.tsx'),
  },
});
`;

/** 'newsletterArchive' → 'Newsletter archive'. */
const titleOf = (name: string) => {
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const adminMessagesFile = (name: string) => `/** ${name}'s interface texts, loaded with every workflow's (src/i18n/messages.ts). */
export const en = {
  ${name}: {
    title: '${titleOf(name)}',
  },
};

// Turkish is the interface's default language: write these in Turkish before a screen shows them.
export const tr: typeof en = {
  ${name}: {
    title: '${titleOf(name)}',
  },
};
`;

const adminReadme = (name: string) => `# ${name} (admin)

What the screens are for: who uses them, their routes (\`src/routes/routeMap.ts\`) and the API they
call ([server/${name}/README.md](../../../server/${name}/README.md)).

## Choices where the spec is silent

## Tests
`;

/** One half of a workflow: its folder and files, and the list of features that names it. */
interface Half {
  folder: string;
  files: Readonly<Record<string, string>>;
  list: string;
  /** The list's declaration: its start, the names, its end. */
  entries: RegExp;
  /** The line the feature's import goes before. */
  typeImport: RegExp;
}

const halves = (name: string): Half[] => [
  {
    folder: `server/${name}`,
    files: { 'feature.ts': serverFeatureFile(name), 'index.ts': serverIndexFile(name), 'README.md': serverReadme(name) },
    list: 'server/features.ts',
    entries: /(export const SERVER_FEATURES: readonly ServerFeature\[\] = \[)([^\]]*)(\];)/,
    typeImport: /^import type \{ ServerFeature \}/m,
  },
  {
    folder: `src/workflows/${name}`,
    files: { 'feature.ts': adminFeatureFile(name), 'messages.ts': adminMessagesFile(name), 'README.md': adminReadme(name) },
    list: 'src/features.ts',
    entries: /(export const ADMIN_FEATURES = \[)([^\]]*)(\] as const)/,
    typeImport: /^import type \{ AdminFeature \}/m,
  },
];

/** Writes the feature's two folders under `root` and adds it to both lists; refuses a bad name, or one taken on either side, before writing anything. */
export async function newFeature(root: string, name: string): Promise<string[]> {
  if (!FEATURE_NAME.test(name) || RESERVED.has(name)) throw new Error(`'${name}' is not a feature name: lowerCamelCase letters and digits, as 'newsletters'`);
  const planned: { half: Half; list: string }[] = [];
  for (const half of halves(name)) {
    if (existsSync(path.join(root, half.folder))) throw new Error(`${half.folder} exists already`);
    const list = await readFile(path.join(root, half.list), 'utf8');
    const entries = half.entries.exec(list);
    if (!entries || !half.typeImport.test(list)) throw new Error(`${half.list} has no feature list to add to`);
    const names = [...entries[2]!.split(',').map((entry) => entry.trim()).filter(Boolean), name];
    const from = path.posix.relative(path.posix.dirname(half.list), half.folder);
    const withImport = list.replace(half.typeImport, (line) => `import ${name} from './${from}/feature.ts';\n${line}`);
    planned.push({ half, list: withImport.replace(entries[0], `${entries[1]}${names.join(', ')}${entries[3]}`) });
  }
  const written: string[] = [];
  for (const { half, list } of planned) {
    await mkdir(path.join(root, half.folder), { recursive: true });
    for (const [file, text] of Object.entries(half.files)) {
      await writeFile(path.join(root, half.folder, file), text);
      written.push(`${half.folder}/${file}`);
    }
    await writeFile(path.join(root, half.list), list);
    written.push(half.list);
  }
  return written;
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
