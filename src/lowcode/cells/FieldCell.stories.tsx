import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { CellsStory } from '../stories/CellsStory.tsx';

const meta = {
  title: 'Lowcode/Cells/FieldCell',
  component: CellsStory,
} satisfies Meta<typeof CellsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const cell = (canvasElement: HTMLElement, field: string) => canvasElement.querySelector<HTMLElement>(`[data-field="${field}"]`)!;

export const Filled: Story = {
  args: {
    record: {
      name: 'Ayşe Yılmaz',
      order: 1250,
      isSportsEnabled: true,
      isApproved: false,
      authorType: 3,
      weekdays: [1, 5],
      color: '#e53935',
      url: 'https://www.example.com/ayse',
      email: 'ayse@newsroom.example',
      birthDate: '1990-05-17',
      publishDate: new Date(2026, 3, 20, 9, 5).toISOString(),
      signature: '3',
      signatures: ['1', '3'],
      profilePhoto: { path: 'images/2026/04/ayse.png', width: 96, height: 64, text: 'Ayşe Yılmaz', crops: [] },
      slots: [{ day: 1 }, { day: 2 }],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(cell(canvasElement, 'name')).toHaveTextContent('Ayşe Yılmaz');
    await expect(cell(canvasElement, 'order')).toHaveTextContent('1.250');
    await expect(cell(canvasElement, 'isSportsEnabled')).toHaveTextContent('Evet');
    await expect(cell(canvasElement, 'isApproved')).toHaveTextContent('Onaysız');
    await expect(cell(canvasElement, 'authorType')).toHaveTextContent('Görüş');
    await expect(cell(canvasElement, 'weekdays')).toHaveTextContent('Pazartesi, Cuma');
    await expect(cell(canvasElement, 'color')).toHaveTextContent('#e53935');
    await expect(cell(canvasElement, 'url').querySelector('a')).toHaveAttribute('href', 'https://www.example.com/ayse');
    await expect(cell(canvasElement, 'email').querySelector('a')).toHaveAttribute('href', 'mailto:ayse@newsroom.example');
    await expect(cell(canvasElement, 'birthDate')).toHaveTextContent('17.05.1990');
    await expect(cell(canvasElement, 'publishDate')).toHaveTextContent('20.04.2026 09:05');
    await waitFor(() => expect(cell(canvasElement, 'signature')).toHaveTextContent('Mehmet Kaya'), { timeout: 5000 });
    await waitFor(() => expect(cell(canvasElement, 'signatures')).toHaveTextContent('Ayşe Yılmaz, Mehmet Kaya'), { timeout: 5000 });
    await expect(cell(canvasElement, 'profilePhoto').querySelector('img')).toHaveAttribute('alt', 'Ayşe Yılmaz');
    await expect(cell(canvasElement, 'slots')).toHaveTextContent('2');
  },
};

export const Empty: Story = {
  args: { record: { isApproved: true } },
  play: async ({ canvasElement }) => {
    await expect(cell(canvasElement, 'name')).toHaveTextContent('—');
    await expect(cell(canvasElement, 'isApproved')).toHaveTextContent('Onaylı');
    await expect(cell(canvasElement, 'publishDate')).toHaveTextContent('—');
  },
};
