import { SelectArrayInput, SelectInput } from 'react-admin';
import type { EnumDefinition } from '../../../resources/enums.ts';
import type { KindInputProps } from './kindInputProps.ts';

/** The enumeration's values as react-admin choices, labelled `enums.<enum>.<key>` (translated). */
export const enumChoices = (definition: EnumDefinition) =>
  definition.values.map(({ value, key }) => ({ id: value, name: `enums.${definition.name}.${key}` }));

/** One of the spec's enumerations, or several when the field is multiple. */
export function EnumInput({ source, field, label, validate, disabled }: KindInputProps<'enum'>) {
  const common = {
    source,
    label,
    validate,
    choices: enumChoices(field.enum),
    helperText: field.helperText ?? false,
    disabled: disabled || field.readOnly,
    isRequired: field.required,
    fullWidth: true,
  };
  return field.multiple ? <SelectArrayInput {...common} /> : <SelectInput {...common} />;
}
