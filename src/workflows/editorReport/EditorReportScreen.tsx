import AssessmentIcon from '@mui/icons-material/Assessment';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, useMemo, useState } from 'react';
import { Loading, useLocaleState, useTranslate } from 'react-admin';
import { CONTENT_TYPES } from '../../../resources/contentTypes.ts';
import { REPORT_MAX_DAYS } from '../../../resources/editorReportRange.ts';
import { DateRangeMenuButton } from '../../controls/list/DateRangeMenuButton.tsx';
import { FilterMultiSelect } from '../../controls/list/FilterSelects.tsx';
import { FilterToolbar } from '../../controls/list/FilterToolbar.tsx';
import { useAddressFilter } from '../../controls/list/useAddressFilter.ts';
import { LoadFailure } from '../../controls/screen/LoadFailure.tsx';
import { DATE, formatDate } from '../../i18n/dateFormats.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { preloadableLazy } from '../../routes/preloadableLazy.ts';
import { rangeOf, reportFilterOf, type EditorReportChoices } from './editorReportChoices.ts';
import { csvText, downloadCsv, reportTable } from './editorReportCsv.ts';
import { DEFAULT_SORT, sortRows, type ReportSort } from './editorReportRows.ts';
import { EditorReportTable, useTypeLabel } from './EditorReportTable.tsx';
import { ScreenHeading } from '../../controls/screen/ScreenHeading.tsx';

/** The chart's own chunk (MUI X Charts), loaded once there is a report to draw. */
const EditorReportChart = preloadableLazy(() => import('./EditorReportChart.tsx'));

const NO_TYPES: string[] = [];

/** The chart draws the first editors of the table's order; a newsroom's long tail stays in the table. */
export const CHART_MAX_EDITORS = 20;

/**
 * content/editor-content-report (spec 02 §3; server/editorReport/README.md): per editor, the contents
 * created on the site in a date range (the last seven days unless the address names one), of the
 * types chosen; a sortable table with its totals, a bar chart and the table as a CSV file.
 */
export default function EditorReportScreen() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const typeLabel = useTypeLabel();
  const dataProvider = useAppDataProvider();
  const [choices, setChoices] = useAddressFilter<EditorReportChoices>();
  const [now] = useState(() => new Date());
  const [sort, setSort] = useState<ReportSort>(DEFAULT_SORT);
  const range = rangeOf(choices, now);
  const asked = reportFilterOf(choices, now);
  const filter = 'filter' in asked ? asked.filter : undefined;
  const report = useQuery({
    queryKey: ['editorContentReport', filter],
    queryFn: () => dataProvider.getEditorContentReport(filter!),
    enabled: Boolean(filter),
    retry: false,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
  });
  const data = filter ? report.data : undefined;
  const rows = useMemo(() => (data ? sortRows(data.rows, sort, locale) : []), [data, sort, locale]);
  const title = translate('editorReport.title');
  const from = formatDate(range.startDate, DATE, locale);
  const to = formatDate(range.endDate, DATE, locale);

  const exportCsv = () => {
    if (!data) return;
    const table = reportTable(rows, data.totals, {
      header: (column) => translate(`editorReport.columns.${column}`),
      totals: translate('editorReport.totals'),
      type: typeLabel,
      newsWorthyOf: (type) => translate('editorReport.csvNewsWorthy', { type }),
    });
    downloadCsv(csvText(table), `${translate('editorReport.fileName')}_${range.startDate.slice(0, 10)}_${range.endDate.slice(0, 10)}.csv`);
  };

  let body;
  if ('problem' in asked) {
    body = <Alert severity="warning">{translate(`editorContentReport.errors.${asked.problem}`, { maxDays: REPORT_MAX_DAYS })}</Alert>;
  } else if (report.isError) {
    body = <LoadFailure error={report.error} message="editorReport.fetchError" onRetry={() => void report.refetch()} />;
  } else if (!data) {
    body = <Loading />;
  } else if (rows.length === 0) {
    body = (
      <Stack alignItems="center" spacing={1} sx={{ py: 6, color: 'text.secondary' }}>
        <AssessmentIcon fontSize="large" />
        <Typography>{translate('editorReport.empty')}</Typography>
      </Stack>
    );
  } else {
    body = (
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <EditorReportTable rows={rows} totals={data.totals} sort={sort} onSort={setSort} />
        </Paper>
        <Paper variant="outlined" component="section" aria-label={translate('editorReport.chart')} sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2">
            {translate('editorReport.chart')}
          </Typography>
          {rows.length > CHART_MAX_EDITORS && (
            <Typography variant="caption" color="text.secondary">
              {translate('editorReport.chartFirst', { count: CHART_MAX_EDITORS })}
            </Typography>
          )}
          <Suspense fallback={<Typography color="text.secondary">{translate('editorReport.chartLoading')}</Typography>}>
            <EditorReportChart rows={rows.slice(0, CHART_MAX_EDITORS)} />
          </Suspense>
        </Paper>
      </Stack>
    );
  }

  return (
    <Box sx={{ p: 2 }}>
      <ScreenHeading
        title={title}
        action={
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportCsv} disabled={!data || rows.length === 0 || report.isFetching}>
        {translate('editorReport.export')}
      </Button>
        }
      />
      <FilterToolbar label={translate('editorReport.filters')} choices={choices} onChange={setChoices}>
        <DateRangeMenuButton choices={range} onChange={({ startDate, endDate }) => setChoices({ ...choices, startDate, endDate })} now={() => new Date()} />
        <FilterMultiSelect
          name="editor-report-types"
          label={translate('editorReport.types')}
          choices={CONTENT_TYPES.map((type) => ({ value: String(type.value), label: typeLabel(type.value) }))}
          value={choices.types ?? NO_TYPES}
          onChange={(types) => setChoices({ ...choices, types })}
          width={220}
        />
      </FilterToolbar>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('editorReport.range', { from, to })}
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>{report.isFetching && <LinearProgress aria-label={translate('editorReport.title')} />}</Box>
      {body}
    </Box>
  );
}
