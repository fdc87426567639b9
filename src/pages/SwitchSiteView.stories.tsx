import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_SITES } from '../layout/stories/sampleSites';
import { SwitchSiteView } from './SwitchSiteView';

const meta = {
  title: 'Pages/SwitchSite',
  component: SwitchSiteView,
  args: { sites: SAMPLE_SITES, selectedId: '4', onSelect: fn() },
} satisfies Meta<typeof SwitchSiteView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickASite: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Çalışılacak siteyi seçin' })).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: /Gündem TV/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('5');
  },
};

export const SiteNotOfTheUser: Story = {
  args: { sites: SAMPLE_SITES.slice(3, 4), refusedId: '2' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You do not belong to site 2.');
  },
};

export const NoSites: Story = {
  args: { sites: [], selectedId: undefined },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You do not belong to any site.')).toBeInTheDocument();
  },
};
