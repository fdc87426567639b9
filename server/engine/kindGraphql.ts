/**
 * Field kind → GraphQL: the type a record shows, the type its input takes and the filter
 * arguments it offers. Sub-objects (object, list) get generated types named by their typeName;
 * images share the platform's `Image` / `ImageInput`. Every input field is nullable: required fields are checked
 * by the rule catalogue so the form gets a per-field message rather than a GraphQL type error.
 */
import { isStringKind, type Field } from '../../resources/fields.ts';
import { enumIsNumeric } from './kindColumns.ts';

export interface KindSdl {
  /** The record type's field type, e.g. `String`, `[ID!]`, `Image`. */
  output: string;
  /** The input type's field type. */
  input: string;
}

/** Collects the generated sub-object types so each is declared once. */
export interface TypeCollector {
  object(typeName: string, fields: Readonly<Record<string, Field>>): void;
}

const listOf = (type: string, multiple: boolean | undefined) => (multiple ? `[${type}!]` : type);

export function kindSdl(field: Field, types: TypeCollector): KindSdl {
  if (isStringKind(field)) return { output: 'String', input: 'String' };
  switch (field.kind) {
    case 'date':
    case 'dateTime':
      return { output: 'String', input: 'String' };
    case 'number': {
      const type = field.integer === false ? 'Float' : 'Int';
      return { output: type, input: type };
    }
    case 'boolean':
    case 'approval':
      return { output: 'Boolean!', input: 'Boolean' };
    case 'enum': {
      const type = listOf(enumIsNumeric(field) ? 'Int' : 'String', field.multiple);
      return { output: type, input: type };
    }
    case 'reference': {
      const type = listOf('ID', field.multiple);
      return { output: type, input: type };
    }
    case 'tags':
      return { output: '[String!]', input: '[String!]' };
    case 'image':
      return { output: 'Image', input: 'ImageInput' };
    case 'object':
      types.object(field.typeName, field.fields);
      return { output: field.typeName, input: `${field.typeName}Input` };
    case 'list':
      types.object(field.typeName, field.fields);
      return { output: `[${field.typeName}!]`, input: `[${field.typeName}Input!]` };
    default: {
      const unknown: never = field;
      throw new Error(`No GraphQL type for field kind ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * The filter arguments of a field marked `filter`: equality (any of a list) for enums, booleans,
 * references and numbers; a case-insensitive "contains" for text; a From/To range for dates.
 */
export function filterSdl(name: string, field: Field): string[] {
  if (isStringKind(field)) return [`${name}: String`];
  switch (field.kind) {
    case 'boolean':
    case 'approval':
      return [`${name}: Boolean`];
    case 'enum':
      return [`${name}: [${enumIsNumeric(field) ? 'Int' : 'String'}!]`];
    case 'reference':
      return [`${name}: [ID!]`];
    case 'tags':
      return [`${name}: [String!]`];
    case 'number':
      return [`${name}: [${field.integer === false ? 'Float' : 'Int'}!]`];
    case 'date':
    case 'dateTime':
      return [`${name}From: String`, `${name}To: String`];
    case 'image':
    case 'object':
    case 'list':
      throw new Error(`A ${field.kind} field (${name}) cannot be a list filter`);
    default: {
      const unknown: never = field;
      throw new Error(`No filter for field kind ${JSON.stringify(unknown)}`);
    }
  }
}
