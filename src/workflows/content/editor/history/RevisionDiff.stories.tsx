import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RevisionDiff } from './RevisionDiff.tsx';

const older = {
  title: 'Meclis bütçeyi kabul etti',
  spot: 'Görüşmeler gece yarısı sona erdi.',
  text: '<p>Bütçe <strong>dün akşam</strong> oylandı.</p><p>Muhalefet ret oyu verdi.</p>',
  status: 2,
  showInHomepage: false,
  tags: ['meclis'],
};

const meta = {
  title: 'Workflows/Content/RevisionDiff',
  component: RevisionDiff,
  args: {
    older,
    newer: {
      ...older,
      title: 'Meclis yeni bütçeyi kabul etti',
      text: '<p>Bütçe <strong>bu sabah</strong> oylandı.</p><p>Muhalefet ret oyu verdi.</p>',
      status: 1,
      tags: ['meclis', 'bütçe'],
    },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RevisionDiff>;

export default meta;
type Story = StoryObj<typeof meta>;

const marked = (section: HTMLElement, tag: 'ins' | 'del') => [...section.querySelectorAll(tag)].map((node) => node.textContent?.trim());

/** The changed words of the title and of the text's plain text are marked; unchanged fields are not shown. */
export const ChangedWords: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('region', { name: 'Başlık' });
    await expect(marked(title, 'ins')).toEqual(['yeni']);
    await expect(marked(title, 'del')).toEqual([]);
    const text = canvas.getByRole('region', { name: 'Metin' });
    await expect(marked(text, 'del')).toEqual(['dün akşam']);
    await expect(marked(text, 'ins')).toEqual(['bu sabah']);
    await expect(text).toHaveTextContent('Muhalefet ret oyu verdi.');
    await expect(text.innerHTML).not.toContain('<strong>');
    await expect(canvas.queryByRole('region', { name: 'Spot' })).toBeNull();
  },
};

/** A field that is not prose shows its value before and after. */
export const ChangedValues: Story = {
  play: async ({ canvasElement }) => {
    const tags = within(canvasElement).getByRole('region', { name: 'Etiketler' });
    await expect(marked(tags, 'del')).toEqual(['["meclis"]']);
    await expect(marked(tags, 'ins')).toEqual(['["meclis","bütçe"]']);
    const status = within(canvasElement).getByRole('region', { name: 'Durum' });
    await expect([...marked(status, 'del'), ...marked(status, 'ins')]).toEqual(['Onaysız', 'Onaylı']);
  },
};

/** A change of markup alone marks no word and says so. */
export const FormattingOnly: Story = {
  args: { newer: { ...older, text: '<p>Bütçe dün akşam oylandı.</p><p>Muhalefet ret oyu verdi.</p>' } },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByRole('region', { name: 'Metin' });
    await expect(marked(text, 'ins')).toEqual([]);
    await expect(within(text).getByText('Yalnızca biçim değişti.')).toBeInTheDocument();
  },
};

export const Same: Story = {
  args: { newer: older },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Bu iki sürümün değerleri aynı.')).toBeInTheDocument();
  },
};
