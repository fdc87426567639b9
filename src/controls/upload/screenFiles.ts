import {
  checkUploadCandidate,
  checkUploadSize,
  DEFAULT_ALLOWED_EXTENSIONS,
  DOCUMENT_EXTENSIONS,
  mediaKindOfFile,
  mediaTypeFlagOf,
  UPLOAD_MEDIA_TYPE,
  VIDEO_ONLY_EXTENSIONS,
  type MediaKind,
  type UploadCheck,
} from '../../../resources/uploadRules.ts';
import type { AlertStore } from '../../alerts/alertStore.ts';
import { getRuntimeConfig } from '../../config.ts';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { uploadMessageKey } from './uploadError.ts';
import type { UploadAccept, UploadMessage } from './uploadTypes.ts';

export type UploadAlerts = Pick<AlertStore, 'showAlert' | 'confirm'>;

/** The server's ceilings (GET /api/config): above them the server refuses, so the browser does too. */
export type ServerUploadLimits = () => { maxImageBytes?: number; maxVideoBytes?: number } | undefined;
export const runtimeUploadLimits: ServerUploadLimits = () => getRuntimeConfig()?.upload;

/** The caller's list, or the spec's defaults narrowed to the accepted media types. */
export function allowedExtensionsFor(accept: UploadAccept = {}): readonly string[] {
  if (accept.allowedExtensions) return accept.allowedExtensions;
  const video = VIDEO_ONLY_EXTENSIONS as readonly string[];
  if (accept.mediaTypes === UPLOAD_MEDIA_TYPE.image) return DEFAULT_ALLOWED_EXTENSIONS.filter((ext) => !video.includes(ext));
  if (accept.mediaTypes === UPLOAD_MEDIA_TYPE.video) return [...video];
  if (accept.mediaTypes === UPLOAD_MEDIA_TYPE.document) return [...DOCUMENT_EXTENSIONS];
  return DEFAULT_ALLOWED_EXTENSIONS;
}

/** image, video or document, for a file that passed checkUploadCandidate. */
export function mediaKindOf(file: Pick<File, 'name' | 'type'>): MediaKind {
  return mediaKindOfFile(file) ?? 'image';
}

function kindAllowed(kind: MediaKind, mediaTypes: number = UPLOAD_MEDIA_TYPE.any): boolean {
  return (mediaTypes & mediaTypeFlagOf(kind)) !== 0;
}

function candidateCheck(file: File | null | undefined, accept: UploadAccept): UploadCheck {
  const allowedExtensions = allowedExtensionsFor(accept);
  const check = checkUploadCandidate(file, { allowedExtensions, mediaTypes: accept.mediaTypes, customCheck: accept.customCheck });
  if (check.outcome !== 'accept' || !file || kindAllowed(mediaKindOf(file), accept.mediaTypes)) return check;
  return { outcome: 'refuse', message: 'formatNotSuitable', params: { extensions: allowedExtensions.join(', ') } };
}

function refusalAlert(file: File | null | undefined, check: Extract<UploadCheck, { outcome: 'refuse' }>): UploadMessage {
  const name = file?.name ?? '';
  if (check.message === 'fileNotExist') return { message: uploadMessageKey('fileNotExist') };
  if (check.message === 'formatNotSuitable') {
    return { message: 'upload.refusals.formatNotSuitable', values: { name, extensions: check.params?.extensions ?? '' } };
  }
  return { message: 'upload.refusals.named', values: { ...check.params, name, reason: check.message } };
}

async function sizeAccepted(file: File, accept: UploadAccept, alerts: UploadAlerts, limits: ServerUploadLimits) {
  const language = i18nProvider.getLocale();
  const asked = checkUploadSize(file.size, accept.maxBytes, accept.strictMaxBytes, language);
  const serverLimits = limits();
  // The server holds a PDF to the image ceiling.
  const ceiling = mediaKindOf(file) === 'video' ? serverLimits?.maxVideoBytes : serverLimits?.maxImageBytes;
  const hard = checkUploadSize(file.size, ceiling, true, language);
  const refusal = asked.outcome === 'refuse' ? asked : hard.outcome === 'refuse' ? hard : undefined;
  if (refusal) {
    const { suggestedMb, actualMb } = refusal;
    void alerts.showAlert({ type: 'error', message: 'upload.oversize.refused', values: { name: file.name, suggestedMb, actualMb } });
    return false;
  }
  if (asked.outcome !== 'confirm') return true;
  const { suggestedMb, actualMb } = asked;
  return alerts.confirm({ type: 'warning', message: 'upload.oversize.confirm', values: { name: file.name, suggestedMb, actualMb } });
}

/**
 * Spec 01 §5 over dropped or chosen files, in order: hidden and system files vanish without a word,
 * refusals are alerted, an oversize file is confirmed (or refused when the limit is strict or above
 * the server's ceiling). Resolves with the files to keep; one at most unless `multiple`.
 */
export async function screenFiles(
  files: readonly (File | null | undefined)[],
  accept: UploadAccept,
  alerts: UploadAlerts,
  limits: ServerUploadLimits = runtimeUploadLimits,
): Promise<File[]> {
  const kept: File[] = [];
  for (const file of files) {
    if (accept.multiple === false && kept.length > 0) break;
    const check = candidateCheck(file, accept);
    if (check.outcome === 'drop') continue;
    if (check.outcome === 'refuse') {
      void alerts.showAlert({ type: 'error', ...refusalAlert(file, check) });
      continue;
    }
    if (file && (await sizeAccepted(file, accept, alerts, limits))) kept.push(file);
  }
  return kept;
}
