import VideoSettingsIcon from '@mui/icons-material/VideoSettings';
import { Box, Stack, Tooltip, Typography } from '@mui/material';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { VIDEO_PROCESS_STATUS, VIDEO_PROCESS_STATUS_VALUE } from '../../../resources/enums.ts';
import { ColumnChooser } from '../../controls/list/ColumnChooser.tsx';
import { DateRangeMenuButton } from '../../controls/list/DateRangeMenuButton.tsx';
import { DenseTable, ELLIPSIS } from '../../controls/list/DenseTable.tsx';
import { DetailPanel } from '../../controls/list/DetailPanel.tsx';
import { FilterMultiSelect } from '../../controls/list/FilterSelects.tsx';
import { FilterToolbar } from '../../controls/list/FilterToolbar.tsx';
import type { ListColumns } from '../../controls/list/listColumns.ts';
import { byPageNumber } from '../../controls/list/listPaging.ts';
import { PagedList } from '../../controls/list/PagedList.tsx';
import { useAddressFilter, useAddressParam } from '../../controls/list/useAddressFilter.ts';
import { useKeysetList } from '../../controls/list/useKeysetList.ts';
import { DATE_TIME, formatDate } from '../../i18n/dateFormats.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { RequeueButton } from './RequeueButton.tsx';
import { clockDuration, humanSize, matchesChoices, needsWholeRow, processSecondsOf, type VideoQueueChoices, videoProcessFilterOf } from './videoProcessChoices.ts';
import { VideoProcessDetail } from './VideoProcessDetail.tsx';
import type { VideoProcess } from './videoQueueMethods.ts';
import { ResolutionChips, useFailureReason, VideoProgress, VideoStatusChip } from './VideoStatus.tsx';
import { useTicking, useVideoProcessChanges } from './useVideoProcessChanges.ts';
import { ScreenHeading } from '../../controls/screen/ScreenHeading.tsx';

type Column = 'fileName' | 'createdDate' | 'fileSize' | 'status' | 'progress' | 'resolutions' | 'processStart' | 'processEnd' | 'processDuration' | 'actions';
const COLUMNS: ListColumns<Column> = {
  name: 'videoProcessQueue',
  widths: { fileName: undefined, createdDate: 124, fileSize: 84, status: 112, progress: 120, resolutions: 160, processStart: 124, processEnd: 124, processDuration: 72, actions: 48 },
  fixed: ['fileName', 'status', 'actions'],
};

/** content/video-process-queue (spec 02 §3–§4): every stored video of the site, newest first, its processing live; a row opens its drawer (`?item=`). */
export default function VideoProcessQueue() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const [choices, setChoices] = useAddressFilter<VideoQueueChoices>();
  const [item, setItem] = useAddressParam('item');
  const titleId = useId();
  const list = useKeysetList(
    ['videoProcessQueue', choices],
    byPageNumber((page, limit) => dataProvider.getVideoProcessQueue(videoProcessFilterOf(choices), page, limit)),
  );
  const running = list.rows.some((row) => row.status === VIDEO_PROCESS_STATUS_VALUE.inProgress);
  const now = useTicking(running);
  const title = translate('shell.routes.videoProcessQueue');

  // A change merges into its row at once; a new status or rendition reads the whole row (its renditions and times), and a video new to the list comes in on top when it fits the filters.
  useVideoProcessChanges((change) => {
    const shown = list.rows.find((row) => row.id === change.id);
    if (shown) list.mergeRow(String(change.id), change);
    if (shown && !needsWholeRow(shown, change)) return;
    void dataProvider
      .getVideoProcessing([change.path])
      .then(([row]) => {
        if (!row) return;
        if (shown) list.mergeRow(String(row.id), row);
        else if (matchesChoices(row, choices)) list.addRow({ ...row, cursor: '1' });
      })
      .catch(() => undefined);
  });

  const failureReason = useFailureReason();
  const nameCell = (row: VideoProcess) => (
    <Stack sx={{ minWidth: 0 }}>
      <Box component="span" sx={ELLIPSIS} title={row.fileName}>
        {row.fileName}
      </Box>
      {row.error && (
        <Tooltip title={`${failureReason(row)} (${row.error})`}>
          <Typography variant="caption" color="error" sx={ELLIPSIS} aria-label={`${translate('videoQueue.failure')}: ${failureReason(row)}`} data-testid="video-error">
            {failureReason(row)}
          </Typography>
        </Tooltip>
      )}
    </Stack>
  );
  const at = (date: string | null | undefined) => (date ? formatDate(date, DATE_TIME, locale) : '');
  const cell = (column: Column, row: VideoProcess) => {
    switch (column) {
      case 'fileName':
        return nameCell(row);
      case 'createdDate':
        return at(row.createdDate);
      case 'fileSize':
        return humanSize(row.fileSize, locale);
      case 'status':
        return <VideoStatusChip status={row.status} />;
      case 'progress':
        return <VideoProgress row={row} />;
      case 'resolutions':
        return <ResolutionChips resolutions={row.resolutions} />;
      case 'processStart':
        return at(row.processStart);
      case 'processEnd':
        return at(row.processEnd);
      case 'processDuration': {
        const seconds = processSecondsOf(row, now);
        return seconds === undefined ? '' : clockDuration(seconds);
      }
      case 'actions':
        return <RequeueButton compact row={row} onRequeued={(requeued) => list.mergeRow(String(requeued.id), requeued)} />;
    }
  };
  const header = (column: Column) => (column === 'actions' ? '' : translate(`videoQueue.columns.${column}`));
  const statusChoices = VIDEO_PROCESS_STATUS.values.map(({ key, value }) => ({ value: String(value), label: translate(`enums.videoProcessStatus.${key}`) }));
  const open = item ? list.rows.find((row) => String(row.id) === item) : undefined;

  return (
    <Box sx={{ p: 2 }}>
      <ScreenHeading title={title} />
      <FilterToolbar
        label={translate('videoQueue.list.filters')}
        choices={choices}
        onChange={setChoices}
        end={<ColumnChooser columns={COLUMNS} labelOf={(column) => (column === 'actions' ? translate('videoQueue.requeue.action') : translate(`videoQueue.columns.${column}`))} />}
      >
        <FilterMultiSelect
          name="video-status"
          label={translate('videoQueue.list.status')}
          choices={statusChoices}
          value={choices.status ?? []}
          onChange={(status) => setChoices({ ...choices, status })}
          width={220}
        />
        <DateRangeMenuButton choices={choices} onChange={(range) => setChoices({ ...choices, ...range })} now={() => new Date()} />
      </FilterToolbar>
      <PagedList list={list} texts={{ empty: 'videoQueue.list.noData', loadFailed: 'videoQueue.list.loadFailed' }} emptyIcon={<VideoSettingsIcon fontSize="large" />}>
        <DenseTable
          label={translate('videoQueue.list.table')}
          columns={COLUMNS}
          rows={list.rows}
          keyOf={(row) => String(row.id)}
          header={header}
          cell={cell}
          onOpen={(row) => setItem(String(row.id))}
          openKey={item}
          controlColumns={['actions']}
          rowHeight={42}
        />
      </PagedList>
      <DetailPanel open={Boolean(open)} modal onClose={() => setItem(undefined)} closeLabel={translate('videoQueue.detail.close')} titleId={titleId} width={560}>
        {open && <VideoProcessDetail key={open.id} row={open} titleId={titleId} now={now} onRequeued={(requeued) => list.mergeRow(String(requeued.id), requeued)} />}
      </DetailPanel>
    </Box>
  );
}
