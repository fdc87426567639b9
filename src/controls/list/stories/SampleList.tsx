import { Box, Typography } from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ColumnChooser } from '../ColumnChooser.tsx';
import { DelayedTextField } from '../DelayedTextField.tsx';
import { DenseTable } from '../DenseTable.tsx';
import { DetailPanel } from '../DetailPanel.tsx';
import { FilterSelect } from '../FilterSelects.tsx';
import { FilterToolbar } from '../FilterToolbar.tsx';
import type { ListColumns } from '../listColumns.ts';
import type { KeysetPage } from '../listPaging.ts';
import { PagedList } from '../PagedList.tsx';
import { useAddressFilter } from '../useAddressFilter.ts';
import { useKeysetList, type LiveRows } from '../useKeysetList.ts';

export interface SampleRow {
  id: string;
  title: string;
  source: string;
  createdDate: string;
  cursor: string;
}

export interface SampleChoices {
  search?: string;
  source?: string;
}

const SOURCES = ['AA', 'DHA', 'Reuters'];

/** `count` rows, newest first, a minute apart. */
export const sampleRows = (count: number): SampleRow[] =>
  Array.from({ length: count }, (_, index) => ({
    id: String(index + 1),
    title: `Sample story ${index + 1}`,
    source: SOURCES[index % SOURCES.length]!,
    createdDate: new Date(Date.UTC(2026, 10, 20, 12, 0) - index * 60_000).toISOString(),
    cursor: String(index + 1),
  }));

/** Answers like the API: the rows the choices match, after the cursor, never above the first page's newest. */
export function sampleSource(rows: readonly SampleRow[]) {
  return async (choices: SampleChoices, page: KeysetPage): Promise<SampleRow[]> => {
    const matching = rows.filter(
      (row) =>
        (!choices.search || row.title.toLowerCase().includes(choices.search.toLowerCase())) &&
        (!choices.source || row.source === choices.source) &&
        (!page.firstCreatedDate || row.createdDate <= page.firstCreatedDate),
    );
    const start = page.after === undefined ? 0 : matching.findIndex((row) => row.cursor === page.after) + 1;
    return matching.slice(start, start + page.limit);
  };
}

/** What a story sends to the list as a subscription would: rows changed, added or gone. */
export function sampleChannel() {
  let listening: LiveRows<SampleRow> | undefined;
  return {
    live: (rows: LiveRows<SampleRow>) => {
      listening = rows;
      return () => (listening = undefined);
    },
    send: (change: (rows: LiveRows<SampleRow>) => void) => listening && change(listening),
  };
}

type Column = 'time' | 'title' | 'source';
const COLUMNS: ListColumns<Column> = { name: 'sample', widths: { time: 90, title: undefined, source: 120 }, fixed: ['title'] };
const LABEL: Record<Column, string> = { time: 'Time', title: 'Title', source: 'Source' };

export interface SampleListProps {
  fetchPage: (choices: SampleChoices, page: KeysetPage) => Promise<SampleRow[]>;
  live?: ReturnType<typeof sampleChannel>['live'];
  /** A row opens a panel beside the list instead of a drawer over it. */
  panel?: boolean;
}

/** A list screen made of the kit alone, over sample rows: what a new list of the wave declares. */
export function SampleList({ fetchPage, live, panel = false }: SampleListProps) {
  const [choices, setChoices] = useAddressFilter<SampleChoices>();
  const list = useKeysetList(['sample', choices], (page) => fetchPage(choices, page), { live });
  const [openId, setOpenId] = useState<string>();
  const open = useMemo(() => list.rows.find((row) => row.id === openId), [list.rows, openId]);
  const titleId = useId();
  const address = decodeURIComponent(useLocation().search);
  const detail = open && (
    <DetailPanel modal={!panel} open onClose={() => setOpenId(undefined)} closeLabel="Close" titleId={titleId}>
      <Typography id={titleId} variant="h6" component="h2">
        {open.title}
      </Typography>
      <Typography>{open.source}</Typography>
    </DetailPanel>
  );
  return (
    <Box sx={{ p: 2, height: 560, display: 'flex', flexDirection: 'column' }}>
      <FilterToolbar label="Sample filters" choices={choices} onChange={setChoices} compact end={<ColumnChooser columns={COLUMNS} labelOf={(column) => LABEL[column]} />}>
        <DelayedTextField search label="Search" value={choices.search} onChange={(search) => setChoices({ ...choices, search })} width={200} />
        <FilterSelect name="sample-source" label="Source" choices={SOURCES.map((source) => ({ value: source, label: source }))} value={choices.source} onChange={(source) => setChoices({ ...choices, source })} width={140} />
      </FilterToolbar>
      <PagedList list={list} fill detail={panel ? detail : undefined}>
        <DenseTable
          label="Sample stories"
          columns={COLUMNS}
          rows={list.rows}
          keyOf={(row) => row.id}
          header={(column) => LABEL[column]}
          cell={(column, row) => (column === 'time' ? row.createdDate.slice(11, 16) : row[column])}
          onOpen={(row) => setOpenId(row.id)}
          openKey={openId}
          rowHeight={36}
        />
      </PagedList>
      {!panel && detail}
      <Box component="output" aria-label="address" sx={{ fontFamily: 'monospace', fontSize: 12 }}>
        {address}
      </Box>
    </Box>
  );
}
