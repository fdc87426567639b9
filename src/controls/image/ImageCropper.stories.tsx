import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CropTransport } from './cropProduction.ts';
import { CROP_MODE } from './cropTypes.ts';
import { ImageCropper } from './ImageCropper.tsx';
import { sampleImageUrl } from './stories/sampleImages.ts';

/** Crops "stored" without canvas or HTTP, under their file names. */
const storyTransport: CropTransport = {
  render: async (request) => new Blob([`${request.width}x${request.height}`], { type: request.type }),
  upload: async (file) => ({ relativePath: `images/2026/11/${file.name}`, width: null, height: null }),
};

const definitions = [
  { type: '16:9', width: 1200, height: 675 },
  { type: '1:1', width: 600, height: 600 },
];

const meta = {
  title: 'Controls/ImageCropper',
  component: ImageCropper,
  args: {
    open: true,
    image: { url: sampleImageUrl(2400, 1600, 'Haber fotoğrafı'), path: 'images/2026/11/photo.jpg', width: 2400, height: 1600, mimeType: 'image/jpeg' },
    definitions,
    mode: CROP_MODE.fixed,
    transport: storyTransport,
    previewUrl: (path: string) => sampleImageUrl(600, 400, path.split('/').pop() ?? path, 30),
    confirmDiscard: fn(async () => true),
    onComplete: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ImageCropper>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const FixedMode: Story = {
  globals: { locale: 'en' },
  play: async ({ args }) => {
    const page = body();
    await expect(await page.findByRole('dialog', { name: /Crop the image/ })).toBeInTheDocument();
    await expect(page.getByText('Fixed crop')).toBeInTheDocument();
    await expect(page.getByRole('tab', { name: '16:9 (1200 x 675)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Selection: 2400 x 1350 px · Result: 1200 x 675 px')).toBeInTheDocument();
    await userEvent.click(page.getByRole('tab', { name: '1:1 (600 x 600)' }));
    await expect(page.getByText('Selection: 1600 x 1600 px · Result: 600 x 600 px')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Save crops' }));
    await waitFor(() =>
      expect(args.onComplete).toHaveBeenCalledWith([
        { type: '16:9', width: 1200, height: 675, path: 'images/2026/11/photo-16-9.jpg' },
        { type: '1:1', width: 600, height: 600, path: 'images/2026/11/photo-1-1.jpg' },
      ]),
    );
  },
};

export const FreeMode: Story = {
  args: { mode: CROP_MODE.free, definitions: [{ type: 'free', width: 0, height: 0 }] },
  globals: { locale: 'en' },
  play: async ({ args }) => {
    const page = body();
    await expect(await page.findByText('Free crop')).toBeInTheDocument();
    await expect(page.getByRole('group', { name: 'Selected area (arrow keys move it)' })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Resize from the bottom right corner' })).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Save crops' }));
    await waitFor(() =>
      expect(args.onComplete).toHaveBeenCalledWith([{ type: 'free', width: 1920, height: 1280, path: 'images/2026/11/photo-free.jpg' }]),
    );
  },
};

export const CopyFromSource: Story = {
  args: {
    mode: CROP_MODE.copyFromSource,
    sourceCrops: [{ type: '1:1', width: 600, height: 600, path: 'images/2026/11/source-square.jpg' }],
  },
  globals: { locale: 'en' },
  play: async ({ args }) => {
    const page = body();
    await expect(await page.findByText('The crops are taken unchanged from the source image.')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Use these crops' }));
    await expect(args.onComplete).toHaveBeenCalledWith([
      { type: '16:9', path: 'images/2026/11/photo.jpg', width: 2400, height: 1600 },
      { type: '1:1', width: 600, height: 600, path: 'images/2026/11/source-square.jpg' },
    ]);
  },
};

export const Turkish: Story = {
  play: async () => {
    const page = body();
    await expect(await page.findByRole('dialog', { name: /Görseli kırp/ })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Kırpmaları kaydet' })).toBeInTheDocument();
  },
};
