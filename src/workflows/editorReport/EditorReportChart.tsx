import { BarChart } from '@mui/x-charts/BarChart';
import { useLocaleState, useTranslate } from 'react-admin';
import type { EditorReportRow } from './editorReportMethods.ts';

const BAR_HEIGHT = 30;
/** Above and below the bars: the legend and the value axis. */
const FRAME_HEIGHT = 90;

export interface EditorReportChartProps {
  /** The editors to draw, in the table's order. */
  rows: readonly EditorReportRow[];
}

/**
 * The report as a bar chart (loaded in a chunk of its own, after the table): an editor a bar, in the
 * table's order from the top, its contents not news-worthy and its news-worthy ones stacked, so the
 * bar's length is the total.
 */
export default function EditorReportChart({ rows }: EditorReportChartProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const names = new Map(rows.map((row) => [row.editorId, row.editorName]));
  const number = (value: number | null) => (value ?? 0).toLocaleString(locale);
  return (
    <BarChart
      layout="horizontal"
      height={FRAME_HEIGHT + rows.length * BAR_HEIGHT}
      // By id, so two editors of one name are two bars; the axis writes the name.
      dataset={rows.map((row) => ({ editorId: row.editorId, contentCount: row.contentCount, newsWorthyCount: row.newsWorthyCount }))}
      yAxis={[{ scaleType: 'band', dataKey: 'editorId', width: 160, valueFormatter: (id: number) => names.get(id) ?? String(id) }]}
      xAxis={[{ tickMinStep: 1, valueFormatter: (value: number) => value.toLocaleString(locale) }]}
      series={[
        { dataKey: 'contentCount', label: translate('editorReport.columns.contentCount'), stack: 'total', valueFormatter: number },
        { dataKey: 'newsWorthyCount', label: translate('editorReport.columns.newsWorthyCount'), stack: 'total', valueFormatter: number },
      ]}
      grid={{ vertical: true }}
    />
  );
}
