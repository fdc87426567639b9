import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CropTransport } from '../../controls/image/cropProduction.ts';
import { sampleImageUrl } from '../../controls/image/stories/sampleImages.ts';
import type { UploadTransport } from '../../controls/upload/uploadTypes.ts';
import MediaDesk from './MediaDesk.tsx';
import type { MediaDeskItem } from './mediaDeskItem.ts';

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

const ITEMS: MediaDeskItem[] = [
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

const meta = {
  title: 'Workflows/MediaDesk',
  component: MediaDesk,
  args: {
    transport: storyStorage,
    cropTransport: storyCrops,
    thumbnailUrl: picture,
    fileUrl: picture,
    copy: fn(async () => true),
    zip: fn(async () => undefined),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof MediaDesk>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { initialItems: [] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Media desk', level: 1 })).toBeInTheDocument();
    await expect(page.getByText('Nothing uploaded in this session yet. Upload images or videos and they appear here.')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Download selected as zip (0)' })).toBeDisabled();
  },
};

export const WithItems: Story = {
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
    await expect(page.getByRole('heading', { name: 'Medya masası', level: 1 })).toBeInTheDocument();
    await expect(page.getByText('Zaten yüklenmiş')).toBeInTheDocument();
  },
};
