import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { mediaKindOfMime } from '../../resources/uploadRules.ts';
import type { UploadLimits } from '../config.ts';
import { storagePath } from '../media/contentFiles.ts';
import { addUploadToLibrary } from '../media/libraryRows.ts';
import type { MediaFileInfo, MediaFiles } from './mediaFiles.ts';
import type { StorageBackend } from './storageBackend.ts';
import { StorageHttpError, uploadRefusal } from './storageErrors.ts';
import { contextOf, guardedBy, type StorageGuard } from './storageGuard.ts';
import { originalNameOf, storeUpload } from './storeUpload.ts';
import { checkUploadMethod, parseMediaTypeFlags } from './uploadChecks.ts';

/** How long a refused upload's remaining body is read and dropped before the connection is cut. */
const DISCARD_BODY_MS = 10_000;

/**
 * After an early answer the client is usually still sending: reading the rest (for a while) lets
 * it receive the answer instead of a reset connection.
 */
function discardRestOfBody(raw: IncomingMessage) {
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  raw.resume();
  const timer = setTimeout(() => raw.destroy(), DISCARD_BODY_MS).unref();
  raw.once('close', () => clearTimeout(timer));
}

const CROP_TYPE_MAX = 50;

/**
 * The source a crop upload names (`cropOf`, before `file`): a stored image, or the source of the crop named (a crop of a
 * crop belongs to the first image). A path that is no stored file makes the upload an image of its own.
 */
async function cropSource(media: MediaFiles, cropOf: string | undefined, cropType: string | undefined): Promise<{ of: string; type: string } | undefined> {
  const path = storagePath(cropOf);
  if (!path) return undefined;
  const source = await media.findByPath(path);
  if (!source || !source.mimeType.startsWith('image/')) return undefined;
  return { of: source.cropOf ?? source.relativePath, type: (cropType ?? '').trim().slice(0, CROP_TYPE_MAX) || 'crop' };
}

/**
 * POST /storage/upload: multipart fields `method`, `type`, optionally `cropOf` and `cropType` (a crop of a stored image), then `file`
 * (docs/storage.md); an image or video joins the site's media library, a crop belongs to its source.
 */
export function registerUploadRoute(scope: FastifyInstance, deps: { backend: StorageBackend; media: MediaFiles; limits: UploadLimits; guard: StorageGuard }) {
  scope.post('/upload', { onRequest: guardedBy(deps.guard, 'upload') }, async (request, reply) => {
    const context = contextOf(request);
    if (!request.isMultipart()) throw new StorageHttpError(415, 'BAD_USER_INPUT', 'Send the upload as multipart/form-data');
    const client = new AbortController();
    // 'close' before the answer is written: the client went away mid-upload.
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) client.abort();
    });
    let hasMethod = false;
    let typeFlags: number | undefined;
    let cropOf: string | undefined;
    let cropType: string | undefined;
    let fileName = '';
    let stored: MediaFileInfo | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (part.fieldname === 'method') {
            checkUploadMethod(String(part.value));
            hasMethod = true;
          } else if (part.fieldname === 'type') {
            typeFlags = parseMediaTypeFlags(String(part.value));
          } else if (part.fieldname === 'cropOf') {
            cropOf = String(part.value);
          } else if (part.fieldname === 'cropType') {
            cropType = String(part.value);
          }
          continue;
        }
        if (part.fieldname !== 'file' || stored) {
          part.file.resume();
          continue;
        }
        if (!hasMethod) throw uploadRefusal('noUploadMethod');
        fileName = part.filename;
        stored = await storeUpload(deps.backend, deps.media, deps.limits, {
          stream: part.file,
          fileName: part.filename,
          crop: await cropSource(deps.media, cropOf, cropType),
          declaredMime: part.mimetype,
          typeFlags: typeFlags ?? parseMediaTypeFlags(undefined),
          userId: context.user.id,
          siteId: context.siteNumber ?? null,
          signal: client.signal,
        });
      }
    } catch (error) {
      discardRestOfBody(request.raw);
      throw error;
    }
    if (!hasMethod) throw uploadRefusal('noUploadMethod');
    if (!stored) throw uploadRefusal('fileNotExist');
    // The site's library (pictures and videos) gains the file, whether its bytes were new or already stored, under the name it had on
    // the uploader's disk; a PDF belongs to its content alone, and a crop to its source image (addToLibrary leaves crops out).
    if (context.siteNumber !== undefined && mediaKindOfMime(stored.mimeType) !== 'document') {
      await addUploadToLibrary(context, context.siteNumber, { path: stored.relativePath, name: originalNameOf(fileName) });
    }
    return { data: stored };
  });
}
