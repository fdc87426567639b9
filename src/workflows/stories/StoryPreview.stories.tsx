import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleStory } from '../../test/msw/storyEditorHandlers.ts';
import { ReelPreview } from './ReelPreview.tsx';
import { StoryPreview } from './StoryPreview.tsx';

/** Images drawn in the page itself: the stories need no storage. */
const swatch = (color: string) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="9" height="16"><rect width="9" height="16" fill="${color}"/></svg>`)}`;
const urlOf = (path: string) => (path.endsWith('.jpg') ? swatch(path.includes('-1') ? '#2a6f97' : '#a44a3f') : undefined);

const meta = {
  title: 'Workflows/Stories/StoryPreview',
  component: StoryPreview,
  globals: { locale: 'en' },
  args: { title: 'Bridge opening', frames: sampleStory().frames, urlOf },
} satisfies Meta<typeof StoryPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click on the right half steps on, on the left half back; never past either end. */
export const SteppedByClicks: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const phone = page.getByRole('region', { name: 'The story as the site shows it' });
    await expect(within(phone).getByTestId('preview-image')).toHaveAttribute('src', swatch('#2a6f97'));
    await userEvent.click(within(phone).getByTestId('preview-right'));
    await expect(page.getByText('2 of 3')).toBeInTheDocument();
    await userEvent.click(within(phone).getByTestId('preview-left'));
    await userEvent.click(within(phone).getByTestId('preview-left'));
    await expect(page.getByText('1 of 3')).toBeInTheDocument();
    await expect(within(phone).getAllByTestId('preview-progress').map((bar) => bar.dataset.seen)).toEqual(['true', 'false', 'false']);
  },
};

/** No frame yet: an empty phone that says so. */
export const Empty: Story = {
  args: { frames: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing to show yet')).toBeInTheDocument();
  },
};

/** A reel: its video over the phone, the text and the link button; without a video, it says so. */
export const Reel: Story = {
  render: () => <ReelPreview title="Derby in 30 seconds" video={{ path: null }} text="The derby’s goals." externalLink="/sports/derby" urlOf={urlOf} />,
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByRole('region', { name: 'The reel as the site shows it' });
    await expect(within(phone).getByText('No video yet')).toBeInTheDocument();
    await expect(within(phone).getByRole('link', { name: 'Link' })).toHaveAttribute('href', '/sports/derby');
  },
};
