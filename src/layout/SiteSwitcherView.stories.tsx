import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, within } from 'storybook/test';
import { SAMPLE_SITES } from './stories/sampleSites';
import { SiteSwitcherView } from './SiteSwitcherView';

const meta = {
  title: 'Shell/SiteSwitcher',
  component: SiteSwitcherView,
  args: { sites: SAMPLE_SITES, selectedId: '4', onSelect: fn() },
  decorators: [
    (Story) => (
      <Box sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', p: 1 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SiteSwitcherView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllSites: Story = {
  play: async ({ canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: 'Çalışılan site' });
    await expect(combobox).toHaveTextContent('Haberhat');
  },
};

export const OneSite: Story = {
  args: { sites: SAMPLE_SITES.slice(3, 4) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveTextContent('Haberhat');
  },
};

export const NoSites: Story = {
  args: { sites: [], selectedId: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveAttribute('aria-disabled', 'true');
  },
};
