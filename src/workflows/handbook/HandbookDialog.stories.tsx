import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import HandbookDialog from './HandbookDialog';
import { sampleHandbook } from './stories/sampleHandbook';

const meta = {
  title: 'Content/HandbookDialog',
  component: HandbookDialog,
  args: { handbook: sampleHandbook('tr'), onAccept: fn(), onCancel: fn() },
} satisfies Meta<typeof HandbookDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Turkish: Story = {
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: /Editör El Kitabı/ })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Kabul et ve devam et' })).toBeDisabled();
  },
};

export const English: Story = {
  args: { handbook: sampleHandbook('en') },
  globals: { locale: 'en' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: /The Editor’s Handbook/ })).toBeInTheDocument();
    await expect(screen.getByRole('checkbox', { name: 'I will apply' })).not.toBeChecked();
  },
};

export const Accepting: Story = {
  args: { accepting: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Vazgeç' })).toBeDisabled();
  },
};
