import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql, HttpResponse } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { editorReportApi, failingEditorReport } from '../../test/msw/editorReportHandlers.ts';
import EditorReportScreen from './EditorReportScreen.tsx';

type Api = ReturnType<typeof editorReportApi>;
const apiOf = (loaded: Record<string, unknown>) => (loaded as { api: Api }).api;
/** What react-admin logs of a failed call in development. */
const FAILURE = 'GraphQLResponseError: Unexpected error.';

/** The editor content report over the week's samples (src/test/msw/editorReportHandlers.ts). */
const meta = {
  title: 'Workflows/EditorReport/EditorReportScreen',
  component: EditorReportScreen,
  globals: { locale: 'en' },
  parameters: { shell: { routePath: '/content/editor-content-report' }, msw: { api: () => editorReportApi() } },
} satisfies Meta<typeof EditorReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const openTable = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement);
  const table = await page.findByRole('table', { name: 'Editors' }, { timeout: 10_000 });
  await within(table).findByText('Cem Şef');
  return { page, table };
};

/** Each body row's editor and its three counts, as the table shows them. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].slice(1).map((cell) => cell.textContent))
    .filter((cells) => cells.length === 4);

/** The last seven days by default: an editor a row, most contents first, the totals under them, and the chart. */
export const Week: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { page, table } = await openTable(canvasElement);
    await expect(rowsOf(table)).toEqual([
      ['Cem Şef', '4', '3', '7'],
      ['Elif Editör', '5', '0', '5'],
      ['Çağla Öztürk', '3', '1', '4'],
      ['İsmail Ünal', '2', '0', '2'],
      ['System', '1', '0', '1'],
      ['Total', '15', '4', '19'],
    ]);
    const [asked] = apiOf(loaded).asked;
    await expect(new Date(asked!.createdDateTo).getTime() - new Date(asked!.createdDateFrom).getTime()).toBe(7 * 86_400_000 - 1);
    await expect(asked!.types).toBeUndefined();
    await expect(await page.findByRole('region', { name: 'Contents per editor' })).toBeInTheDocument();
  },
};

/** Every column sorts, a second click turns the order; names sort by the interface language. */
export const Sorted: Story = {
  play: async ({ canvasElement }) => {
    const { page, table } = await openTable(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Editor' }));
    await expect(rowsOf(table).map(([name]) => name)).toEqual(['Çağla Öztürk', 'Cem Şef', 'Elif Editör', 'İsmail Ünal', 'System', 'Total']);
    await userEvent.click(page.getByRole('button', { name: 'News-worthy count' }));
    await expect(rowsOf(table).map(([name]) => name)).toEqual(['Cem Şef', 'Çağla Öztürk', 'Elif Editör', 'İsmail Ünal', 'System', 'Total']);
    await userEvent.click(page.getByRole('button', { name: 'News-worthy count' }));
    await expect(rowsOf(table).map(([name]) => name)).toEqual(['Elif Editör', 'İsmail Ünal', 'System', 'Çağla Öztürk', 'Cem Şef', 'Total']);
    await expect(page.getByRole('columnheader', { name: 'News-worthy count' })).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** A row opens to its counts per content type. */
export const ByType: Story = {
  play: async ({ canvasElement }) => {
    const { page } = await openTable(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Show Cem Şef’s content types' }));
    const types = await page.findByLabelText('By content type: Cem Şef');
    await expect([...types.querySelectorAll('dt, dd')].map((cell) => cell.textContent)).toEqual([
      'News', '5 (2 news-worthy)', 'Video', '1 (1 news-worthy)', 'Column', '1 (0 news-worthy)',
    ]);
    await userEvent.click(page.getByRole('button', { name: 'Hide Cem Şef’s content types' }));
    await waitFor(() => expect(page.queryByLabelText('By content type: Cem Şef')).toBeNull());
  },
};

/** The type filter goes into the address and the report is asked again for those types only. */
export const FilteredByType: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { page, table } = await openTable(canvasElement);
    await userEvent.click(page.getByRole('combobox', { name: 'Content type' }));
    fireEvent.click(await within(document.body).findByRole('option', { name: 'Column' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(rowsOf(table)).toEqual([
      ['İsmail Ünal', '2', '0', '2'],
      ['Cem Şef', '1', '0', '1'],
      ['Total', '3', '0', '3'],
    ]));
    await expect(apiOf(loaded).asked.at(-1)!.types).toEqual([5]);
  },
};

/** The CSV file: UTF-8 with its byte order mark, the table's rows in its order, the totals, the types' columns. */
export const Export: Story = {
  beforeEach: () => {
    const files: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    const click = HTMLAnchorElement.prototype.click;
    URL.createObjectURL = (blob: Blob) => (files.push(blob), 'blob:editor-report');
    URL.revokeObjectURL = () => undefined;
    // jsdom does not navigate: the link's name is what the browser would save the file as.
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      document.body.dataset.downloaded = this.download;
    };
    (globalThis as { exportedFiles?: Blob[] }).exportedFiles = files;
    return () => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      HTMLAnchorElement.prototype.click = click;
      delete document.body.dataset.downloaded;
    };
  },
  play: async ({ canvasElement }) => {
    const { page } = await openTable(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Export CSV' }));
    const files = (globalThis as { exportedFiles?: Blob[] }).exportedFiles!;
    await waitFor(() => expect(files).toHaveLength(1));
    await expect(document.body.dataset.downloaded).toMatch(/^editor-content-report_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = new Uint8Array(await files[0]!.arrayBuffer());
    await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    await expect(text.split('\r\n')).toEqual([
      'Editor,Content count,News-worthy count,Total,News,News (news-worthy),Video,Video (news-worthy),Photo gallery,Photo gallery (news-worthy),Column,Column (news-worthy),Cartoon,Cartoon (news-worthy),Podcast,Podcast (news-worthy)',
      'Cem Şef,4,3,7,5,2,1,1,0,0,1,0,0,0,0,0',
      'Elif Editör,5,0,5,5,0,0,0,0,0,0,0,0,0,0,0',
      'Çağla Öztürk,3,1,4,2,0,0,0,1,1,0,0,1,0,0,0',
      'İsmail Ünal,2,0,2,0,0,0,0,0,0,2,0,0,0,0,0',
      'System,1,0,1,0,0,0,0,0,0,0,0,0,0,1,0',
      'Total,15,4,19,12,2,1,1,1,1,3,0,1,0,1,0',
      '',
    ]);
  },
};

/** No content in the range: the report says so, nothing to export. */
export const Empty: Story = {
  parameters: { msw: { api: () => editorReportApi({ contents: [] }) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No content was created in this range.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

/** Spec 02 §8: the fetch error, with a retry that asks again. */
export const FetchError: Story = {
  parameters: { msw: { handlers: failingEditorReport() }, expectedErrors: [FAILURE] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Editor report fetch error', {}, { timeout: 10_000 })).toBeInTheDocument();
    await expect(page.queryByRole('table')).toBeNull();
  },
};

let failures = 0;
/** A failure once, then the report: the retry brings it. */
export const RetryAfterError: Story = {
  beforeEach: () => {
    failures = 0;
  },
  parameters: {
    expectedErrors: [FAILURE],
    msw: {
      handlers: [
        graphql.query('GetEditorContentReport', () => {
          if (failures > 0) return undefined;
          failures += 1;
          return HttpResponse.json({ data: null, errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Try again' }, { timeout: 10_000 }));
    await openTable(canvasElement);
    await expect(page.queryByText('Editor report fetch error')).toBeNull();
  },
};

/** A range over 366 days is not asked for: the screen says why. */
export const RangeTooLong: Story = {
  parameters: {
    shell: {
      routePath: '/content/editor-content-report',
      initialPath: `/content/editor-content-report?filter=${encodeURIComponent(JSON.stringify({ startDate: '2025-01-01T00:00:00.000Z', endDate: '2026-06-30T23:59:59.999Z' }))}`,
    },
  },
  play: async ({ canvasElement, loaded }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('The report covers at most 366 days: choose a shorter range.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await expect(apiOf(loaded).asked).toEqual([]);
  },
};
