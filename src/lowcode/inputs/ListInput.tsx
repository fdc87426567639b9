import { ArrayInput } from 'react-admin';
import { FieldInput } from './FieldInput.tsx';
import type { KindInputProps } from './kindInputProps.ts';
import { SortableFormIterator } from './SortableFormIterator.tsx';

/** An ordered list of sub-objects (a program's time slots, a gallery's images): add, remove and drag them into order. */
export function ListInput({ source, field, label, validate, resource, path, mode, disabled }: KindInputProps<'list'>) {
  const inactive = disabled || field.readOnly;
  return (
    <ArrayInput source={source} label={label} validate={validate} isRequired={field.required} helperText={field.helperText ?? false}>
      <SortableFormIterator disabled={inactive}>
        {Object.entries(field.fields).map(([name, subField]) => (
          <FieldInput key={name} resource={resource} path={[...path, name]} field={subField} source={name} mode={mode} disabled={inactive} />
        ))}
      </SortableFormIterator>
    </ArrayInput>
  );
}
