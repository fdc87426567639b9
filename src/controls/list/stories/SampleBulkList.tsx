import { Box } from '@mui/material';
import { useState } from 'react';
import { BulkBar } from '../BulkBar.tsx';
import { BulkResult, type BulkReport } from '../BulkResult.tsx';
import { DenseTable } from '../DenseTable.tsx';
import type { ListColumns } from '../listColumns.ts';
import { useRowSelection } from '../useRowSelection.ts';
import { sampleRows } from './SampleList.tsx';

type Column = 'title' | 'source';
const COLUMNS: ListColumns<Column> = { name: 'sampleBulk', widths: { title: undefined, source: 120 }, fixed: ['title'] };
const ROWS = sampleRows(8);

export interface SampleBulkListProps {
  /** Rows the pretend server refuses, by id, with the reason it gives. */
  refusals?: Record<string, { code: string; message: string; heldBy?: string }>;
}

/** The kit's selection, bar and report over sample rows; "Approve" answers as the API would, without one. */
export function SampleBulkList({ refusals = {} }: SampleBulkListProps) {
  const selection = useRowSelection(
    ROWS.map((row) => row.id),
    null,
  );
  const [report, setReport] = useState<BulkReport>();
  const approve = () => {
    const rows = [...selection.keys].map((id) => (refusals[id] ? { id, outcome: 'REFUSED' as const, ...refusals[id] } : { id, outcome: 'DONE' as const }));
    const refused = rows.filter((row) => row.outcome === 'REFUSED');
    setReport({ done: rows.length - refused.length, refused: refused.length, failed: 0, rows });
    selection.keep(refused.map((row) => row.id));
  };
  return (
    <Box sx={{ p: 2, maxWidth: 720 }}>
      <BulkBar
        count={selection.keys.size}
        choices={[
          { key: 'approve', label: 'Approve' },
          { key: 'delete', label: 'Delete', destructive: true },
        ]}
        onChoose={(choice) => choice.key === 'approve' && approve()}
        onClear={selection.clear}
      />
      {report && <BulkResult report={report} action="Approve" titleOf={(id) => ROWS.find((row) => row.id === id)?.title ?? id} onClose={() => setReport(undefined)} />}
      <DenseTable
        label="Sample stories"
        columns={COLUMNS}
        rows={ROWS}
        keyOf={(row) => row.id}
        titleOf={(row) => row.title}
        header={(column) => (column === 'title' ? 'Title' : 'Source')}
        cell={(column, row) => row[column]}
        onOpen={() => undefined}
        rowHeight={36}
        selection={selection}
      />
    </Box>
  );
}
