import type { Validator } from 'react-admin';
import type { FieldOwner } from '../../../resources/defineResource.ts';
import type { Field, FieldKind } from '../../../resources/fields.ts';

/** What every field control receives from FieldInput. */
export interface KindInputProps<K extends FieldKind = FieldKind> {
  /** The form path, relative to the enclosing source context (list items). */
  source: string;
  field: Extract<Field, { kind: K }>;
  /** i18n key of the label. */
  label: string;
  /** The field's compiled rules as one react-admin validator. */
  validate?: Validator;
  /** The resource (or global) declaring the field. */
  resource: FieldOwner;
  /** Where the field sits in the declaration: ['name'], or ['slots', 'start'] for a list's sub-field. */
  path: readonly string[];
  mode: 'create' | 'edit';
  autoFocus?: boolean;
  disabled?: boolean;
}
