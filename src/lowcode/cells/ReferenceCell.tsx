import { Box } from '@mui/material';
import { ReferenceArrayField, ReferenceField, TextField, useListContext } from 'react-admin';
import { representationField } from '../inputs/ReferenceInput.tsx';
import { empty, type CellProps } from './simpleCells.tsx';

/**
 * The records of a ReferenceArrayField by `source`, as text: it wraps where the table needs the
 * room, at most two lines (the rest on hover), so a row stays low however many there are.
 */
function ReferenceNames({ source }: { source: string }) {
  const { data } = useListContext();
  const names = (data ?? []).map((record) => String(record[source] ?? record.id)).join(', ');
  if (!names) return empty;
  return (
    <Box component="span" title={names} sx={{ display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2, overflow: 'hidden', maxWidth: 260 }}>
      {names}
    </Box>
  );
}

/** The referenced records by their representation (read with the reference's getMany, or prefetched with the list's page). */
export function ReferenceCell({ source, field }: CellProps<'reference'>) {
  const shown = representationField(field.resource);
  if (field.multiple) {
    return (
      <ReferenceArrayField source={source} reference={field.resource}>
        <ReferenceNames source={shown} />
      </ReferenceArrayField>
    );
  }
  return (
    <ReferenceField source={source} reference={field.resource} link={false}>
      <TextField source={shown} />
    </ReferenceField>
  );
}
