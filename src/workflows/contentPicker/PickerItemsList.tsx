import { Alert, Box, Button, LinearProgress, List, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PickerErrorName } from '../../../resources/picker/pickerError.ts';
import { PickerItemLine, PickerRefusedLine } from './PickerItemLine.tsx';
import type { PickerRow } from './pickerRows.ts';
import type { PickerEntry } from './pickerState.ts';

export interface PickerItemsListProps {
  rows: readonly PickerRow[];
  /** A tab that cannot be used here: its reason instead of a list (spec 02 §4). */
  warning: PickerErrorName | null;
  loading: boolean;
  showMore: boolean;
  isSelected: (id: string) => boolean;
  onToggle: (entry: PickerEntry) => void;
  onEdit: (entry: PickerEntry) => void;
  onShowMore: () => void;
}

/** The tab's contents, page after page, with Show More while the last page came back full. */
export function PickerItemsList({ rows, warning, loading, showMore, isSelected, onToggle, onEdit, onShowMore }: PickerItemsListProps) {
  const translate = useTranslate();
  const heading = translate('picker.dialog.contents');
  return (
    <section aria-label={heading} aria-busy={loading}>
      <Typography variant="subtitle2" component="h3">
        {heading}
      </Typography>
      {warning && (
        <Alert severity="warning" sx={{ my: 1 }}>
          {translate(`picker.errors.${warning}`)}
        </Alert>
      )}
      {!warning && !loading && rows.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {translate('picker.dialog.noData')}
        </Typography>
      )}
      <List dense disablePadding>
        {rows.map((row) =>
          row.error === null ? (
            <PickerItemLine
              key={row.id}
              item={row.item}
              selected={isSelected(row.id)}
              onToggle={() => onToggle({ id: row.id, provider: row.provider, item: row.item })}
              onEdit={() => onEdit({ id: row.id, provider: row.provider, item: row.item })}
            />
          ) : (
            <PickerRefusedLine key={row.id} error={row.error} />
          ),
        )}
      </List>
      {loading && <LinearProgress sx={{ my: 1 }} />}
      {showMore && !loading && (
        <Box sx={{ textAlign: 'center', mt: 1 }}>
          <Button onClick={onShowMore}>{translate('picker.dialog.showMore')}</Button>
        </Box>
      )}
    </section>
  );
}
