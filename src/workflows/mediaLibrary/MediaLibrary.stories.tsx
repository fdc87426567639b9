import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CropTransport } from '../../controls/image/cropProduction.ts';
import { sampleImageUrl } from '../../controls/image/stories/sampleImages.ts';
import type { UploadTransport } from '../../controls/upload/uploadTypes.ts';
import { en as resourceTexts } from '../../../resources/messages/resources.ts';
import { createAlertStore } from '../../alerts/alertStore.ts';
import { IN_USE_MESSAGE, libraryEditor, mediaLibraryApi } from '../../test/msw/mediaLibraryHandlers.ts';
import MediaLibrary from './MediaLibrary.tsx';
import type { SessionUpload } from './sessionUpload.ts';

const SAMPLES: Record<string, [number, number, number]> = {
  'images/2026/11/parliament.jpg': [2400, 1600, 210],
  'images/2026/11/match.png': [1600, 1200, 120],
  'images/2026/11/parliament-16-9.jpg': [1200, 675, 210],
  'images/2026/11/parliament-1-1.jpg': [600, 600, 210],
};
const picture = (path: string) => {
  const [width, height, hue] = SAMPLES[path] ?? [1200, 800, 30];
  return sampleImageUrl(width, height, path.split('/').pop() ?? path, hue);
};

const ITEMS: SessionUpload[] = [
  {
    id: '1',
    relativePath: 'images/2026/11/parliament.jpg',
    name: 'parliament.jpg',
    size: 2_516_582,
    mimeType: 'image/jpeg',
    width: 2400,
    height: 1600,
    alreadyUploaded: false,
    crops: [],
  },
  {
    id: '2',
    relativePath: 'images/2026/11/match.png',
    name: 'match-copy.png',
    size: 845_000,
    mimeType: 'image/png',
    width: 1600,
    height: 1200,
    alreadyUploaded: true,
    crops: [],
  },
  {
    id: '3',
    relativePath: 'videos/2026/11/interview.mp4',
    name: 'interview.mp4',
    size: 48_234_496,
    mimeType: 'video/mp4',
    width: 1920,
    height: 1080,
    alreadyUploaded: false,
    crops: [],
  },
];

const storyStorage: UploadTransport = {
  upload: async (file, _fields, { onProgress }) => {
    onProgress(100);
    return { relativePath: `images/2026/11/${file.name}`, width: 1200, height: 800 };
  },
  lookupFileByHash: async () => null,
};

const storyCrops: CropTransport = {
  render: async (request) => new Blob([`${request.width}x${request.height}`], { type: request.type }),
  upload: async (file) => ({ relativePath: `images/2026/11/${file.name}`, width: null, height: null }),
};

/** Reads the library and nothing more. */
const reader = (permission: string | readonly string[]) => [permission].flat().every((key) => key === 'content.view');

/** A store that answers every confirmation with yes, so a story's delete goes ahead. */
const confirmingAlerts = () => ({ ...createAlertStore(), confirm: fn(async () => true) });

/**
 * The media library on its route over 12 sample files (MSW handlers, src/test/msw/mediaLibraryHandlers.ts),
 * with this session's uploads above it (`initialItems`), as an editor unless `args.can` says otherwise.
 */
const meta = {
  title: 'Workflows/MediaLibrary',
  component: MediaLibrary,
  args: {
    transport: storyStorage,
    cropTransport: storyCrops,
    thumbnailUrl: picture,
    fileUrl: picture,
    copy: fn(async () => true),
    zip: fn(async () => undefined),
    can: libraryEditor,
    initialItems: [],
  },
  globals: { locale: 'en' },
  parameters: { shell: { routePath: '/content/media', initialPath: '/content/media' }, msw: { api: () => mediaLibraryApi() } },
} satisfies Meta<typeof MediaLibrary>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Images and videos of the site' });
const drawer = () => within(document.body).findByRole('dialog', { name: /Meclis genel kurulunda/ });

export const Library: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await expect(await rows.findByText('Meclis genel kurulunda bütçe görüşmeleri (1)')).toBeInTheDocument();
    // The first column is the rows' checkboxes (zip, delete), its header box choosing every row shown.
    await expect(rows.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['', 'Preview', 'Caption', 'Reporter', 'Source', 'Size', 'Date', 'Type', 'Used']);
    await expect(rows.getByRole('checkbox', { name: /^Choose all \d+ rows shown$/ })).toBeInTheDocument();
    await expect(rows.getAllByText('No caption')).toHaveLength(3);
  },
};

/** Files are named as they were uploaded (a file stored before names were kept shows no generated name); a file's crops show in its drawer, not as rows. */
export const FileNamesAndCrops: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const rows = within(await within(canvasElement).findByRole('table', { name: 'Sitenin görselleri ve videoları' }));
    await expect(await rows.findByText('2400 x 1600 px · Fotoğraf 1.jpg')).toBeInTheDocument();
    await expect(rows.queryByText(/photo-\d+|images\/2026\//)).toBeNull();
    await expect(rows.queryByText(/kare\.jpg|yatay\.jpg/)).toBeNull();
    await userEvent.click(rows.getByText('Meclis genel kurulunda bütçe görüşmeleri (1)'));
    const panel = within(await drawer());
    await expect(await panel.findByText('Dosya: Fotoğraf 1.jpg')).toBeInTheDocument();
    const crops = within(panel.getByRole('region', { name: 'Kırpmalar' }));
    await expect(crops.getByText('Yatay · 1200 x 675')).toBeInTheDocument();
    await expect(crops.getByRole('link', { name: 'Kare kırpmasını aç' })).toHaveAttribute('href', expect.stringContaining('photo-500-kare.jpg'));
  },
};

export const Empty: Story = {
  parameters: { msw: { api: () => mediaLibraryApi([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The library is empty. Upload images or videos and they appear here.')).toBeInTheDocument();
  },
};

/** The caption changed in the drawer is saved on the version shown, and the row follows. */
export const EditInfo: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { saves } = loaded.api as ReturnType<typeof mediaLibraryApi>;
    await userEvent.click(await within(await table(canvasElement)).findByText('Meclis genel kurulunda bütçe görüşmeleri (1)'));
    const panel = within(await drawer());
    await expect(await panel.findByRole('link', { name: 'Bütçe görüşmeleri sürüyor' })).toHaveAttribute('href', '/content/news/1000');
    const caption = panel.getByRole('textbox', { name: 'Caption' });
    await userEvent.clear(caption);
    await userEvent.type(caption, 'Meclis bütçeyi kabul etti');
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toEqual([{ id: '500', version: 1, reporter: 'Ayşe Yılmaz', source: 'AA', text: 'Meclis bütçeyi kabul etti' }]));
    await expect(await within(canvasElement).findByText('Meclis bütçeyi kabul etti')).toBeInTheDocument();
  },
};

/** Someone else saved the file meanwhile: the save is refused, what was typed stays over their version. */
export const Conflict: Story = {
  parameters: { expectedErrors: [`GraphQLResponseError: ${resourceTexts.saveErrors.conflict}`] },
  play: async ({ canvasElement, loaded }) => {
    const api = loaded.api as ReturnType<typeof mediaLibraryApi>;
    await userEvent.click(await within(await table(canvasElement)).findByText('Meclis genel kurulunda bütçe görüşmeleri (1)'));
    const panel = within(await drawer());
    const caption = await panel.findByRole('textbox', { name: 'Caption' });
    Object.assign(api.items[0]!, { version: 2, reporter: 'Mehmet Demir' });
    await userEvent.type(caption, ' ve kabul etti');
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await expect(await panel.findByText(/Someone else changed this file’s info meanwhile/)).toBeInTheDocument();
    await expect(panel.getByRole('textbox', { name: 'Caption' })).toHaveValue('Meclis genel kurulunda bütçe görüşmeleri (1) ve kabul etti');
    await expect(panel.getByRole('textbox', { name: 'Reporter' })).toHaveValue('Mehmet Demir');
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.saves.at(-1)).toMatchObject({ version: 2, reporter: 'Mehmet Demir', text: 'Meclis genel kurulunda bütçe görüşmeleri (1) ve kabul etti' }));
  },
};

/** A used file: the delete is asked first, then refused with the server's message. */
export const DeleteRefused: Story = {
  args: { alerts: confirmingAlerts() },
  parameters: { expectedErrors: [`GraphQLResponseError: ${IN_USE_MESSAGE}`] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(await table(canvasElement)).findByText('Meclis genel kurulunda bütçe görüşmeleri (1)'));
    const panel = within(await drawer());
    await userEvent.click(await panel.findByRole('button', { name: 'Delete from the library' }));
    await expect(await panel.findByText(IN_USE_MESSAGE)).toBeInTheDocument();
    await expect(args.alerts?.confirm).toHaveBeenCalledOnce();
  },
};

/** Read only: the info shows, nothing is offered to save or delete. */
export const Reader: Story = {
  args: { can: reader },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(await table(canvasElement)).findByText('Meclis genel kurulunda bütçe görüşmeleri (1)'));
    const panel = within(await drawer());
    await expect(await panel.findByRole('textbox', { name: 'Caption' })).toHaveAttribute('readonly');
    await expect(panel.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(panel.queryByRole('button', { name: 'Delete from the library' })).toBeNull();
  },
};

export const WithSessionUploads: Story = {
  args: { initialItems: ITEMS },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const list = within(page.getByRole('list', { name: 'Uploads of this session' }));
    await expect(list.getByText('2.40 MB')).toBeInTheDocument();
    await expect(list.getByText('2400 x 1600 px')).toBeInTheDocument();
    await expect(list.getAllByText('Already uploaded')).toHaveLength(1);
    await expect(list.queryByRole('button', { name: 'Crop interview.mp4' })).toBeNull();
    await userEvent.click(list.getByRole('checkbox', { name: 'Select parliament.jpg' }));
    await userEvent.click(list.getByRole('checkbox', { name: 'Select interview.mp4' }));
    await userEvent.click(page.getByRole('button', { name: 'Download selected as zip (2)' }));
    await expect(args.zip).toHaveBeenCalledWith(['images/2026/11/parliament.jpg', 'videos/2026/11/interview.mp4']);
    await userEvent.click(list.getByRole('button', { name: 'Copy the URL of match-copy.png' }));
    await expect(args.copy).toHaveBeenCalledWith(picture('images/2026/11/match.png'));
  },
};

export const CropAnImage: Story = {
  args: { initialItems: ITEMS },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Crop parliament.jpg' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: /Crop the image/ }));
    await expect(dialog.getByRole('tab', { name: '16:9 (1200 x 675)' })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Save crops' }));
    await waitFor(() => expect(page.getByRole('link', { name: 'Open the 16:9 crop' })).toBeInTheDocument());
    await expect(page.getByText('16:9 · 1200 x 675')).toBeInTheDocument();
    await expect(page.getByText('1:1 · 600 x 600')).toBeInTheDocument();
  },
};

export const UploadImages: Story = {
  args: { initialItems: [], transport: { ...storyStorage, upload: fn(storyStorage.upload) } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Upload images and videos' }));
    const dialogElement = await within(document.body).findByRole('dialog');
    await userEvent.upload(dialogElement.querySelector('input[type=file]') as HTMLInputElement, [
      new File(['first'], 'first.jpg', { type: 'image/jpeg' }),
      new File(['first'], 'first-copy.jpg', { type: 'image/jpeg' }),
      new File(['second'], 'second.png', { type: 'image/png' }),
    ]);
    await userEvent.click(within(dialogElement).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(dialogElement.querySelectorAll('li[data-status="success"]')).toHaveLength(3));
    await userEvent.click(within(dialogElement).getByRole('button', { name: 'Close' }));
    await expect(await page.findByRole('checkbox', { name: 'Select second.png' })).toBeInTheDocument();
    await expect(page.getByRole('checkbox', { name: 'Select first.jpg' })).toBeInTheDocument();
    await expect(page.getByRole('checkbox', { name: 'Select first-copy.jpg' })).toBeInTheDocument();
    // The byte-identical copy was found by its hash: two files sent, one badge.
    await expect(args.transport?.upload).toHaveBeenCalledTimes(2);
    await expect(page.getAllByText('Already uploaded')).toHaveLength(1);
  },
};

export const Turkish: Story = {
  args: { initialItems: ITEMS },
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Medya kütüphanesi', level: 1 })).toBeInTheDocument();
    await expect(await page.findByRole('table', { name: 'Sitenin görselleri ve videoları' })).toBeInTheDocument();
    await expect(page.getByText('Zaten yüklenmiş')).toBeInTheDocument();
  },
};
