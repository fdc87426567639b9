/**
 * Field kind → database column, the server's one reading of a kind for storage. Declared fields
 * are nullable (required is enforced on every write, and a field made required later must not break
 * the migration of existing rows); booleans are NOT NULL with their default.
 */
import { boolean, doublePrecision, integer, jsonb, text, timestamp, type PgColumn } from 'drizzle-orm/pg-core';
import { isStringKind, type Field } from '../../resources/fields.ts';

export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Resolves a referenced resource's id column, or undefined when no foreign key is safe. */
export type ReferenceTarget = (resourceName: string) => (() => PgColumn) | undefined;

/** An enum stores numbers or text, whichever its values are. */
export const enumIsNumeric = (field: Extract<Field, { kind: 'enum' }>) => typeof field.enum.values[0]?.value !== 'string';

export function columnFor(name: string, field: Field, referenceTarget: ReferenceTarget) {
  const column = snakeCase(name);
  if (isStringKind(field)) return text(column);
  switch (field.kind) {
    case 'number':
      return field.integer === false ? doublePrecision(column) : integer(column);
    case 'boolean':
    case 'approval':
      return boolean(column)
        .notNull()
        .default(field.defaultValue === undefined ? field.kind === 'approval' : Boolean(field.defaultValue));
    case 'enum':
      if (field.multiple) return enumIsNumeric(field) ? integer(column).array() : text(column).array();
      return enumIsNumeric(field) ? integer(column) : text(column);
    case 'date':
    case 'dateTime':
      return timestamp(column, { withTimezone: true, mode: 'date' });
    case 'reference': {
      if (field.textIds) return field.multiple ? text(column).array() : text(column);
      if (field.multiple) return integer(column).array();
      // A foreign key only to another generated table: deleting the target empties the reference.
      const target = referenceTarget(field.resource);
      return target ? integer(column).references(target, { onDelete: 'set null' }) : integer(column);
    }
    case 'tags':
      return text(column).array();
    case 'image':
    case 'object':
    case 'list':
      return jsonb(column);
    default: {
      const unknown: never = field;
      throw new Error(`No column for field kind ${JSON.stringify(unknown)}`);
    }
  }
}

/** Kinds stored as a Postgres array: filters use overlap, and their index is GIN. */
export const isArrayColumn = (field: Field) => ((field.kind === 'enum' || field.kind === 'reference') && field.multiple === true) || field.kind === 'tags';
