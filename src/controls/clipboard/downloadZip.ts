import { getRuntimeConfig } from '../../config.ts';
import { getStoredLocale } from '../../i18n/locale.ts';
import { requestHeaders } from '../../providers/requestHeaders.ts';
import { getIdToken } from '../../providers/oidcClient.ts';
import { getSelectedSiteId } from '../../providers/siteSelection.ts';
import { storageBaseUrl } from '../upload/storageUrls.ts';
import { fetchBlob } from './fetchBlob.ts';
import { saveBlob } from './saveBlob.ts';

export interface ZipDownloadDeps {
  storageUrl?: string;
  /** The bearer, siteid and language headers; the providers' by default. */
  headers?: () => Promise<Record<string, string>>;
  fetch?: typeof fetch;
  save?: (blob: Blob, fileName: string) => void;
}

const ZIP_FILE_NAME = 'media.zip';

const providerHeaders = () => requestHeaders(getIdToken, getSelectedSiteId, getStoredLocale);

/** POST /storage/zip with the stored paths; the answer (entries file-1.jpg, file-2.mp4, …) is saved as a download. */
export async function downloadZip(
  paths: readonly string[],
  { storageUrl = getRuntimeConfig()?.storageUrl, headers = providerHeaders, fetch: fetchImpl = fetch, save = saveBlob }: ZipDownloadDeps = {},
  fileName: string = ZIP_FILE_NAME,
): Promise<void> {
  const base = storageBaseUrl(storageUrl);
  if (!base) throw new Error('No storage URL: the zip cannot be requested');
  const blob = await fetchBlob(
    `${base}/zip`,
    {
      method: 'POST',
      headers: { ...(await headers()), 'content-type': 'application/json', accept: 'application/zip' },
      body: JSON.stringify({ paths }),
    },
    fetchImpl,
  );
  save(blob, fileName);
}
