import { UPLOAD_MEDIA_TYPE } from '../../../resources/uploadRules.ts';
import { UploadPanel } from '../upload/UploadPanel.tsx';
import type { UploadQueue } from '../upload/uploadQueue.ts';
import type { UploadAccept } from '../upload/uploadTypes.ts';

/** The picker takes one image; the upload helper's rules do the rest (extensions, sizes, hash lookup). */
export const PICKER_UPLOAD_ACCEPT: UploadAccept = { mediaTypes: UPLOAD_MEDIA_TYPE.image, multiple: false };

/** The "upload a file" source: the upload dialog's own content over the picker's queue. */
export function UploadImageSource({ queue }: { queue: UploadQueue }) {
  return <UploadPanel queue={queue} />;
}
