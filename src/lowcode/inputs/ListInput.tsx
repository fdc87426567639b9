import { useMemo } from 'react';
import { ArrayInput } from 'react-admin';
import { markedRequired } from '../validators.ts';
import { FieldInput } from './FieldInput.tsx';
import type { KindInputProps } from './kindInputProps.ts';
import { SortableFormIterator } from './SortableFormIterator.tsx';

/** An ordered list of sub-objects (a program's time slots, a gallery's images): add, remove and drag them into order. */
export function ListInput({ source, field, label, validate, resource, path, mode, disabled }: KindInputProps<'list'>) {
  const inactive = disabled || field.readOnly;
  const markedValidate = useMemo(() => markedRequired(validate, field.required), [validate, field.required]);
  return (
    <ArrayInput source={source} label={label} validate={markedValidate} helperText={field.helperText ?? false}>
      <SortableFormIterator disabled={inactive}>
        {Object.entries(field.fields).map(([name, subField]) => (
          <FieldInput key={name} resource={resource} path={[...path, name]} field={subField} source={name} mode={mode} disabled={inactive} />
        ))}
      </SortableFormIterator>
    </ArrayInput>
  );
}
