export interface BenchRow {
  id: string;
  measure: string;
  figure: string;
  baseline: string;
  ratio: number | null;
  goal: string;
  pass: boolean | null;
}

export function printTable(rows: BenchRow[]) {
  const header = ['id', 'measure', 'figure', 'baseline', 'ratio', 'goal', 'verdict'];
  const lines = rows.map((row) => [
    row.id,
    row.measure,
    row.figure,
    row.baseline,
    row.ratio === null ? '-' : row.ratio.toFixed(2),
    row.goal,
    row.pass === null ? 'not measured' : row.pass ? 'meets' : 'MISSES',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}
