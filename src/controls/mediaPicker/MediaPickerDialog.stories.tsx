import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { UploadTransport } from '../upload/uploadTypes.ts';
import { LowcodeEnvironmentProvider } from '../../lowcode/LowcodeEnvironment.tsx';
import { agencyPhotoApi } from '../../test/msw/agencyPhotoHandlers.ts';
import { mediaLibraryApi } from '../../test/msw/mediaLibraryHandlers.ts';
import { agencyPhotoSamples } from '../../test/msw/samples/agencyPhotoSamples.ts';
import { sampleThumbnailUrl } from '../image/stories/sampleImages.ts';
import { MediaPickerDialog } from './MediaPickerDialog.tsx';

/** A storage that stores every file at once under its name; nothing is known by hash. */
const storyStorage: UploadTransport = {
  upload: async (file, _fields, { onProgress }) => {
    onProgress(100);
    return { relativePath: `images/2026/11/${file.name}`, width: 1200, height: 800, size: file.size, mimeType: file.type };
  },
  lookupFileByHash: async () => null,
};

const threeOfEach = { msw: { handlers: agencyPhotoApi({ agency: agencyPhotoSamples(3), archive: agencyPhotoSamples(3, 'archive') }).handlers } };

const meta = {
  title: 'Controls/MediaPickerDialog',
  component: MediaPickerDialog,
  args: { open: true, transport: storyStorage, onSelect: fn(), onClose: fn(), alert: fn(async () => undefined) },
  globals: { locale: 'en' },
  decorators: [
    (Story) => (
      <LowcodeEnvironmentProvider value={{ previewUrl: sampleThumbnailUrl }}>
        <Story />
      </LowcodeEnvironmentProvider>
    ),
  ],
} satisfies Meta<typeof MediaPickerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const UploadTab: Story = {
  play: async ({ args }) => {
    const page = body();
    await expect(await page.findByRole('tab', { name: 'Upload a file', selected: true })).toBeInTheDocument();
    await expect(page.getByRole('tab', { name: 'Pick from the agency' })).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Select' }));
    await expect(args.alert).toHaveBeenCalledWith({ type: 'warning', message: 'upload.messages.selectImage' });
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const UploadThenSelect: Story = {
  play: async ({ args }) => {
    const page = body();
    const dialog = await page.findByRole('dialog', { name: 'Choose an image' });
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['pixels'], 'match.jpg', { type: 'image/jpeg' }));
    await userEvent.click(await page.findByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(page.getByText('Uploaded')).toBeInTheDocument());
    await userEvent.click(page.getByRole('button', { name: 'Select' }));
    await expect(args.onSelect).toHaveBeenCalledWith({
      path: 'images/2026/11/match.jpg',
      width: 1200,
      height: 800,
      reporter: null,
      source: null,
      text: null,
    });
  },
};

export const AgencyTab: Story = {
  args: { initialSource: 'agency' },
  parameters: threeOfEach,
  play: async ({ args }) => {
    const page = body();
    await expect(await page.findByRole('tab', { name: 'Agency', selected: true })).toBeInTheDocument();
    await userEvent.click(page.getByRole('tab', { name: 'Archive' }));
    await expect(page.getByRole('tab', { name: 'Archive', selected: true })).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Select' }));
    await expect(args.alert).toHaveBeenCalledWith({ type: 'warning', message: 'upload.messages.selectImage' });
    await userEvent.click(await page.findByRole('button', { name: /Meclis genel kurulu 2: fotoğraf/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ path: 'agency/archive/2-1.jpg', source: 'Reuters', reporter: null }));
  },
};

export const AgencyImageTooLarge: Story = {
  args: { initialSource: 'agency', requiredSize: { width: 1000 } },
  parameters: threeOfEach,
  play: async ({ args }) => {
    await userEvent.click(await body().findByRole('button', { name: /Meclis genel kurulu 2: fotoğraf/ }));
    await expect(args.alert).toHaveBeenCalledWith({ type: 'warning', title: 'upload.messages.checkImageSize', message: '1000 x -' });
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** The site's library: images only, searched over caption, reporter and source; a card hands back the library's image info. */
export const LibraryTab: Story = {
  args: { initialSource: 'library' },
  parameters: { msw: { api: () => mediaLibraryApi() } },
  play: async ({ args, loaded }) => {
    const { requests } = loaded.api as ReturnType<typeof mediaLibraryApi>;
    const page = body();
    await expect(await page.findByRole('tab', { name: 'From the library', selected: true })).toBeInTheDocument();
    await userEvent.type(page.getByRole('searchbox', { name: 'Search captions, reporters, sources' }), 'meclis');
    await waitFor(() => expect(requests.at(-1)?.filter).toEqual({ mediaType: [1], search: 'meclis' }));
    await userEvent.click(await page.findByRole('button', { name: /Meclis genel kurulunda bütçe görüşmeleri \(1\)/ }));
    await expect(args.onSelect).toHaveBeenCalledWith({
      path: 'images/2026/11/photo-500.jpg',
      width: 2400,
      height: 1600,
      reporter: 'Ayşe Yılmaz',
      source: 'AA',
      text: 'Meclis genel kurulunda bütçe görüşmeleri (1)',
    });
  },
};

export const LibraryImageTooLarge: Story = {
  args: { initialSource: 'library', requiredSize: { width: 1000 } },
  parameters: { msw: { api: () => mediaLibraryApi() } },
  play: async ({ args }) => {
    await userEvent.click(await body().findByRole('button', { name: /Meclis genel kurulunda bütçe görüşmeleri \(1\)/ }));
    await expect(args.alert).toHaveBeenCalledWith({ type: 'warning', title: 'upload.messages.checkImageSize', message: '1000 x -' });
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async () => {
    const page = body();
    await expect(await page.findByRole('tab', { name: 'Dosya yükle', selected: true })).toBeInTheDocument();
    await expect(page.getByRole('tab', { name: 'Ajanstan seç' })).toBeInTheDocument();
  },
};
