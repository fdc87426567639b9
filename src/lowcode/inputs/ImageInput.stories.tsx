import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FieldStory } from '../stories/FieldStory.tsx';

const meta = {
  title: 'Lowcode/Inputs/ImageInput',
  component: FieldStory,
  args: { field: 'profilePhoto' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const photo = { path: 'images/2026/04/ayse.png', width: 1600, height: 1200 };

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The image control is loaded on demand: the first story of its file to show it waits for the import.
    await expect(await canvas.findByText('Profil fotoğrafı', {}, { timeout: 10_000 })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Dosyayı buraya sürükleyin/ })).toBeInTheDocument();
  },
};

export const CropsToCut: Story = {
  args: { record: { profilePhoto: { ...photo, crops: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Kırp' })).toBeEnabled();
    await expect(canvas.getByText('Kare: henüz kırpılmadı')).toBeInTheDocument();
    await expect(canvas.getByText('Yatay: henüz kırpılmadı')).toBeInTheDocument();
  },
};

export const Cropped: Story = {
  args: {
    record: {
      profilePhoto: {
        ...photo,
        crops: [
          { type: 'square', width: 600, height: 600, path: 'images/2026/04/ayse-square.png' },
          { type: 'horizontal', width: 1200, height: 675, path: 'images/2026/04/ayse-horizontal.png' },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Kare (600 x 600)')).toBeInTheDocument();
    await expect(canvas.getByText('Yatay (1200 x 675)')).toBeInTheDocument();
  },
};

/** A picture smaller than a crop asks for is cut at its own size: the chip names what was saved. */
export const CroppedSmallerThanAsked: Story = {
  args: {
    record: {
      profilePhoto: {
        path: 'images/2026/04/ayse-small.png',
        width: 960,
        height: 540,
        crops: [
          { type: 'square', width: 540, height: 540, path: 'images/2026/04/ayse-small-square.png' },
          { type: 'horizontal', width: 960, height: 540, path: 'images/2026/04/ayse-small-horizontal.png' },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const square = await canvas.findByText('Kare (540 x 540)');
    await expect(square.closest('[title]')?.getAttribute('title')).toBe('Kırpma 600 x 600 istiyor; resim daha küçük olduğundan 540 x 540 kaydedildi');
    await expect(canvas.getByText('Yatay (960 x 540)')).toBeInTheDocument();
    await expect(canvas.queryByText('Kare (600 x 600)')).toBeNull();
  },
};

export const ProfilePhotoMessage: Story = {
  args: { showErrors: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Lütfen profil fotoğrafı yükleyin')).toBeInTheDocument();
  },
};

export const ValidCropSettingsMessage: Story = {
  args: { showErrors: true, record: { profilePhoto: { ...photo, crops: [{ type: 'square', width: 0, height: 600, path: 'x.png' }] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Lütfen fotoğraf kırpma boyutlarını yeniden düzenleyiniz.')).toBeInTheDocument();
  },
};

export const DescriptionRequired: Story = {
  args: { field: 'coverImage', record: { coverImage: { path: 'images/2026/04/kapak.png', width: 96, height: 64, crops: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Resim açıklaması' })).toBeRequired();
    await expect(canvas.getByText('Resim açıklaması zorunludur')).toBeInTheDocument();
  },
};

export const DescriptionMessage: Story = {
  args: { field: 'coverImage', showErrors: true, record: { coverImage: { path: 'images/2026/04/kapak.png', width: 96, height: 64, crops: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Resim açıklaması' })).toHaveAccessibleDescription('Kapak görseli için bir açıklama giriniz.');
    await expect(canvas.getAllByText('Kapak görseli için bir açıklama giriniz.')).toHaveLength(1);
    await expect(canvas.queryByText('Resim açıklaması zorunludur')).not.toBeInTheDocument();
  },
};

export const HasCoverImageMessage: Story = {
  args: { field: 'coverImage', showErrors: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Lütfen kapak görseli yükleyiniz.')).toBeInTheDocument();
  },
};
