import { getStoredLocale } from '../../i18n/locale.ts';
import { getIdToken } from '../../providers/oidcClient.ts';
import { requestHeaders } from '../../providers/requestHeaders.ts';
import { getSelectedSiteId } from '../../providers/siteSelection.ts';
import { saveBlob } from '../clipboard/saveBlob.ts';

export const EXPORT_PATH = '/api/export';

export interface ExportRequest {
  /** The list's name on the server (`contents`, `agencyContents`, a declared resource's name). */
  resource: string;
  /** The list query's filter, as the screen sends it. */
  filter?: object;
  /** The screen's shown columns; every exported column when absent. */
  columns?: readonly string[];
}

export interface ExportDeps {
  /** The bearer, siteid and language headers; the providers' by default. */
  headers?: () => Promise<Record<string, string>>;
  fetch?: typeof fetch;
  save?: (blob: Blob, fileName: string) => void;
}

/** A failed export, by the message key the user reads. */
export class ExportError extends Error {
  constructor(
    readonly messageKey: string,
    readonly status?: number,
  ) {
    super(`The export failed: ${messageKey}${status ? ` (${status})` : ''}`);
    this.name = 'ExportError';
  }
}

const MESSAGE_OF_STATUS: Record<number, string> = { 401: 'listExport.errors.session', 403: 'listExport.errors.forbidden' };

/** Counts the CSV's line ends outside quotes, chunk by chunk (a quoted cell may hold a line break). */
export function rowCounter() {
  let quoted = false;
  let lines = 0;
  return (text: string) => {
    for (let index = 0; index < text.length; index += 1) {
      const char = text.charCodeAt(index);
      if (char === 34) quoted = !quoted;
      else if (char === 10 && !quoted) lines += 1;
    }
    // The header is the first line.
    return Math.max(0, lines - 1);
  };
}

const fileNameOf = (disposition: string | null, resource: string) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? `${resource}-${new Date().toISOString().slice(0, 10)}.csv`;

const providerHeaders = () => requestHeaders(getIdToken, getSelectedSiteId, getStoredLocale);

/**
 * GET /api/export/:resource with the session's headers, read as it streams (`onRows` told the rows
 * so far), then saved as the file the server names. Aborting `signal` stops the read and saves nothing.
 */
export async function downloadExport(
  { resource, filter, columns }: ExportRequest,
  { onRows, signal }: { onRows?: (rows: number) => void; signal?: AbortSignal } = {},
  { headers = providerHeaders, fetch: fetchImpl = fetch, save = saveBlob }: ExportDeps = {},
): Promise<number> {
  const search = new URLSearchParams({ filter: JSON.stringify(filter ?? {}), lang: getStoredLocale() });
  if (columns?.length) search.set('columns', columns.join(','));
  let response: Response;
  try {
    response = await fetchImpl(`${EXPORT_PATH}/${encodeURIComponent(resource)}?${search}`, { headers: { ...(await headers()), accept: 'text/csv' }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ExportError('listExport.errors.failed');
  }
  if (!response.ok || !response.body) throw new ExportError(MESSAGE_OF_STATUS[response.status] ?? 'listExport.errors.failed', response.status);
  const reader = response.body.getReader();
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const count = rowCounter();
  const chunks: Uint8Array[] = [];
  let rows = 0;
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      chunks.push(read.value);
      rows = count(decoder.decode(read.value, { stream: true }));
      onRows?.(rows);
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ExportError('listExport.errors.failed');
  }
  save(new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }), fileNameOf(response.headers.get('content-disposition'), resource));
  return rows;
}
