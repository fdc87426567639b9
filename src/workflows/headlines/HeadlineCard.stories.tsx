import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, within } from 'storybook/test';
import { headlineItem, itemTag } from '../../test/msw/samples/headlineSamples.ts';
import { HeadlineCard } from './HeadlineCard.tsx';

const meta = {
  title: 'Workflows/Headlines/HeadlineCard',
  component: HeadlineCard,
  globals: { locale: 'en' },
  decorators: [(Story) => <Box sx={{ width: 300, p: 1 }}><Story /></Box>],
  args: { item: headlineItem('h1', 'h1-1', 'Parliament passes the budget after a long night of debate in the general assembly') },
} satisfies Meta<typeof HeadlineCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Content: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('News')).toBeInTheDocument();
    await expect(card.getByLabelText('Order 1')).toBeInTheDocument();
  },
};

export const PinnedWithHiddenTitleAndSpot: Story = {
  args: { item: headlineItem('h1', 'h1-2', 'Storm closes the harbour', { pin: 'PERMANENT', titleHidden: true, spotHidden: true }) },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    for (const mark of ['Permanently pinned', 'Title hidden', 'Spot hidden']) await expect(card.getByLabelText(mark)).toBeInTheDocument();
  },
};

export const NotShownOnTheSite: Story = {
  args: { notShown: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Not shown on the site/)).toBeInTheDocument();
  },
};

export const Auto: Story = {
  args: { item: headlineItem('h2', 'h2-a1', 'Rain expected at the weekend', { auto: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Added by the auto headline; it cannot be moved')).toBeInTheDocument();
  },
};

/** An outside item names its source as the picker's tab does, never by its key. */
export const OutsideItemInTurkish: Story = {
  globals: { locale: 'tr' },
  args: { item: headlineItem('h1', 'h1-3', 'Fırında sütlaç', { external: true }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Dış içerik (Tarifler)')).toBeInTheDocument();
    await expect(within(canvasElement).queryByText(/recipes/)).toBeNull();
  },
};

/** The item's headline tag as a small chip. */
export const Tagged: Story = {
  args: { item: headlineItem('h1', 'h1-4', 'New metro line opens', { tag: itemTag('11') }) },
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByTestId('headline-card-tag');
    await expect(chip).toHaveTextContent('Breaking news');
    await expect(chip).toHaveAttribute('data-approved', 'true');
    await expect(within(canvasElement).queryByLabelText(/no longer approved/)).toBeNull();
  },
};

/** A tag unapproved since it was set stays on the card, marked: the sites no longer show it. */
export const TaggedWithAnUnapprovedTagInTurkish: Story = {
  globals: { locale: 'tr' },
  args: { item: headlineItem('h1', 'h1-4', 'Yeni metro hattı açıldı', { tag: itemTag('13') }) },
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByTestId('headline-card-tag');
    await expect(chip).toHaveTextContent('Old series');
    await expect(chip).toHaveAttribute('data-approved', 'false');
    await expect(within(canvasElement).getByLabelText('Old series manşet etiketi artık onaylı değil: sitelerde gösterilmez')).toBeInTheDocument();
  },
};
