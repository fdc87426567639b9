import { Box } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LowcodeEnvironmentProvider } from '../../lowcode/LowcodeEnvironment.tsx';
import { agencyPhotoApi, agencyPhotosFailing, agencyPhotosPending } from '../../test/msw/agencyPhotoHandlers.ts';
import { sampleThumbnailUrl } from '../image/stories/sampleImages.ts';
import { AGENCY_PHOTO_PLACEHOLDER_CARDS } from './agencyPhotoConstants.ts';
import { AgencyPhotoSource } from './AgencyPhotoSource.tsx';

const meta = {
  title: 'Controls/AgencyPhotoSource',
  component: AgencyPhotoSource,
  args: { onPick: fn() },
  globals: { locale: 'en' },
  // The agency and archive come from the MSW handlers (45 and 6 items; src/test/msw/agencyPhotoHandlers.ts).
  decorators: [
    (Story) => (
      <LowcodeEnvironmentProvider value={{ previewUrl: sampleThumbnailUrl }}>
        <Box sx={{ p: 2, maxWidth: 880 }}>
          <Story />
        </Box>
      </LowcodeEnvironmentProvider>
    ),
  ],
} satisfies Meta<typeof AgencyPhotoSource>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const LoadingPlaceholders: Story = {
  parameters: { msw: { handlers: agencyPhotosPending } },
  play: async () => {
    const loading = await page().findByRole('status', { name: 'Loading photos' });
    await expect(loading.children).toHaveLength(AGENCY_PHOTO_PLACEHOLDER_CARDS);
  },
};

export const Cards: Story = {
  play: async ({ args }) => {
    const list = await page().findByRole('list', { name: 'Photos' });
    // The first 20 items: 20 first images and the second image of every third item.
    await expect(within(list).getAllByRole('button')).toHaveLength(26);
    await userEvent.click(within(list).getByRole('button', { name: /Boğaz köprüsünde gün batımı 1: fotoğraf/ }));
    await expect(args.onPick).toHaveBeenCalledWith({
      path: 'agency/agency/1-1.jpg',
      width: 1920,
      height: 1080,
      text: 'Boğaz köprüsünde gün batımı 1: fotoğraf',
      source: 'Anadolu Ajansı',
      reporter: 'Ayşe Yılmaz',
    });
  },
};

export const ShowMore: Story = {
  // Three pages of cards rendered by jsdom in the story specs.
  parameters: { testTimeout: 20_000 },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(page().getByRole('button', { name: /Kar altında Erzurum 22: fotoğraf/ })).toBeInTheDocument());
    await userEvent.click(page().getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(page().queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument());
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: agencyPhotoApi({ agency: [], archive: [] }).handlers } },
  play: async () => {
    await expect(await page().findByText('No data')).toHaveAttribute('role', 'status');
    await expect(page().queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: agencyPhotosFailing }, expectedErrors: ['GraphQLResponseError: The agency service is down'] },
  play: async () => {
    await expect(await page().findByRole('alert')).toHaveTextContent('The photos could not be loaded.');
    await expect(page().getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const ArchiveTab: Story = {
  args: { initialTab: 'archive' },
  play: async () => {
    await expect(await page().findByRole('tab', { name: 'Archive', selected: true })).toBeInTheDocument();
    const list = await page().findByRole('list', { name: 'Photos' });
    await expect(within(list).getAllByRole('button')).toHaveLength(8);
    await expect(page().queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async () => {
    await expect(await page().findByRole('list', { name: 'Fotoğraflar' })).toBeInTheDocument();
    await expect(page().getByRole('searchbox', { name: 'Başlıklarda ara' })).toBeInTheDocument();
    await expect(page().getByRole('button', { name: 'Daha fazla göster' })).toBeInTheDocument();
  },
};
