import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BYTES_PER_MB, UPLOAD_MEDIA_TYPE } from '../../../resources/uploadRules.ts';
import { storedFileFor } from './stories/controlledTransport.ts';
import { jpegFile, pngFile, sizedFile, videoFile } from './stories/sampleUploadFiles.ts';
import { sha256Hex } from './sha256.ts';
import { UploadDialogDemo } from './stories/UploadDialogDemo.tsx';
import { UploadError } from './uploadError.ts';

const meta = {
  title: 'Controls/Upload/UploadDialog',
  component: UploadDialogDemo,
  args: { onComplete: fn(), onClose: fn() },
} satisfies Meta<typeof UploadDialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog and the alerts render in a portal, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const rows = (canvasElement: HTMLElement) => canvasElement.ownerDocument.body.querySelectorAll('[data-upload-id]');

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('Henüz dosya seçilmedi.')).toBeInTheDocument();
    await expect(body.getByRole('button', { name: 'Dosyaları buraya sürükleyin ya da seçmek için tıklayın' })).toHaveAttribute('tabindex', '0');
    await expect(body.getByRole('button', { name: 'Yükle' })).toBeDisabled();
  },
};

export const ReadyFiles: Story = {
  args: { files: [pngFile(), jpegFile(), videoFile()] },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findAllByText('Hazır')).toHaveLength(3);
    await expect(body.getByRole('button', { name: 'Yükle' })).toBeEnabled();
    await expect(body.getByRole('button', { name: 'kirmizi.png dosyasını çıkar' })).toBeInTheDocument();
  },
};

export const ReadyFilesInEnglish: Story = {
  args: { files: [pngFile('red.png')] },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('Ready')).toBeInTheDocument();
    await expect(body.getByRole('button', { name: 'Remove red.png' })).toBeInTheDocument();
  },
};

export const UploadingWithProgress: Story = {
  args: { files: [jpegFile()], start: true, onUpload: (upload) => upload.progress(45) },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('Yükleniyor %45')).toBeInTheDocument();
    await expect(body.getByRole('progressbar', { name: 'mavi.jpg' })).toHaveAttribute('aria-valuenow', '45');
    await expect(body.getByRole('button', { name: 'mavi.jpg yüklemesini durdur' })).toBeInTheDocument();
  },
};

export const ProcessingAt100: Story = {
  args: { files: [jpegFile()], start: true, onUpload: (upload) => upload.progress(100) },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('İşleniyor…')).toBeInTheDocument();
  },
};

export const ThreeAtATime: Story = {
  args: {
    // Different bytes: identical files would share one lookup and one upload.
    files: [1, 2, 3, 4, 5].map((n) => sizedFile(`foto-${n}.jpg`, 1000 + n)),
    start: true,
    onUpload: (upload) => upload.progress(30),
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await waitFor(() => expect(body.getAllByText('Yükleniyor %30')).toHaveLength(3));
    await expect(body.getAllByText('Sırada')).toHaveLength(2);
  },
};

export const Success: Story = {
  args: {
    files: [jpegFile(), videoFile()],
    start: true,
    onUpload: (upload) => {
      upload.progress(100);
      upload.succeed();
    },
  },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(page(canvasElement).getAllByText('Yüklendi')).toHaveLength(2));
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledTimes(1));
  },
};

export const ErrorWithRetry: Story = {
  args: {
    files: [jpegFile()],
    start: true,
    onUpload: (upload) => upload.fail(new UploadError('upload.messages.contentMismatch', { status: 400 })),
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const alert = await body.findByRole('dialog', { name: 'Hata' });
    await expect(alert).toHaveTextContent('Yükleme başarısız oldu');
    await expect(body.getByText('Dosyanın içeriği türüyle uyuşmuyor')).toBeInTheDocument();
    await expect(body.getByRole('button', { name: 'mavi.jpg için yeniden dene', hidden: true })).toBeInTheDocument();
  },
};

export const AlreadyUploaded: Story = {
  args: {
    files: [jpegFile()],
    start: true,
    prepare: async (transport) => transport.remember((await sha256Hex(jpegFile()))!, storedFileFor(jpegFile())),
  },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Zaten yüklenmiş')).toBeInTheDocument();
  },
};

export const OversizeConfirm: Story = {
  args: { files: [sizedFile('buyuk.jpg', 2.5 * BYTES_PER_MB)], accept: { maxBytes: BYTES_PER_MB } },
  play: async ({ canvasElement }) => {
    const confirm = await page(canvasElement).findByRole('dialog', { name: 'Uyarı' });
    await expect(confirm).toHaveTextContent('buyuk.jpg: Dosya izin verilen boyuttan büyük');
    await expect(confirm).toHaveTextContent('Önerilen en büyük boyut: 1,00 MB');
    await expect(confirm).toHaveTextContent('Dosya boyutu: 2,50 MB');
  },
};

export const OversizeStrict: Story = {
  args: { files: [sizedFile('buyuk.jpg', 2.5 * BYTES_PER_MB)], accept: { maxBytes: BYTES_PER_MB, strictMaxBytes: true } },
  play: async ({ canvasElement }) => {
    const alert = await page(canvasElement).findByRole('dialog', { name: 'Hata' });
    await expect(alert).toHaveTextContent('En büyük boyut: 1,00 MB');
    await expect(rows(canvasElement)).toHaveLength(0);
  },
};

export const RefusedFormat: Story = {
  args: { files: [new File(['<html></html>'], 'sayfa.html', { type: 'text/html' })] },
  play: async ({ canvasElement }) => {
    const alert = await page(canvasElement).findByRole('dialog', { name: 'Hata' });
    await expect(alert).toHaveTextContent(
      'sayfa.html: Seçtiğiniz dosya biçimi uygun değil. İzin verilen uzantılar: gif, jpg, jpeg, png, webp, mp4, jfif',
    );
  },
};

export const RefusedNotImageOrVideo: Story = {
  args: { files: [new File(['%PDF'], 'rapor.pdf', { type: 'application/pdf' })] },
  play: async ({ canvasElement }) => {
    const alert = await page(canvasElement).findByRole('dialog', { name: 'Hata' });
    await expect(alert).toHaveTextContent('rapor.pdf: Yalnızca video veya resim yükleyebilirsiniz');
  },
};

export const ImagesOnly: Story = {
  args: { files: [videoFile()], accept: { mediaTypes: UPLOAD_MEDIA_TYPE.image } },
  play: async ({ canvasElement }) => {
    const alert = await page(canvasElement).findByRole('dialog', { name: 'Hata' });
    await expect(alert).toHaveTextContent('İzin verilen uzantılar: gif, jpg, jpeg, png, webp, jfif');
  },
};

export const HiddenFilesDropped: Story = {
  args: { files: [new File(['x'], '.DS_Store'), new File(['x'], 'Thumbs.db'), pngFile()] },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('kirmizi.png')).toBeInTheDocument();
    await expect(rows(canvasElement)).toHaveLength(1);
    await expect(body.queryByRole('dialog', { name: 'Hata' })).toBeNull();
  },
};

export const CloseWithUploadRunning: Story = {
  args: { files: [jpegFile()], start: true, onUpload: (upload) => upload.progress(20) },
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    await body.findByText('Yükleniyor %20');
    await userEvent.click(body.getByRole('button', { name: 'Kapat' }));
    const confirm = await body.findByRole('dialog', { name: 'Uyarı' });
    await expect(confirm).toHaveTextContent('Devam eden yüklemeyi iptal etmek istediğinize emin misiniz');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
