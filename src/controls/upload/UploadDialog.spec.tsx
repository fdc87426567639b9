import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import preview from '../../../.storybook/preview';
import type { ControlledTransport } from './stories/controlledTransport.ts';
import { pngFile, videoFile } from './stories/sampleUploadFiles.ts';
import * as stories from './UploadDialog.stories.tsx';

setProjectAnnotations(preview);
const { Empty, ReadyFiles, CloseWithUploadRunning, ErrorWithRetry, OversizeConfirm, UploadingWithProgress } = composeStories(stories);

const rows = () => document.querySelectorAll('[data-upload-id]');
const dropzone = () => screen.getByRole('button', { name: 'Dosyaları buraya sürükleyin ya da seçmek için tıklayın' });
const answer = async (label: 'Evet' | 'Vazgeç') =>
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Uyarı' })).getByRole('button', { name: label }));

function exposed() {
  const parts: { transport?: ControlledTransport } = {};
  return { parts, expose: (given: { transport: ControlledTransport }) => void (parts.transport = given.transport) };
}

describe('UploadDialog', () => {
  it('takes dropped files through the rules: hidden files vanish, refusals are alerted, the rest are listed', async () => {
    render(<Empty />);
    const files = [new File(['x'], '.DS_Store'), new File(['<p>'], 'sayfa.htm', { type: 'text/html' }), pngFile()];
    fireEvent.drop(dropzone(), {
      dataTransfer: { files, types: ['Files'], items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })) },
    });
    const alert = await screen.findByRole('dialog', { name: 'Hata' });
    expect(alert.textContent).toContain('sayfa.htm: Seçtiğiniz dosya biçimi uygun değil');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0].textContent).toContain('kirmizi.png');
  });

  it('takes files chosen with the file chooser, which the keyboard opens from the focusable zone', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Empty />);
    expect(dropzone().tabIndex).toBe(0);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const opened = vi.spyOn(input, 'click');
    fireEvent.keyDown(dropzone(), { key: 'Enter' });
    expect(opened).toHaveBeenCalledTimes(1);
    expect(input.accept).toBe('.gif,.jpg,.jpeg,.png,.webp,.mp4,.jfif');
    expect(input.multiple).toBe(true);
    await user.upload(input, [pngFile(), videoFile()]);
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('"Upload" starts every ready file', async () => {
    const { parts, expose } = exposed();
    render(<ReadyFiles expose={expose} />);
    await screen.findAllByText('Hazır');
    fireEvent.click(screen.getByRole('button', { name: 'Yükle' }));
    await waitFor(() => expect(parts.transport?.uploads).toHaveLength(3));
  });

  it('asks before removing a file', async () => {
    render(<ReadyFiles />);
    fireEvent.click(await screen.findByRole('button', { name: 'kirmizi.png dosyasını çıkar' }));
    expect((await screen.findByRole('dialog', { name: 'Uyarı' })).textContent).toContain('kirmizi.png listeden çıkarılsın mı?');
    await answer('Vazgeç');
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'kirmizi.png dosyasını çıkar' }));
    await answer('Evet');
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('asks before discarding the selected files', async () => {
    render(<ReadyFiles />);
    await screen.findAllByText('Hazır');
    fireEvent.click(screen.getByRole('button', { name: 'Seçilenleri at' }));
    expect((await screen.findByRole('dialog', { name: 'Uyarı' })).textContent).toContain('Seçilen 3 dosya atılsın mı?');
    await answer('Evet');
    expect(await screen.findByText('Henüz dosya seçilmedi.')).toBeTruthy();
  });

  it('closes with uploads running only once the user confirms, aborting them', async () => {
    const onClose = fn();
    const { parts, expose } = exposed();
    render(<CloseWithUploadRunning onClose={onClose} expose={expose} />);
    await screen.findByText('Yükleniyor %20');
    fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    await answer('Vazgeç');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Uyarı' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(parts.transport?.uploads[0].signal.aborted).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    await answer('Evet');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(parts.transport?.uploads[0].signal.aborted).toBe(true);
  });

  it('closes at once when forced', async () => {
    const onClose = fn();
    render(<UploadingWithProgress force onClose={onClose} />);
    await screen.findByText('Yükleniyor %45');
    fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: 'Uyarı' })).toBeNull();
  });

  it('retries a failed upload', async () => {
    const { parts, expose } = exposed();
    render(<ErrorWithRetry expose={expose} />);
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Hata' })).getByRole('button', { name: 'Tamam' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hata' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'mavi.jpg için yeniden dene' }));
    await waitFor(() => expect(parts.transport?.uploads).toHaveLength(2));
  });

  it('keeps an oversize file the user confirms', async () => {
    render(<OversizeConfirm />);
    await answer('Evet');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0].textContent).toContain('2,50 MB');
  });
});
