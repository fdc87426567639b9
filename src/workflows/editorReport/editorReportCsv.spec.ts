import { describe, expect, it } from 'vitest';
import { BYTE_ORDER_MARK, csvCell, csvText, reportTable } from './editorReportCsv.ts';
import type { EditorReportRow } from './editorReportMethods.ts';

const row = (editorId: number, editorName: string, byType: EditorReportRow['byType']): EditorReportRow => {
  const newsWorthyCount = byType.reduce((sum, entry) => sum + entry.newsWorthyCount, 0);
  const total = byType.reduce((sum, entry) => sum + entry.count, 0);
  return { editorId, editorName, contentCount: total - newsWorthyCount, newsWorthyCount, total, byType };
};
const count = (type: number, all: number, newsWorthy: number) => ({ type, count: all, newsWorthyCount: newsWorthy });

describe('the editor report as CSV', () => {
  it('neutralises a text cell a spreadsheet would run as a formula, and only text', () => {
    expect(['=HYPERLINK("x")', '+90 555', '-1', '@SUM(A1)', '\tTab', '\rReturn'].map(csvCell)).toEqual([
      `"'=HYPERLINK(""x"")"`, "'+90 555", "'-1", "'@SUM(A1)", "'\tTab", `"'\rReturn"`,
    ]);
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell('Ayşe = editör')).toBe('Ayşe = editör');
  });

  it('quotes a cell holding a comma, a quote or a line break', () => {
    expect(['Öztürk, Çağla', 'Cem "Şef"', 'iki\nsatır'].map(csvCell)).toEqual(['"Öztürk, Çağla"', '"Cem ""Şef"""', '"iki\nsatır"']);
  });

  it('starts with the byte order mark and keeps Turkish letters as they are', async () => {
    const text = csvText([['Editör', 'Toplam'], ['İsmail Ünal ğüşıöç', 2]]);
    expect(text).toBe(`${BYTE_ORDER_MARK}Editör,Toplam\r\nİsmail Ünal ğüşıöç,2\r\n`);
    const bytes = new Uint8Array(await new Blob([text]).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(text.slice(1));
  });

  it('writes the rows in the order given, the totals last, a count and a news-worthy count per type', () => {
    const rows = [row(2, '=Elif', [count(0, 3, 1)]), row(1, 'Cem', [count(0, 1, 0), count(5, 2, 0)])];
    const totals = row(0, '', [count(0, 4, 1), count(5, 2, 0)]);
    const labels = { header: (column: string) => column, totals: 'Total', type: (type: number) => (type === 0 ? 'News' : 'Column'), newsWorthyOf: (name: string) => `${name} (nw)` };
    expect(csvText(reportTable(rows, totals, labels)).slice(1).split('\r\n')).toEqual([
      'editor,contentCount,newsWorthyCount,total,News,News (nw),Column,Column (nw)',
      "'=Elif,2,1,3,3,1,0,0",
      'Cem,3,0,3,1,0,2,0',
      'Total,5,1,6,4,1,2,0',
      '',
    ]);
  });
});
