import DownloadIcon from '@mui/icons-material/Download';
import PermMediaIcon from '@mui/icons-material/PermMedia';
import UploadIcon from '@mui/icons-material/Upload';
import { Button, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { CONTENT_TYPES } from '../../../resources/contentTypes.ts';
import { UPLOAD_MEDIA_TYPE, UPLOAD_PERMISSIONS } from '../../../resources/uploadRules.ts';
import { alertStore, type AlertStore } from '../../alerts/alertStore.ts';
import { copyToClipboard } from '../../controls/clipboard/copyToClipboard.ts';
import { PagedList } from '../../controls/list/PagedList.tsx';
import { useAddressFilter, useAddressParam } from '../../controls/list/useAddressFilter.ts';
import { useKeysetList } from '../../controls/list/useKeysetList.ts';
import { useRowSelection } from '../../controls/list/useRowSelection.ts';
import { ListBulkActions, type BulkActionChoice } from '../bulkActions/index.ts';
import type { CropTransport } from '../../controls/image/cropProduction.ts';
import { CROP_MODE } from '../../controls/image/cropTypes.ts';
import { ImageCropper } from '../../controls/image/ImageCropper.tsx';
import { fileUrl, resizeUrl } from '../../controls/upload/storageUrls.ts';
import { UploadDialog } from '../../controls/upload/UploadDialog.tsx';
import type { UploadTransport } from '../../controls/upload/uploadTypes.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import type { PermissionCheck } from '../../routes/routeTypes.ts';
import { usePermissionCheck } from '../../routes/usePermissionCheck.ts';
import { MediaItemDrawer } from './MediaItemDrawer.tsx';
import { fileNameOf } from './mediaLibraryMethods.ts';
import { isFiltered, mediaFilterOf, type MediaLibraryChoices } from './mediaLibraryFilter.ts';
import { MEDIA_COLUMNS, MediaLibraryTable, THUMBNAIL_WIDTH } from './MediaLibraryTable.tsx';
import { MediaLibraryToolbar } from './MediaLibraryToolbar.tsx';
import { itemFromUpload, SESSION_UPLOAD_CROPS, type SessionUpload } from './sessionUpload.ts';
import { SessionUploads } from './SessionUploads.tsx';
import { useSessionUploads } from './useSessionUploads.ts';

export interface MediaLibraryProps {
  /** The storage the upload dialog sends to; default the data provider's media methods. */
  transport?: UploadTransport;
  cropTransport?: CropTransport;
  /** Shown instead of the session's uploads (and not stored): stories. */
  initialItems?: readonly SessionUpload[];
  thumbnailUrl?: (relativePath: string, width?: number) => string | undefined;
  fileUrl?: (relativePath: string) => string | undefined;
  copy?: (text: string) => Promise<boolean>;
  zip?: (paths: readonly string[]) => Promise<void>;
  /** The session's permissions unless given (stories). */
  can?: PermissionCheck;
  alerts?: AlertStore;
}

/** A file in no content may leave the library; one still used is refused row by row ("in use"). */
const BULK_CHOICES: readonly BulkActionChoice[] = [{ action: 'delete', label: 'list.bulk.delete', destructive: true }];

const LIBRARY_ACCEPT = { mediaTypes: UPLOAD_MEDIA_TYPE.any, multiple: true };
const absolute = (url: string) => new URL(url, window.location.origin).href;

/**
 * The media library (/content/media): the site's images and videos, newest first, 50 at a time,
 * filtered and searched, each opening a drawer to edit its image info, see where it is used and
 * delete it; rows chosen are deleted together (bulk) or downloaded; above them, this session's
 * uploads (upload with progress, crop, copy a URL) and a zip download of the files chosen in either.
 */
export default function MediaLibrary({
  transport,
  cropTransport,
  initialItems,
  thumbnailUrl = resizeUrl,
  fileUrl: urlOf = (path) => fileUrl(path),
  copy = copyToClipboard,
  zip,
  can: givenCan,
  alerts = alertStore,
}: MediaLibraryProps) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const sessionCan = usePermissionCheck();
  const can = givenCan ?? sessionCan;
  // As the server: whoever may upload describes the files; a content type's delete permission removes them.
  const canEdit = Boolean(can && UPLOAD_PERMISSIONS.some((permission) => can(permission)));
  const canDelete = Boolean(can && CONTENT_TYPES.some((type) => can(`${type.permission}.delete`)));
  const storage = useMemo<UploadTransport>(
    () => transport ?? { upload: dataProvider.uploadFile, lookupFileByHash: dataProvider.lookupFileByHash },
    [transport, dataProvider],
  );
  const { items, add, setCrops } = useSessionUploads(initialItems);
  const [uploading, setUploading] = useState(false);
  const [cropping, setCropping] = useState<SessionUpload>();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [zipping, setZipping] = useState(false);
  // The open item is in the address (`?item=<id>`): the global search opens one there.
  const [openId, setOpenId] = useAddressParam('item');
  const croppedUrl = cropping && urlOf(cropping.relativePath);

  const [choices, setChoices] = useAddressFilter<MediaLibraryChoices>();
  const filter = useMemo(() => mediaFilterOf(choices), [choices]);
  const list = useKeysetList(['mediaItems', filter], (page) => dataProvider.getMediaItems(filter, page), { enabled: Boolean(can) });

  const rowIds = useMemo(() => list.rows.map((row) => row.id), [list.rows]);
  const chosenRows = useRowSelection(rowIds, filter);
  // The zip holds the files chosen in both: this session's uploads and the library's rows.
  const zipPaths = [...new Set([...selected, ...list.rows.filter((row) => chosenRows.has(row.id)).map((row) => row.path)])];

  const toggle = (path: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(path)) next.add(path);
      return next;
    });

  const copyUrl = (path: string) => {
    const url = urlOf(path);
    if (url) void copy(absolute(url));
  };

  const downloadSelected = async () => {
    setZipping(true);
    try {
      await (zip ?? dataProvider.downloadMediaZip)(zipPaths);
    } catch (error) {
      console.error('The zip download failed', error);
      void alerts.showAlert({ type: 'error', message: 'media.zip.failed' });
    } finally {
      setZipping(false);
    }
  };

  if (!can) return <Loading />;
  const title = translate('media.library.title');
  return (
    <Stack spacing={1} sx={{ pt: 1, minWidth: 0 }}>
      <Title title={title} preferenceKey={false} />
      <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between">
        <Typography variant="h6" component="h1">
          {title}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button startIcon={<DownloadIcon />} disabled={zipPaths.length === 0 || zipping} onClick={() => void downloadSelected()}>
            {translate('media.library.downloadZip', { count: zipPaths.length })}
          </Button>
          <Button variant="contained" startIcon={<UploadIcon />} onClick={() => setUploading(true)}>
            {translate('media.library.upload')}
          </Button>
        </Stack>
      </Stack>
      <SessionUploads
        items={items}
        selected={selected}
        thumbnailUrl={thumbnailUrl}
        fileUrl={urlOf}
        onToggle={(item) => toggle(item.relativePath)}
        onCrop={setCropping}
        onCopyUrl={(item) => copyUrl(item.relativePath)}
      />
      <MediaLibraryToolbar choices={choices} onChange={setChoices} />
      <ListBulkActions
        resource="mediaItems"
        selection={chosenRows}
        rows={list.rows}
        keyOf={(row) => row.id}
        titleOf={(row) => row.text || fileNameOf(row)}
        versionOf={(row) => row.version}
        choices={BULK_CHOICES}
        onDone={(report) => report.rows.filter((row) => row.outcome === 'DONE').forEach((row) => list.removeRow(row.id))}
      />
      <PagedList
        list={list}
        texts={{ empty: isFiltered(choices) ? 'media.library.noMatch' : 'media.library.empty', allShown: 'media.library.allShown', loadFailed: 'media.library.loadFailed' }}
        emptyIcon={<PermMediaIcon fontSize="large" />}
      >
        <MediaLibraryTable
          rows={list.rows}
          selection={chosenRows}
          onOpen={(row) => setOpenId(row.id)}
          openId={openId}
          thumbnailUrl={(path) => thumbnailUrl(path, THUMBNAIL_WIDTH)}
        />
      </PagedList>
      <MediaItemDrawer
        id={openId}
        canEdit={canEdit}
        canDelete={canDelete}
        previewUrl={(path) => thumbnailUrl(path, 600)}
        fileUrl={urlOf}
        onCopyUrl={copyUrl}
        onSaved={(saved) => list.mergeRow(saved.id, saved)}
        onDeleted={(id) => {
          list.removeRow(id);
          setOpenId(undefined);
        }}
        onClose={() => setOpenId(undefined)}
        alerts={alerts}
      />
      {uploading && (
        <UploadDialog
          open
          accept={LIBRARY_ACCEPT}
          transport={storage}
          onComplete={(files) => {
            add(files.filter((file) => file.success).map((file) => itemFromUpload(file)));
            // The server put each upload in the site's library: read its first page again.
            list.reload();
          }}
          onClose={() => setUploading(false)}
        />
      )}
      {cropping && croppedUrl && (
        <ImageCropper
          open
          image={{ url: croppedUrl, path: cropping.relativePath, width: cropping.width ?? 0, height: cropping.height ?? 0, mimeType: cropping.mimeType }}
          definitions={SESSION_UPLOAD_CROPS}
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
    </Stack>
  );
}
