import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UPLOAD_MEDIA_TYPE } from '../../../resources/uploadRules.ts';
import { jpegFile } from './stories/sampleUploadFiles.ts';
import { SingleFilePickerDemo } from './stories/SingleFilePickerDemo.tsx';

const meta = {
  title: 'Controls/Upload/SingleFilePicker',
  component: SingleFilePickerDemo,
  args: { label: 'Kapak resmi', onChange: fn() },
} satisfies Meta<typeof SingleFilePickerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentPng = { relativePath: 'images/2026/11/kirmizi.png', width: 96, height: 64 };
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const zone = within(canvasElement).getByRole('button', { name: 'Dosyayı buraya sürükleyin ya da seçmek için tıklayın' });
    // The hint sits beside the drop zone's button (the button holds only its label).
    await expect(zone).toBeInTheDocument();
    await expect(within(canvasElement).getByText('İzin verilenler: gif, jpg, jpeg, png, webp, mp4, jfif')).toBeInTheDocument();
    await expect(fileInput(canvasElement)).not.toHaveAttribute('multiple');
  },
};

export const WithCurrentImage: Story = {
  args: { initialValue: currentPng, initialDescription: 'Kırmızı bir kare' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Kırmızı bir kare' })).toHaveAttribute('src', expect.stringContaining('data:image/png'));
    await expect(canvas.getByRole('button', { name: 'Dosyayı kaldır' })).toBeInTheDocument();
  },
};

export const DescriptionRequired: Story = {
  args: { initialValue: currentPng, descriptionRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Resim açıklaması' })).toBeRequired();
    await expect(canvas.getByText('Resim açıklaması zorunludur')).toBeInTheDocument();
  },
};

export const GifNeedsNoDescription: Story = {
  args: { initialValue: { relativePath: 'images/2026/11/yesil.gif', width: 96, height: 64 }, descriptionRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Resim açıklaması' })).not.toBeRequired();
    await expect(canvas.queryByText('Resim açıklaması zorunludur')).toBeNull();
  },
};

export const CurrentDocument: Story = {
  args: {
    label: 'PDF',
    accept: { mediaTypes: UPLOAD_MEDIA_TYPE.document },
    initialValue: { relativePath: 'documents/2026/11/ilan.pdf', width: null, height: null },
    fileLink: (relativePath) => `/storage/files/${relativePath}?name=${encodeURIComponent('İlan metni')}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'documents/2026/11/ilan.pdf' })).toHaveAttribute('href', '/storage/files/documents/2026/11/ilan.pdf?name=%C4%B0lan%20metni');
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('button', { name: /Mevcut dosyayı değiştirmek/ })).toBeInTheDocument();
    await expect(canvas.getByText('İzin verilenler: pdf')).toBeInTheDocument();
  },
};

export const Uploading: Story = {
  args: { onUpload: (upload) => upload.progress(60) },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), jpegFile());
    await expect(await within(canvasElement).findByText('Yükleniyor %60')).toBeInTheDocument();
  },
};

export const Uploaded: Story = {
  args: { onUpload: (upload) => upload.succeed() },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), jpegFile());
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith({ relativePath: 'images/2026/11/mavi.jpg', width: 96, height: 64 }));
    await expect(await within(canvasElement).findByRole('img', { name: 'Mevcut dosya' })).toBeInTheDocument();
  },
};

export const ReplaceConfirm: Story = {
  args: { initialValue: currentPng },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), jpegFile());
    const confirm = await page(canvasElement).findByRole('dialog', { name: 'Uyarı' });
    await expect(confirm).toHaveTextContent('Mevcut dosya mavi.jpg ile değiştirilsin mi?');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
