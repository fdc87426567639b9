import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { CircularProgress, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { downloadExport, ExportError, type ExportDeps, type ExportRequest } from './exportDownload.ts';
import { useListColumns, type ListColumns } from './listColumns.ts';

export interface ExportButtonProps extends Omit<ExportRequest, 'columns'> {
  /** The table's column declaration: the columns the user shows are the ones exported. */
  columns?: ListColumns<string>;
  /** The screen's own column names, when it has no declaration (a declared resource's fields). */
  columnNames?: readonly string[];
  deps?: ExportDeps;
}

const NO_COLUMNS: ListColumns<string> = { name: '', widths: {} };

/**
 * "Export" (an icon, as the column chooser beside it, so a full toolbar keeps to one line): what the list's filters show, as a CSV file the server streams; the rows read so far
 * are counted beside a stop button until the file is saved. A failure says why in the user's language.
 */
export function ExportButton({ resource, filter, columns, columnNames, deps }: ExportButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const { shown } = useListColumns(columns ?? NO_COLUMNS);
  const [rows, setRows] = useState<number | undefined>();
  const running = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setRows(0);
    try {
      const total = await downloadExport({ resource, filter, columns: columns ? shown : columnNames }, { onRows: setRows, signal: controller.signal }, deps);
      notify('listExport.done', { type: 'success', messageArgs: { count: total.toLocaleString(locale), smart_count: total } });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn('The export failed', error);
      notify(error instanceof ExportError ? error.messageKey : 'listExport.errors.failed', { type: 'error' });
    } finally {
      if (running.current === controller) {
        running.current = undefined;
        setRows(undefined);
      }
    }
  };
  const cancel = () => {
    running.current?.abort();
    running.current = undefined;
    setRows(undefined);
  };

  if (rows === undefined) {
    return (
      <Tooltip title={translate('listExport.hint')} describeChild>
        <IconButton aria-label={translate('listExport.button')} onClick={() => void start()}>
          <DownloadIcon />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Stack direction="row" alignItems="center" spacing={0.5} role="status" aria-live="polite">
      <CircularProgress size={16} aria-hidden />
      <Typography variant="body2" sx={{ minWidth: 88, fontVariantNumeric: 'tabular-nums' }}>
        {translate('listExport.progress', { count: rows.toLocaleString(locale) })}
      </Typography>
      <Tooltip title={translate('listExport.cancel')}>
        <IconButton size="small" aria-label={translate('listExport.cancel')} onClick={cancel}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
