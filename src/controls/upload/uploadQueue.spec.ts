import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_METHOD, UPLOAD_REQUEST_LIMIT_BASE } from '../../../resources/uploadRules.ts';
import { createAlertStore } from '../../alerts/alertStore.ts';
import { createControlledTransport, storedFileFor } from './stories/controlledTransport.ts';
import { jpegFile, pngFile, sizedFile, videoFile } from './stories/sampleUploadFiles.ts';
import { sha256Hex } from './sha256.ts';
import { UploadError } from './uploadError.ts';
import { createUploadQueue, type UploadQueueOptions } from './uploadQueue.ts';

/**
 * The real SHA-256, answered in the order asked: Web Crypto may finish hashes in any order, which
 * would make the order in which files reach the transport a race the tests below do not mean to test.
 */
function hashInOrder() {
  let previous: Promise<unknown> = Promise.resolve();
  return (file: File) => {
    const next = previous.then(() => sha256Hex(file));
    previous = next.catch(() => undefined);
    return next;
  };
}

function setup(options: UploadQueueOptions = {}) {
  const transport = createControlledTransport();
  const alerts = createAlertStore();
  const onComplete = vi.fn();
  const queue = createUploadQueue({ transport, alerts, onComplete, serverLimits: () => undefined, hashFile: hashInOrder(), ...options });
  const statuses = () => queue.getItems().map((item) => (item.queued ? 'queued' : item.status));
  const dialogs = () => alerts.getState().dialogs;
  return { transport, alerts, queue, onComplete, statuses, dialogs };
}

const distinctFiles = (count: number) => Array.from({ length: count }, (_, n) => sizedFile(`foto-${n}.jpg`, 100 + n));

afterEach(() => vi.restoreAllMocks());

describe('upload queue', () => {
  it('adds files as ready with random ids below the request limit base', async () => {
    const { queue, statuses } = setup();
    const added = await queue.addFiles([pngFile(), videoFile()]);
    expect(statuses()).toEqual(['ready', 'ready']);
    expect(added.map((item) => item.kind)).toEqual(['image', 'video']);
    for (const { id } of added) expect(id).toBeGreaterThan(0), expect(id).toBeLessThan(UPLOAD_REQUEST_LIMIT_BASE);
    expect(new Set(added.map((item) => item.id)).size).toBe(2);
  });

  it('gives files added together different ids even when the random draw repeats', () => {
    const { queue } = setup();
    const draws = [0.5, 0.5, 0.25, 0.5, 0.25, 0.75];
    vi.spyOn(Math, 'random').mockImplementation(() => draws.shift() ?? 0.9);
    const added = queue.add([pngFile(), jpegFile(), videoFile()]);
    expect(new Set(added.map((item) => item.id)).size).toBe(3);
  });

  it('runs at most three uploads at once and starts the next as one finishes', async () => {
    const { queue, transport, statuses } = setup();
    queue.add(distinctFiles(5));
    queue.startAll();
    await vi.waitFor(() => expect(transport.uploads).toHaveLength(3));
    expect(statuses()).toEqual(['uploading', 'uploading', 'uploading', 'queued', 'queued']);

    transport.uploads[1].succeed();
    await vi.waitFor(() => expect(transport.uploads).toHaveLength(4));
    expect(statuses()).toEqual(['uploading', 'success', 'uploading', 'uploading', 'queued']);
    expect(queue.getItems().filter((item) => item.status === 'uploading')).toHaveLength(3);
  });

  it('reports progress, shows processing at 100 until the answer, then success', async () => {
    const { queue, transport, statuses, onComplete } = setup();
    queue.add([videoFile()]);
    queue.startAll();
    await vi.waitFor(() => expect(transport.uploads).toHaveLength(1));
    expect(transport.uploads[0].fields).toEqual({ method: 'file', type: 2 });

    transport.uploads[0].progress(40);
    expect(queue.getItems()[0]).toMatchObject({ status: 'uploading', progress: 40 });
    transport.uploads[0].progress(100);
    expect(statuses()).toEqual(['processing']);
    expect(onComplete).not.toHaveBeenCalled();

    transport.uploads[0].succeed({ relativePath: 'videos/2026/11/a.mp4', width: 1280, height: 720 });
    await vi.waitFor(() => expect(statuses()).toEqual(['success']));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete.mock.calls[0][0]).toEqual([
      expect.objectContaining({
        name: 'roportaj.mp4',
        success: true,
        progress: 100,
        error: null,
        alreadyUploaded: false,
        response: { relativePath: 'videos/2026/11/a.mp4', width: 1280, height: 720 },
      }),
    ]);
  });

  it('skips the upload of an image whose hash the storage knows', async () => {
    const { queue, transport, statuses, onComplete } = setup();
    const file = jpegFile();
    const hash = (await sha256Hex(file))!;
    transport.remember(hash, storedFileFor(file, { relativePath: 'images/2026/10/known.jpg' }));
    queue.add([file]);
    queue.startAll();
    await vi.waitFor(() => expect(statuses()).toEqual(['success']));
    expect(transport.lookups).toEqual([hash]);
    expect(transport.uploads).toHaveLength(0);
    expect(queue.getItems()[0]).toMatchObject({ alreadyUploaded: true, progress: 100 });
    expect(onComplete.mock.calls[0][0][0]).toMatchObject({ alreadyUploaded: true, response: { relativePath: 'images/2026/10/known.jpg' } });
  });

  it('does not look videos up', async () => {
    const { queue, transport } = setup();
    queue.add([videoFile()]);
    queue.startAll();
    await vi.waitFor(() => expect(transport.uploads).toHaveLength(1));
    expect(transport.lookups).toEqual([]);
  });

  it('logs a lookup error and uploads anyway', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { queue, transport } = setup();
    transport.failLookups(new Error('storage down'));
    queue.add([pngFile()]);
    queue.startAll();
    await vi.waitFor(() => expect(transport.uploads).toHaveLength(1));
    expect(transport.lookups).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('treated as not found'), expect.any(Error));
  });

  it('uploads without a lookup when hashing fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { queue, transport } = setup({ hashFile: () => Promise.reject(new Error('no Web Crypto')) });
    queue.add([pngFile()]);
    queue.startAll();
    await vi.waitFor(() => expect(transport.uploads).toHaveLength(1));
    expect(transport.lookups).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });

  it('sends a byte-identical copy only once: the copy reuses the first upload', async () => {
    const { queue, transport, statuses } = setup();
    queue.add([jpegFile('a.jpg'), jpegFile('copy-of-a.jpg')]);
    queue.startAll();
    await vi.waitFor(() => expect(transport.uploads).toHaveLength(1));
    transport.uploads[0].succeed();
    await vi.waitFor(() => expect(statuses()).toEqual(['success', 'success']));
    expect(transport.uploads).toHaveLength(1);
    expect(queue.getItems()[1]).toMatchObject({ alreadyUploaded: true, response: { relativePath: 'images/2026/11/a.jpg' } });
  });

  it('marks a failure as error with its reason, shows one "Upload failed" alert, and retries', async () => {
    const { queue, transport, statuses, dialogs } = setup();
    queue.add(distinctFiles(2));
    queue.startAll();
    await vi.waitFor(() => expect(transport.uploads).toHaveLength(2));
    transport.uploads[0].fail(new UploadError('upload.messages.contentMismatch', { status: 400 }));
    transport.uploads[1].fail(new Error('socket hang up'));
    await vi.waitFor(() => expect(statuses()).toEqual(['error', 'error']));
    expect(queue.getItems().map((item) => item.error?.message)).toEqual(['upload.messages.contentMismatch', 'upload.messages.uploadFailed']);
    expect(dialogs()).toHaveLength(1);
    expect(dialogs()[0]).toMatchObject({ kind: 'alert', type: 'error', title: 'alerts.titles.error', message: 'upload.messages.uploadFailed' });

    const [first] = queue.getItems();
    queue.retry(first.id);
    await vi.waitFor(() => expect(transport.uploads).toHaveLength(3));
    expect(queue.getItems()[0]).toMatchObject({ status: 'uploading', error: undefined });
  });

  it('stops a running upload back to ready, aborting its request, without an alert', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { queue, transport, statuses, dialogs } = setup();
    queue.add(distinctFiles(4));
    queue.startAll();
    await vi.waitFor(() => expect(transport.uploads).toHaveLength(3));
    queue.stop(queue.getItems()[0].id);
    expect(transport.uploads[0].signal.aborted).toBe(true);
    expect(statuses()).toEqual(['ready', 'uploading', 'uploading', 'uploading']);
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith('Upload of foto-0.jpg cancelled'));
    expect(dialogs()).toHaveLength(0);
  });

  it('removes a file after confirmation, aborting it when running', async () => {
    const { queue, transport, dialogs } = setup();
    queue.add([videoFile()]);
    queue.startAll();
    await vi.waitFor(() => expect(transport.uploads).toHaveLength(1));
    const removal = queue.remove(queue.getItems()[0].id);
    expect(dialogs()[0]).toMatchObject({ kind: 'confirm', message: 'upload.dialog.removeConfirm', values: { name: 'roportaj.mp4' } });
    const entry = dialogs()[0];
    if (entry.kind === 'confirm') entry.close(true);
    await expect(removal).resolves.toBe(true);
    expect(queue.getItems()).toEqual([]);
    expect(transport.uploads[0].signal.aborted).toBe(true);
  });

  it('keeps a file whose removal is declined', async () => {
    const { queue, dialogs } = setup();
    queue.add([pngFile()]);
    const removal = queue.remove(queue.getItems()[0].id);
    const entry = dialogs()[0];
    if (entry.kind === 'confirm') entry.close(false);
    await expect(removal).resolves.toBe(false);
    expect(queue.getItems()).toHaveLength(1);
  });

  it('asks before discarding the selected files', async () => {
    const { queue, dialogs } = setup();
    queue.add([pngFile(), jpegFile()]);
    const discard = queue.discardSelected();
    expect(dialogs()[0]).toMatchObject({ message: 'upload.dialog.discardConfirm', values: { count: 2 } });
    const entry = dialogs()[0];
    if (entry.kind === 'confirm') entry.close(true);
    await expect(discard).resolves.toBe(true);
    expect(queue.getItems()).toEqual([]);
  });

  it('asks before closing with pending uploads, and aborts them when confirmed', async () => {
    const { queue, transport, dialogs } = setup();
    queue.add([videoFile()]);
    queue.startAll();
    await vi.waitFor(() => expect(transport.uploads).toHaveLength(1));
    const declined = queue.close();
    expect(dialogs()[0]).toMatchObject({ kind: 'confirm', type: 'warning', message: 'upload.messages.cancelInProgress' });
    let entry = dialogs()[0];
    if (entry.kind === 'confirm') entry.close(false);
    await expect(declined).resolves.toBe(false);
    expect(transport.uploads[0].signal.aborted).toBe(false);

    const confirmed = queue.close();
    entry = dialogs()[0];
    if (entry.kind === 'confirm') entry.close(true);
    await expect(confirmed).resolves.toBe(true);
    expect(transport.uploads[0].signal.aborted).toBe(true);
    expect(queue.getItems()).toEqual([]);
  });

  it('closes without asking when forced, or when nothing is pending', async () => {
    const forced = setup();
    forced.queue.add([pngFile()]);
    await expect(forced.queue.close({ force: true })).resolves.toBe(true);
    expect(forced.dialogs()).toHaveLength(0);

    const idle = setup();
    await expect(idle.queue.close()).resolves.toBe(true);
    expect(idle.dialogs()).toHaveLength(0);
  });

  it("fails with 'No valid uploading method found.' when the method flags allow neither file nor cloud", async () => {
    const { queue, statuses, dialogs } = setup({ accept: { methods: UPLOAD_METHOD.ftp } });
    queue.add([videoFile()]);
    queue.startAll();
    await vi.waitFor(() => expect(statuses()).toEqual(['error']));
    expect(queue.getItems()[0].error?.message).toBe('upload.messages.noUploadMethod');
    expect(dialogs()[0]).toMatchObject({ message: 'upload.messages.noUploadMethod' });
  });

  it('sends the cloud method when only cloud is allowed', async () => {
    const { queue, transport } = setup({ accept: { methods: UPLOAD_METHOD.cloud } });
    queue.add([videoFile()]);
    queue.startAll();
    await vi.waitFor(() => expect(transport.uploads).toHaveLength(1));
    expect(transport.uploads[0].fields.method).toBe('cloud');
  });

  it('keeps one file when multiple is off, replacing the selected one', async () => {
    const { queue } = setup({ accept: { multiple: false } });
    await queue.addFiles([pngFile(), jpegFile()]);
    expect(queue.getItems().map((item) => item.file.name)).toEqual(['kirmizi.png']);
    await queue.addFiles([jpegFile()]);
    expect(queue.getItems().map((item) => item.file.name)).toEqual(['mavi.jpg']);
  });
});
