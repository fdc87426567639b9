import type { Meta, StoryObj } from '@storybook/react-vite';
import { Notification } from 'react-admin';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExportButton } from './ExportButton.tsx';
import { csvChunks, exportApi, exportRefused } from './stories/exportHandlers.ts';

/** The list kit's "Export" over a stubbed /api/export: the rows counted as they stream, then the file saved. */
const meta = {
  title: 'Controls/ListKit/ExportButton',
  component: ExportButton,
  globals: { locale: 'en' },
  args: {
    resource: 'agencyContents',
    filter: { agencyCategories: ['Spor'] },
    columnNames: ['title', 'agency'],
    deps: { headers: async () => ({ siteid: '4' }), save: fn() },
  },
  // The notices the button gives (react-admin's, as the layout shows them).
  decorators: [
    (Story) => (
      <>
        <Story />
        <Notification />
      </>
    ),
  ],
  parameters: { msw: { api: () => exportApi(csvChunks(1_200)) }, shell: { routePath: '/sample', initialPath: '/sample' } },
} satisfies Meta<typeof ExportButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1,200 rows in three chunks: the file the server names is saved with every byte, and the notice counts the rows. */
export const Exported: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export' }));
    await expect(await canvas.findByText('1,200 rows exported')).toBeInTheDocument();
    const save = args.deps!.save as ReturnType<typeof fn>;
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [blob, fileName] = save.mock.calls[0] as [Blob, string];
    await expect(fileName).toBe('agencyContents-2026-11-30.csv');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
    await expect(text.startsWith('\uFEFFBaşlık,Ajans\r\n"Haber 1, şölen",Anka')).toBe(true);
    const { requests } = loaded.api as ReturnType<typeof exportApi>;
    await expect(requests).toEqual([{ resource: 'agencyContents', filter: { agencyCategories: ['Spor'] }, columns: 'title,agency', lang: 'en' }]);
    await expect(within(canvasElement).getByRole('button', { name: 'Export' })).toBeInTheDocument();
  },
};

/** A role without the list's permission: the refusal in Turkish, nothing saved. */
export const Refused: Story = {
  globals: { locale: 'tr' },
  parameters: { msw: { handlers: exportRefused } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dışa aktar' }));
    await expect(await canvas.findByText('Bu listeyi dışa aktarma yetkiniz yok')).toBeInTheDocument();
    await expect(args.deps!.save).not.toHaveBeenCalled();
  },
};
