import { describe, expect, it } from 'vitest';
import { BYTES_PER_MB, UPLOAD_MEDIA_TYPE } from '../../../resources/uploadRules.ts';
import { createAlertStore } from '../../alerts/alertStore.ts';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { jpegFile, pngFile, sizedFile, videoFile } from './stories/sampleUploadFiles.ts';
import { allowedExtensionsFor, screenFiles } from './screenFiles.ts';
import type { UploadAccept } from './uploadTypes.ts';

const noServerLimits = () => undefined;

function screen(files: (File | null)[], accept: UploadAccept = {}, limits: Parameters<typeof screenFiles>[3] = noServerLimits) {
  const alerts = createAlertStore();
  const kept = screenFiles(files, accept, alerts, limits);
  const dialogs = () => alerts.getState().dialogs;
  /** The dialogs as the user reads them in English. */
  const texts = () => dialogs().map((dialog) => i18nProvider.translate(dialog.message, { _: dialog.message, ...dialog.values }));
  const answer = (confirmed: boolean) => {
    const [entry] = dialogs();
    if (entry?.kind !== 'confirm') throw new Error('no confirmation open');
    entry.close(confirmed);
  };
  return { kept, dialogs, texts, answer };
}

const names = async (kept: Promise<File[]>) => (await kept).map((file) => file.name);

describe('screening dropped files (spec 01 §5)', () => {
  it('drops hidden and system files without a word', async () => {
    const { kept, dialogs } = screen([new File(['x'], '.DS_Store'), new File(['x'], 'Thumbs.db'), new File(['x'], 'desktop.ini'), pngFile()]);
    expect(await names(kept)).toEqual(['kirmizi.png']);
    expect(dialogs()).toEqual([]);
  });

  it.each(['index.html', 'page.htm', 'app.js', 'App.JSX'])('refuses %s naming the allowed extensions', async (name) => {
    await i18nProvider.changeLocale('en');
    const { kept, texts, dialogs } = screen([new File(['<script>'], name, { type: 'image/jpeg' })]);
    expect(await kept).toEqual([]);
    expect(dialogs()[0]).toMatchObject({ kind: 'alert', type: 'error' });
    expect(texts()).toEqual([
      `${name}: The file format you selected is not suitable. Allowed extensions: gif, jpg, jpeg, png, webp, mp4, jfif`,
    ]);
  });

  it("refuses what is neither image nor video: 'You can only upload video or image'", async () => {
    await i18nProvider.changeLocale('en');
    const { kept, texts } = screen([new File(['%PDF'], 'report.pdf', { type: 'application/pdf' })]);
    expect(await kept).toEqual([]);
    expect(texts()).toEqual(['report.pdf: You can only upload video or image']);
  });

  it("says 'File not exist' for a missing file", async () => {
    await i18nProvider.changeLocale('en');
    const { kept, texts } = screen([null]);
    expect(await kept).toEqual([]);
    expect(texts()).toEqual(['File not exist']);
  });

  it('matches a caller list of extensions ignoring case, and names that list', async () => {
    await i18nProvider.changeLocale('en');
    const { kept, texts } = screen([pngFile('LOGO.PNG'), jpegFile()], { allowedExtensions: ['PNG', 'bmp'] });
    expect(await names(kept)).toEqual(['LOGO.PNG']);
    expect(texts()).toEqual(['mavi.jpg: The file format you selected is not suitable. Allowed extensions: png, bmp']);
  });

  it("runs the caller's own check", async () => {
    await i18nProvider.changeLocale('en');
    const { kept, texts } = screen([pngFile(), jpegFile()], {
      customCheck: (file) => (file.name.endsWith('.png') ? { outcome: 'refuse', message: 'checkImageSize' } : undefined),
    });
    expect(await names(kept)).toEqual(['mavi.jpg']);
    expect(texts()).toEqual(['kirmizi.png: Check image size']);
  });

  it('narrows the default extensions to the accepted media types', async () => {
    expect(allowedExtensionsFor({ mediaTypes: UPLOAD_MEDIA_TYPE.image })).toEqual(['gif', 'jpg', 'jpeg', 'png', 'webp', 'jfif']);
    expect(allowedExtensionsFor({ mediaTypes: UPLOAD_MEDIA_TYPE.video })).toEqual(['mp4']);
    const { kept, dialogs } = screen([videoFile(), pngFile()], { mediaTypes: UPLOAD_MEDIA_TYPE.video });
    expect(await names(kept)).toEqual(['roportaj.mp4']);
    expect(dialogs()[0].values).toMatchObject({ name: 'kirmizi.png', extensions: 'mp4' });
  });

  it('asks to confirm an oversize file with the suggested maximum and the actual size in MB', async () => {
    await i18nProvider.changeLocale('en');
    const big = sizedFile('big.jpg', Math.round(2.345 * BYTES_PER_MB));
    const accepted = screen([big], { maxBytes: 2 * BYTES_PER_MB });
    await Promise.resolve();
    expect(accepted.dialogs()[0]).toMatchObject({ kind: 'confirm', type: 'warning' });
    expect(accepted.texts()[0]).toBe(
      'big.jpg: The file is larger than the allowed size.\nSuggested maximum: 2.00 MB\nFile size: 2.35 MB\nUpload it anyway?',
    );
    accepted.answer(true);
    expect(await names(accepted.kept)).toEqual(['big.jpg']);

    const declined = screen([big], { maxBytes: 2 * BYTES_PER_MB });
    await Promise.resolve();
    declined.answer(false);
    expect(await declined.kept).toEqual([]);
  });

  it('refuses an oversize file with an error alert when the limit is strict', async () => {
    await i18nProvider.changeLocale('en');
    const { kept, dialogs, texts } = screen([sizedFile('big.jpg', 3 * BYTES_PER_MB), pngFile()], {
      maxBytes: 2 * BYTES_PER_MB,
      strictMaxBytes: true,
    });
    expect(await names(kept)).toEqual(['kirmizi.png']);
    expect(dialogs()[0]).toMatchObject({ kind: 'alert', type: 'error' });
    expect(texts()[0]).toBe('big.jpg: The file is larger than the allowed size.\nMaximum: 2.00 MB\nFile size: 3.00 MB');
  });

  it("refuses a file above the server's ceiling for its kind", async () => {
    const limits = () => ({ maxImageBytes: 1000, maxVideoBytes: 10_000 });
    const { kept, dialogs } = screen([sizedFile('photo.jpg', 2000), videoFile('clip.mp4', 5000)], {}, limits);
    expect(await names(kept)).toEqual(['clip.mp4']);
    expect(dialogs()).toHaveLength(1);
    expect(dialogs()[0]).toMatchObject({ kind: 'alert', message: 'upload.oversize.refused', values: { name: 'photo.jpg' } });
  });

  it('keeps only the first acceptable file when multiple is off', async () => {
    const { kept } = screen([new File(['x'], '.hidden.jpg'), pngFile(), jpegFile()], { multiple: false });
    expect(await names(kept)).toEqual(['kirmizi.png']);
  });

  it('shows the refusals in Turkish too', async () => {
    await i18nProvider.changeLocale('tr');
    const { kept, texts } = screen([new File(['x'], 'a.js')]);
    await kept;
    expect(texts()[0]).toBe('a.js: Seçtiğiniz dosya biçimi uygun değil. İzin verilen uzantılar: gif, jpg, jpeg, png, webp, mp4, jfif');
  });
});
