import { getRuntimeConfig } from '../../config.ts';
import { getStoredLocale } from '../../i18n/locale.ts';
import { requestHeaders } from '../../providers/requestHeaders.ts';
import { getIdToken } from '../../providers/oidcClient.ts';
import { getSelectedSiteId } from '../../providers/siteSelection.ts';
import { storageBaseUrl } from './storageUrls.ts';
import { UploadError, uploadErrorFromResponse, uploadMessageKey } from './uploadError.ts';
import type { StoredFile, UploadFields, UploadSendOptions, UploadTransport } from './uploadTypes.ts';

export interface UploadClientDeps {
  /** The storage base URL, e.g. '/storage' (from /api/config). */
  getStorageUrl?: () => string | undefined;
  getIdToken?: () => Promise<string | undefined>;
  getSiteId?: () => string;
  getLanguage?: () => string;
  createRequest?: () => XMLHttpRequest;
  fetch?: typeof fetch;
}

/** `{ data: { relativePath, width, height, … } }` → the stored file, or undefined for any other shape. */
function readStoredFile(body: unknown): StoredFile | undefined {
  const data = (body as { data?: Partial<StoredFile> } | null)?.data;
  if (!data || typeof data.relativePath !== 'string' || !data.relativePath) return undefined;
  const dimension = (value: unknown) => (typeof value === 'number' ? value : null);
  return {
    relativePath: data.relativePath,
    width: dimension(data.width),
    height: dimension(data.height),
    ...(typeof data.fileHash === 'string' ? { fileHash: data.fileHash } : {}),
    ...(typeof data.size === 'number' ? { size: data.size } : {}),
    ...(typeof data.mimeType === 'string' ? { mimeType: data.mimeType } : {}),
  };
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

function sendForm(
  request: XMLHttpRequest,
  url: string,
  headers: Record<string, string>,
  form: FormData,
  { onProgress, signal }: UploadSendOptions,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortError());
    request.open('POST', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    // Every byte is out: the server is now storing, sniffing and measuring ('processing').
    request.upload.onload = () => onProgress(100);
    request.onload = () => resolve({ status: request.status, body: parseJson(request.responseText) });
    request.onerror = () => reject(new UploadError('errors.unreachable'));
    request.ontimeout = () => reject(new UploadError('errors.unreachable'));
    request.onabort = () => reject(abortError());
    signal.addEventListener(
      'abort',
      () => {
        request.abort();
        reject(abortError());
      },
      { once: true },
    );
    request.send(form);
  });
}

/**
 * The storage over HTTP (spec 01 §7): POST multipart `method`, `type`, `file` by XHR (progress and
 * abort), GET file-info by hash; both with the bearer id token, siteid and language of GraphQL calls.
 */
export function createUploadClient(deps: UploadClientDeps = {}): UploadTransport {
  const {
    getStorageUrl = () => getRuntimeConfig()?.storageUrl,
    createRequest = () => new XMLHttpRequest(),
    fetch: fetchImpl = (...args: Parameters<typeof fetch>) => fetch(...args),
  } = deps;
  const headers = () =>
    requestHeaders(deps.getIdToken ?? getIdToken, deps.getSiteId ?? getSelectedSiteId, deps.getLanguage ?? getStoredLocale);
  const storageBase = () => storageBaseUrl(getStorageUrl());

  return {
    async upload(file: File, fields: UploadFields, options: UploadSendOptions): Promise<StoredFile> {
      const base = storageBase();
      if (!base) throw new UploadError(uploadMessageKey('noPostAction'));
      const form = new FormData();
      // The server reads the fields in this order and streams `file` last.
      form.append('method', fields.method);
      form.append('type', String(fields.type));
      if (fields.crop) {
        form.append('cropOf', fields.crop.of);
        form.append('cropType', fields.crop.type);
      }
      form.append('file', file, file.name);
      const { status, body } = await sendForm(createRequest(), `${base}/upload`, await headers(), form, options);
      const stored = status >= 200 && status < 300 ? readStoredFile(body) : undefined;
      if (stored) return stored;
      throw uploadErrorFromResponse(status, body);
    },

    async lookupFileByHash(hash: string): Promise<StoredFile | null> {
      const base = storageBase();
      if (!base) {
        console.warn('File lookup by hash skipped: no storage URL');
        return null;
      }
      try {
        const response = await fetchImpl(`${base}/file-info?fileHash=${encodeURIComponent(hash)}`, {
          headers: { ...(await headers()), accept: 'application/json' },
        });
        if (!response.ok) {
          console.warn(`File lookup by hash failed: HTTP ${response.status}`);
          return null;
        }
        const body = (await response.json()) as { data?: unknown } | null;
        // `{ data: null }`: no file with that hash yet, the usual answer before an upload.
        if (body?.data === null) return null;
        const stored = readStoredFile(body);
        if (!stored) console.warn('File lookup by hash returned an unexpected shape');
        return stored ?? null;
      } catch (error) {
        console.warn('File lookup by hash failed', error);
        return null;
      }
    },
  };
}

/** The app's storage client (config from /api/config, token and site from the providers). */
export const uploadClient: UploadTransport = createUploadClient();
