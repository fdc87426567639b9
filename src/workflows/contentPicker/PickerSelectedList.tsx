import { List, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PickerItemLine } from './PickerItemLine.tsx';
import type { PickerEntry } from './pickerState.ts';

export interface PickerSelectedListProps {
  selected: readonly PickerEntry[];
  onToggle: (entry: PickerEntry) => void;
  onEdit: (entry: PickerEntry) => void;
}

/** The selected contents, in the order they were picked. */
export function PickerSelectedList({ selected, onToggle, onEdit }: PickerSelectedListProps) {
  const translate = useTranslate();
  const heading = translate('picker.dialog.selected');
  return (
    <section aria-label={heading}>
      <Typography variant="subtitle2" component="h3">
        {heading} ({selected.length})
      </Typography>
      {selected.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {translate('picker.dialog.noneSelected')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {selected.map((entry) => (
            <PickerItemLine key={entry.id} item={entry.item} selected onToggle={() => onToggle(entry)} onEdit={() => onEdit(entry)} />
          ))}
        </List>
      )}
    </section>
  );
}
