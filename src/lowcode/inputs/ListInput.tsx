import { ArrayInput, SimpleFormIterator } from 'react-admin';
import { FieldInput } from './FieldInput.tsx';
import type { KindInputProps } from './kindInputProps.ts';

/** An ordered list of sub-objects (a program's time slots): add, remove and reorder items. */
export function ListInput({ source, field, label, validate, resource, path, mode, disabled }: KindInputProps<'list'>) {
  return (
    <ArrayInput source={source} label={label} validate={validate} isRequired={field.required} helperText={field.helperText ?? false}>
      <SimpleFormIterator inline disableClear>
        {Object.entries(field.fields).map(([name, subField]) => (
          <FieldInput key={name} resource={resource} path={[...path, name]} field={subField} source={name} mode={mode} disabled={disabled || field.readOnly} />
        ))}
      </SimpleFormIterator>
    </ArrayInput>
  );
}
