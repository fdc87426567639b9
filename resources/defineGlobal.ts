/**
 * A global is one document of settings rather than a table of records (Payload's globals): the site
 * settings are one per site. Its one declaration gives the server its GraphQL type and input and the
 * checks of a save (the fields' kinds and rules, as a resource's), and gives the admin its form, in
 * the declared sections. Where the document is kept and who may change it is its feature's code.
 */
import { compiledRules, fieldLabelKey, type FieldOwner } from './defineResource.ts';
import type { Field, FieldValues } from './fields.ts';

export interface GlobalSection<N extends string = string> {
  /** i18n key of the section's title. */
  title: string;
  fields: readonly N[];
}

export interface GlobalDeclaration<F extends Record<string, Field>> {
  /** 'siteSettings': the audit log's resource name; labels are `resources.<name>.fields.<field>`. */
  name: string;
  /** GraphQL type name: 'SiteSettings' (input `SiteSettingsInput`). */
  typeName: string;
  /** The GraphQL type's description. */
  description: string;
  /** What the input's `id` names: 'site' for a document per site. */
  idOf: string;
  fields: F;
  /** The form's sections in order; every field is in exactly one. */
  sections: readonly GlobalSection<keyof F & string>[];
}

export interface Global<F extends Record<string, Field> = Record<string, Field>> extends FieldOwner {
  typeName: string;
  description: string;
  idOf: string;
  fields: F;
  sections: readonly GlobalSection[];
  /** The document before anything is saved: each field's declared default, switches off, the rest empty. */
  defaults(): FieldValues<F>;
}

/** A field's value before anything is saved. */
export const defaultValueOf = (field: Field): unknown =>
  structuredClone(field.defaultValue ?? (field.kind === 'boolean' ? false : field.kind === 'tags' || field.kind === 'list' ? [] : null));

export function defineGlobal<F extends Record<string, Field>>(declaration: GlobalDeclaration<F>): Global<F> {
  const placed = declaration.sections.flatMap((section) => section.fields);
  for (const name of Object.keys(declaration.fields)) {
    const count = placed.filter((field) => field === name).length;
    if (count !== 1) throw new Error(`Global ${declaration.name}: the field "${name}" is in ${count} sections, not one`);
  }
  for (const name of placed) if (!declaration.fields[name]) throw new Error(`Global ${declaration.name}: a section names no field "${name}"`);
  const { fields } = declaration;
  return {
    ...declaration,
    rules: compiledRules(fields),
    labelKey: fieldLabelKey(declaration.name, fields),
    defaults: () => Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, defaultValueOf(field)])) as FieldValues<F>,
  };
}
