import { DEFAULT_UPLOAD_THREADS, UPLOAD_REQUEST_LIMIT_BASE } from '../../../resources/uploadRules.ts';
import { alertStore } from '../../alerts/alertStore.ts';
import { createHashedUpload } from './hashedUpload.ts';
import { sha256Hex } from './sha256.ts';
import { mediaKindOf, runtimeUploadLimits, screenFiles, type ServerUploadLimits, type UploadAlerts } from './screenFiles.ts';
import { uploadClient } from './uploadClient.ts';
import { isAbortError, toUploadMessage, uploadMessageKey } from './uploadError.ts';
import { uploadFields } from './uploadMethod.ts';
import { isPending, isRunning, toUploadedFile } from './uploadItem.ts';
import type { UploadAccept, UploadedFile, UploadItem, UploadTransport } from './uploadTypes.ts';

export interface UploadQueueOptions {
  accept?: UploadAccept;
  /** Default: the storage over HTTP (uploadClient). */
  transport?: UploadTransport;
  /** Uploads at once; default DEFAULT_UPLOAD_THREADS (3). */
  threads?: number;
  /** Default: the app's alert store. */
  alerts?: UploadAlerts;
  hashFile?: (file: File) => Promise<string | undefined>;
  serverLimits?: ServerUploadLimits;
  /** Queue files as soon as they are added (single-file picker). */
  autoStart?: boolean;
  /** Each time the queue drains: the files that succeeded since the last call. */
  onComplete?: (files: UploadedFile[]) => void;
}

export interface UploadQueue {
  getItems(): readonly UploadItem[];
  subscribe(listener: () => void): () => void;
  configure(options: UploadQueueOptions): void;
  getAccept(): UploadAccept;
  /** Screens the files (spec 01 §5 with its alerts and confirmations), then adds the kept ones. */
  addFiles(files: readonly (File | null | undefined)[]): Promise<UploadItem[]>;
  screen(files: readonly (File | null | undefined)[]): Promise<File[]>;
  /** Adds files as they are, without screening. */
  add(files: readonly File[]): UploadItem[];
  start(id: number): void;
  startAll(): void;
  retry(id: number): void;
  /** Stops a running or waiting upload: back to ready. */
  stop(id: number): void;
  /** Removes a file (asking first unless forced), aborting it when running. */
  remove(id: number, options?: { force?: boolean }): Promise<boolean>;
  /** Drops the selected files not yet started, asking first unless forced. */
  discardSelected(options?: { force?: boolean }): Promise<boolean>;
  /** Ends the queue: with pending or running files asks 'cancel upload in progress' unless forced. */
  close(options?: { force?: boolean }): Promise<boolean>;
  /** Aborts every running upload without asking (unmount). */
  abortAll(): void;
}

const CONFIGURATION_ERRORS = [uploadMessageKey('noPostAction'), uploadMessageKey('noUploadMethod')];

export function createUploadQueue(initial: UploadQueueOptions = {}): UploadQueue {
  let options = initial;
  let items: readonly UploadItem[] = [];
  const listeners = new Set<() => void>();
  const controllers = new Map<number, AbortController>();
  const reported = new Set<number>();
  let failureShown = false;
  const alerts = () => options.alerts ?? alertStore;
  const hashedUpload = createHashedUpload({
    transport: () => options.transport ?? uploadClient,
    hashFile: (file) => (options.hashFile ?? sha256Hex)(file),
  });

  const setItems = (next: readonly UploadItem[]) => {
    items = next;
    listeners.forEach((listener) => listener());
  };
  const find = (id: number) => items.find((item) => item.id === id);
  const update = (id: number, patch: Partial<UploadItem>) =>
    setItems(items.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  // Unique among the queue's items and the ones being added with it (one batch drew two alike once).
  const randomId = (taken: ReadonlySet<number>) => {
    let id: number;
    do id = 1 + Math.floor(Math.random() * (UPLOAD_REQUEST_LIMIT_BASE - 1));
    while (find(id) || taken.has(id));
    return id;
  };

  const showFailure = (message: string) => {
    if (failureShown) return;
    failureShown = true;
    const text = CONFIGURATION_ERRORS.includes(message) ? message : uploadMessageKey('uploadFailed');
    void alerts().showAlert({ type: 'error', title: 'alerts.titles.error', message: text }).then(() => (failureShown = false));
  };

  const reportCompleted = () => {
    if (items.some((item) => isRunning(item) || item.queued)) return;
    const done = items.filter((item) => item.status === 'success' && !reported.has(item.id));
    if (done.length === 0) return;
    done.forEach((item) => reported.add(item.id));
    options.onComplete?.(done.map(toUploadedFile));
  };

  const current = (id: number, controller: AbortController) => controllers.get(id) === controller;

  async function run(item: UploadItem, controller: AbortController) {
    const { id, file, kind } = item;
    try {
      const { stored, alreadyUploaded } = await hashedUpload(file, kind, () => uploadFields(kind, options.accept?.methods), {
        signal: controller.signal,
        onProgress: (percent) => {
          if (current(id, controller)) update(id, { progress: percent, status: percent >= 100 ? 'processing' : 'uploading' });
        },
      });
      if (current(id, controller)) update(id, { status: 'success', progress: 100, response: stored, alreadyUploaded });
    } catch (error) {
      if (controller.signal.aborted || isAbortError(error)) {
        // Cancelled: logged only (spec 01 §8). Stopped here it is already ready; cancelled elsewhere, make it so.
        console.info(`Upload of ${file.name} cancelled`);
        if (current(id, controller)) update(id, { status: 'ready', queued: false, progress: 0 });
      } else if (current(id, controller)) {
        const reason = toUploadMessage(error);
        update(id, { status: 'error', error: reason });
        showFailure(reason.message);
      }
    } finally {
      if (current(id, controller)) controllers.delete(id);
      pump();
      reportCompleted();
    }
  }

  function pump() {
    const threads = Math.max(1, options.threads ?? DEFAULT_UPLOAD_THREADS);
    let running = items.filter(isRunning).length;
    for (const item of items) {
      if (running >= threads) break;
      if (item.status !== 'ready' || !item.queued) continue;
      running += 1;
      const controller = new AbortController();
      controllers.set(item.id, controller);
      update(item.id, { status: 'uploading', queued: false, progress: 0, error: undefined });
      void run(item, controller);
    }
  }

  const cancel = (id: number) => {
    controllers.get(id)?.abort();
    controllers.delete(id);
  };

  const queue: UploadQueue = {
    getItems: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    configure(next) {
      options = next;
    },
    getAccept: () => options.accept ?? {},
    screen: (files) => screenFiles(files, options.accept ?? {}, alerts(), options.serverLimits ?? runtimeUploadLimits),
    async addFiles(files) {
      return queue.add(await queue.screen(files));
    },
    add(files) {
      if (files.length === 0) return [];
      const kept = options.accept?.multiple === false ? items.filter(isRunning) : items;
      const drawn = new Set<number>();
      const nextId = () => {
        const id = randomId(drawn);
        drawn.add(id);
        return id;
      };
      const added = files.map((file): UploadItem => ({
        id: nextId(),
        file,
        kind: mediaKindOf(file),
        status: 'ready',
        queued: !!options.autoStart,
        progress: 0,
        alreadyUploaded: false,
      }));
      setItems([...kept, ...added]);
      pump();
      return added;
    },
    start(id) {
      if (find(id)?.status !== 'ready') return;
      update(id, { queued: true });
      pump();
    },
    startAll() {
      setItems(items.map((item) => (item.status === 'ready' ? { ...item, queued: true } : item)));
      pump();
    },
    retry(id) {
      if (find(id)?.status !== 'error') return;
      update(id, { status: 'ready', queued: true, progress: 0, error: undefined });
      pump();
    },
    stop(id) {
      const item = find(id);
      if (!item || !(isRunning(item) || item.queued)) return;
      cancel(id);
      update(id, { status: 'ready', queued: false, progress: 0 });
      pump();
    },
    async remove(id, { force = false } = {}) {
      const item = find(id);
      if (!item) return false;
      if (!force && !(await alerts().confirm({ type: 'warning', message: 'upload.dialog.removeConfirm', values: { name: item.file.name } }))) {
        return false;
      }
      cancel(id);
      setItems(items.filter((entry) => entry.id !== id));
      pump();
      reportCompleted();
      return true;
    },
    async discardSelected({ force = false } = {}) {
      const isSelected = (item: UploadItem) => item.status === 'ready' && !item.queued;
      const selected = items.filter(isSelected);
      if (selected.length === 0) return true;
      if (!force && !(await alerts().confirm({ type: 'warning', message: 'upload.dialog.discardConfirm', values: { count: selected.length } }))) {
        return false;
      }
      setItems(items.filter((item) => !isSelected(item)));
      return true;
    },
    async close({ force = false } = {}) {
      if (!force && items.some(isPending) && !(await alerts().confirm({ type: 'warning', message: uploadMessageKey('cancelInProgress') }))) {
        return false;
      }
      items.forEach((item) => cancel(item.id));
      setItems([]);
      return true;
    },
    abortAll() {
      items.filter(isRunning).forEach((item) => cancel(item.id));
      setItems(items.map((item) => (isRunning(item) || item.queued ? { ...item, status: 'ready', queued: false, progress: 0 } : item)));
    },
  };
  return queue;
}
