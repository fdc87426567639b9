import { useMemo, useState } from 'react';
import { UPLOAD_MEDIA_TYPE } from '../../../resources/uploadRules.ts';
import { showAlert } from '../../alerts/alertStore.ts';
import { copyToClipboard } from '../../controls/clipboard/copyToClipboard.ts';
import type { CropTransport } from '../../controls/image/cropProduction.ts';
import { CROP_MODE } from '../../controls/image/cropTypes.ts';
import { ImageCropper } from '../../controls/image/ImageCropper.tsx';
import { fileUrl, resizeUrl } from '../../controls/upload/storageUrls.ts';
import { UploadDialog } from '../../controls/upload/UploadDialog.tsx';
import type { UploadTransport } from '../../controls/upload/uploadTypes.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { itemFromUpload, MEDIA_DESK_CROPS, type MediaDeskItem } from './mediaDeskItem.ts';
import { MediaDeskView } from './MediaDeskView.tsx';
import { useSessionUploads } from './useSessionUploads.ts';

export interface MediaDeskProps {
  /** The storage the upload dialog sends to; default the data provider's media methods. */
  transport?: UploadTransport;
  cropTransport?: CropTransport;
  /** Shown instead of the session's uploads (and not stored): stories. */
  initialItems?: readonly MediaDeskItem[];
  thumbnailUrl?: (relativePath: string) => string | undefined;
  fileUrl?: (relativePath: string) => string | undefined;
  copy?: (text: string) => Promise<boolean>;
  zip?: (paths: readonly string[]) => Promise<void>;
}

const DESK_ACCEPT = { mediaTypes: UPLOAD_MEDIA_TYPE.any, multiple: true };
const absolute = (url: string) => new URL(url, window.location.origin).href;

/**
 * The media desk (/content/media): upload images and videos, see this session's uploads, crop an
 * image into the desk's crop set, copy a file's URL, download several as one zip.
 */
export default function MediaDesk({
  transport,
  cropTransport,
  initialItems,
  thumbnailUrl = (path) => resizeUrl(path),
  fileUrl: urlOf = (path) => fileUrl(path),
  copy = copyToClipboard,
  zip,
}: MediaDeskProps) {
  const dataProvider = useAppDataProvider();
  const storage = useMemo<UploadTransport>(
    () => transport ?? { upload: dataProvider.uploadFile, lookupFileByHash: dataProvider.lookupFileByHash },
    [transport, dataProvider],
  );
  const { items, add, setCrops } = useSessionUploads(initialItems);
  const [uploading, setUploading] = useState(false);
  const [cropping, setCropping] = useState<MediaDeskItem>();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [zipping, setZipping] = useState(false);
  const croppedUrl = cropping && urlOf(cropping.relativePath);

  const toggle = ({ relativePath }: MediaDeskItem) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(relativePath)) next.add(relativePath);
      return next;
    });

  const copyUrl = (item: MediaDeskItem) => {
    const url = urlOf(item.relativePath);
    if (url) void copy(absolute(url));
  };

  const downloadSelected = async () => {
    setZipping(true);
    try {
      await (zip ?? dataProvider.downloadMediaZip)(items.filter((item) => selected.has(item.relativePath)).map((item) => item.relativePath));
    } catch (error) {
      console.error('The zip download failed', error);
      void showAlert({ type: 'error', message: 'media.zip.failed' });
    } finally {
      setZipping(false);
    }
  };

  return (
    <>
      <MediaDeskView
        items={items}
        selected={selected}
        zipping={zipping}
        thumbnailUrl={thumbnailUrl}
        fileUrl={urlOf}
        onUpload={() => setUploading(true)}
        onToggle={toggle}
        onCrop={setCropping}
        onCopyUrl={copyUrl}
        onDownloadZip={() => void downloadSelected()}
      />
      {uploading && (
        <UploadDialog
          open
          accept={DESK_ACCEPT}
          transport={storage}
          onComplete={(files) => add(files.filter((file) => file.success).map((file) => itemFromUpload(file)))}
          onClose={() => setUploading(false)}
        />
      )}
      {cropping && croppedUrl && (
        <ImageCropper
          open
          image={{ url: croppedUrl, path: cropping.relativePath, width: cropping.width ?? 0, height: cropping.height ?? 0, mimeType: cropping.mimeType }}
          definitions={MEDIA_DESK_CROPS}
          mode={CROP_MODE.fixed}
          transport={cropTransport}
          previewUrl={thumbnailUrl}
          onComplete={(crops) => {
            setCrops(cropping.relativePath, crops);
            setCropping(undefined);
          }}
          onClose={() => setCropping(undefined)}
        />
      )}
    </>
  );
}
