import { createHashedUpload } from '../upload/hashedUpload.ts';
import { uploadClient } from '../upload/uploadClient.ts';
import { uploadFields } from '../upload/uploadMethod.ts';
import type { UploadTransport } from '../upload/uploadTypes.ts';
import { drawToBlob } from './canvasDrawing.ts';
import type { CropTransport } from './cropProduction.ts';

/**
 * A crop goes the way of any image upload (the upload helper's hashed upload): looked up by its
 * SHA-256 first, so a crop made before is reused and nothing is sent, else uploaded as a crop of
 * its source (the library lists it with that image, not on its own).
 */
export function uploadingCropTransport(storage: UploadTransport = uploadClient): CropTransport {
  const upload = createHashedUpload({ transport: () => storage });
  return {
    render: drawToBlob,
    async upload(file, crop) {
      const options = { onProgress: () => undefined, signal: new AbortController().signal };
      return (await upload(file, 'image', () => ({ ...uploadFields('image'), crop }), options)).stored;
    },
  };
}

export const defaultCropTransport: CropTransport = uploadingCropTransport();
