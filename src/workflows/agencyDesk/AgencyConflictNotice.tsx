import { Alert, AlertTitle, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ConflictChange } from './agencyConflict.ts';

/** A value as the comparison shows it: text without its markup, lists joined, yes / no. */
function useShown() {
  const translate = useTranslate();
  return (field: ConflictChange['field'], value: ConflictChange['theirs']) => {
    if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    if (Array.isArray(value)) return value.join(', ') || translate('agency.conflict.empty');
    if (field === 'status' && value) return translate(`agency.statuses.${value}`);
    const text = field === 'content' ? new DOMParser().parseFromString(String(value ?? ''), 'text/html').body.textContent ?? '' : String(value ?? '');
    return text.trim() || translate('agency.conflict.empty');
  };
}

export interface AgencyConflictNoticeProps {
  changes: readonly ConflictChange[];
  /** Show the current version (the editor's changes are dropped). */
  onReload: () => void;
  /** Keep the editor's changes, now based on the current version. */
  onKeep: () => void;
}

/** A refused save: the fields where the item as it is now differs from the editor's, and the two ways on. */
export function AgencyConflictNotice({ changes, onReload, onKeep }: AgencyConflictNoticeProps) {
  const translate = useTranslate();
  const shown = useShown();
  return (
    <Alert severity="warning" role="alert" sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
      <AlertTitle>{translate('agency.conflict.title')}</AlertTitle>
      <Typography variant="body2">{translate('agency.conflict.text')}</Typography>
      <Table size="small" aria-label={translate('agency.conflict.title')} sx={{ my: 1, tableLayout: 'fixed', '& td, & th': { px: 0.75, verticalAlign: 'top', wordBreak: 'break-word' } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '22%' }}>{translate('agency.conflict.field')}</TableCell>
            <TableCell>{translate('agency.conflict.theirs')}</TableCell>
            <TableCell>{translate('agency.conflict.yours')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change) => (
            <TableRow key={change.field}>
              <TableCell component="th" scope="row">
                {translate(change.label)}
              </TableCell>
              <TableCell>{shown(change.field, change.theirs)}</TableCell>
              <TableCell>{shown(change.field, change.yours)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="caption" component="p" sx={{ mb: 1 }}>
        {translate('agency.conflict.kept')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button size="small" variant="outlined" color="inherit" onClick={onReload}>
          {translate('agency.conflict.reload')}
        </Button>
        <Button size="small" variant="contained" color="warning" onClick={onKeep}>
          {translate('agency.conflict.keepEditing')}
        </Button>
      </Stack>
    </Alert>
  );
}
