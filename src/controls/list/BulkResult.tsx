import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What a bulk action answered for one row (the API's BulkRowResult). */
export interface BulkRowReport {
  id: string;
  outcome: 'DONE' | 'REFUSED' | 'FAILED';
  code?: string | null;
  message?: string | null;
  heldBy?: string | null;
}

export interface BulkReport {
  done: number;
  refused: number;
  failed: number;
  rows: readonly BulkRowReport[];
}

export interface BulkResultProps {
  report: BulkReport;
  /** The action as the bar named it. */
  action: string;
  /** A row's title as the list showed it when the action ran. */
  titleOf: (id: string) => string;
  onClose: () => void;
}

const KNOWN = ['CONFLICT', 'IN_USE', 'NOT_FOUND', 'FORBIDDEN', 'BAD_USER_INPUT'];

/**
 * A bulk action's report: "12 done, 2 refused: held by Elif", then each row not done by its title
 * and the server's reason. Success alone is green; any refusal or failure keeps it open until closed.
 */
export function BulkResult({ report, action, titleOf, onClose }: BulkResultProps) {
  const translate = useTranslate();
  const notDone = report.rows.filter((row) => row.outcome !== 'DONE');
  const reasonOf = (row: BulkRowReport) =>
    row.outcome === 'FAILED'
      ? translate('list.bulk.reasons.failed')
      : row.heldBy
        ? translate('list.bulk.heldBy', { name: row.heldBy })
        : translate(`list.bulk.reasons.${KNOWN.includes(row.code ?? '') ? row.code : 'other'}`);
  const reasons = [...new Set(notDone.map(reasonOf))];
  const counts = [
    translate('list.bulk.done', { smart_count: report.done }),
    report.refused > 0 && translate('list.bulk.refused', { smart_count: report.refused }),
    report.failed > 0 && translate('list.bulk.failed', { smart_count: report.failed }),
  ].filter(Boolean);
  return (
    <Alert
      severity={report.failed > 0 ? 'error' : report.refused > 0 ? 'warning' : 'success'}
      onClose={onClose}
      slotProps={{ closeButton: { title: translate('list.bulk.close'), 'aria-label': translate('list.bulk.close') } }}
      sx={{ mb: 1 }}
      data-testid="bulk-result"
    >
      <AlertTitle sx={{ mb: notDone.length ? 0.5 : 0 }}>
        {action}: {counts.join(', ')}
        {reasons.length > 0 && `: ${reasons.join(', ')}`}
      </AlertTitle>
      {notDone.length > 0 && (
        <>
          <Box component="span" sx={{ fontSize: 13 }}>
            {translate('list.bulk.refusedRows')}
          </Box>
          <Box component="ul" sx={{ m: 0, pl: 2.5, maxHeight: 160, overflow: 'auto' }}>
            {notDone.map((row) => (
              <li key={row.id} data-testid="bulk-refused-row">
                <strong>{titleOf(row.id)}</strong> — {row.message ?? reasonOf(row)}
              </li>
            ))}
          </Box>
        </>
      )}
    </Alert>
  );
}
