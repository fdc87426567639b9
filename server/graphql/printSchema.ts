import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { printSchema } from '../contract/graphqlRuntime.ts';
import { introspectionFile, introspectionJson } from './introspection.ts';
import { buildSchema } from './schema.ts';

export const schemaFile = fileURLToPath(new URL('../../schema.graphql', import.meta.url));

/** The committed schema.graphql text: what `npm run schema:print` writes and the drift test compares. */
export function printedSchema(): string {
  return `${printSchema(buildSchema())}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const sdl = printedSchema();
  await writeFile(schemaFile, sdl);
  console.log(`wrote ${schemaFile}`);
  await writeFile(introspectionFile, introspectionJson(sdl));
  console.log(`wrote ${introspectionFile}`);
}
