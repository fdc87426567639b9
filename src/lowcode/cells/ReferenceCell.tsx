import { ReferenceArrayField, ReferenceField, SingleFieldList, ChipField, TextField } from 'react-admin';
import { representationField } from '../inputs/ReferenceInput.tsx';
import type { CellProps } from './simpleCells.tsx';

/** The referenced records by their representation (read with the reference's getMany). */
export function ReferenceCell({ source, field }: CellProps<'reference'>) {
  const shown = representationField(field.resource);
  if (field.multiple) {
    return (
      <ReferenceArrayField source={source} reference={field.resource}>
        <SingleFieldList linkType={false}>
          <ChipField source={shown} size="small" />
        </SingleFieldList>
      </ReferenceArrayField>
    );
  }
  return (
    <ReferenceField source={source} reference={field.resource} link={false}>
      <TextField source={shown} />
    </ReferenceField>
  );
}
