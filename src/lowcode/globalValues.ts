/**
 * A global's documents and input in the admin, from its declaration (resources/defineGlobal.ts): what
 * its reads select, and its form's values as its save's input.
 */
import type { Global } from '../../resources/defineGlobal.ts';
import type { Field } from '../../resources/fields.ts';

/** A value as its kind's GraphQL input takes it: only declared sub-fields, no __typename; an image without a file is none. */
function inputValue(field: Field, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  switch (field.kind) {
    case 'image': {
      const image = value as { path?: string | null; width?: number | null; height?: number | null; text?: string | null; crops?: readonly Record<string, unknown>[] | null };
      if (!image.path) return null;
      const crops = (image.crops ?? []).map(({ type, path, width, height }) => ({ type, path: path ?? null, width: width ?? null, height: height ?? null }));
      return { path: image.path, width: image.width ?? null, height: image.height ?? null, text: image.text ?? null, crops };
    }
    case 'object':
      return fieldsInput(field.fields, value as Record<string, unknown>);
    case 'list':
      return Array.isArray(value) ? value.map((item) => fieldsInput(field.fields, item as Record<string, unknown>)) : null;
    default:
      return value;
  }
}

const fieldsInput = (fields: Readonly<Record<string, Field>>, values: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, inputValue(field, values[name])]));

/** A global's form values as its save's input: its id, the version the form loaded and every declared field. */
export function globalInput(global: Global, values: Readonly<Record<string, unknown>> & { id: string; version: number }): { id: string; version: number } & Record<string, unknown> {
  return { id: values.id, version: values.version, ...fieldsInput(global.fields, values) };
}

const IMAGE_SELECTION = '{ path width height text crops { type path width height } }';

/** The GraphQL selection of these fields, sub-objects and images included. */
function selectionOf(fields: Readonly<Record<string, Field>>): string {
  return Object.entries(fields)
    .map(([name, field]) => {
      if (field.kind === 'image') return `${name} ${IMAGE_SELECTION}`;
      if (field.kind === 'object' || field.kind === 'list') return `${name} { ${selectionOf(field.fields)} }`;
      return name;
    })
    .join(' ');
}

/** The selection of every field a global declares, for the documents that read and save it. */
export const globalSelection = (global: Global): string => selectionOf(global.fields);
