import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import MovieIcon from '@mui/icons-material/Movie';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, IconButton, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { Loading, useLocaleState, useTranslate } from 'react-admin';
import { UPLOAD_MEDIA_TYPE } from '../../../resources/uploadRules.ts';
import type { AlertStore } from '../../alerts/alertStore.ts';
import { DetailPanel } from '../../controls/list/DetailPanel.tsx';
import { DATE_TIME, formatDate } from '../../i18n/dateFormats.ts';
import { INFO_FIELDS, isChanged, draftOf } from './mediaItemInfo.ts';
import { mediaTypeLabel } from './mediaLibraryFilter.ts';
import { CropThumbnails } from './CropThumbnails.tsx';
import type { MediaItemDetail } from './mediaLibraryMethods.ts';
import { MediaItemUsages } from './MediaItemUsages.tsx';
import { useMediaItem } from './useMediaItem.ts';
import { useMegabytes } from '../../controls/upload/useMegabytes.ts';

export interface MediaItemDrawerProps {
  /** The open file's id; the drawer is closed when undefined. */
  id: string | undefined;
  /** Whoever may upload may edit the info. */
  canEdit: boolean;
  /** Any content type's delete permission. */
  canDelete: boolean;
  previewUrl: (path: string) => string | undefined;
  fileUrl: (path: string) => string | undefined;
  onCopyUrl: (path: string) => void;
  onSaved: (item: MediaItemDetail) => void;
  onDeleted: (id: string) => void;
  onClose: () => void;
  alerts: AlertStore;
}

function Detail({ id, canEdit, canDelete, previewUrl, fileUrl, onCopyUrl, onSaved, onDeleted, alerts, titleId }: Omit<MediaItemDrawerProps, 'id' | 'onClose'> & { id: string; titleId: string }) {
  const translate = useTranslate();
  const megabytes = useMegabytes();
  const [locale] = useLocaleState();
  const { item, failed, draft, changed, busy, message, fieldErrors, save, remove } = useMediaItem(id, { onSaved, onDeleted, alerts });
  if (failed) return <Alert severity="error">{translate('media.library.detail.loadFailed')}</Alert>;
  if (item === null) return <Alert severity="warning">{translate('media.library.detail.gone')}</Alert>;
  if (!item || !draft) return <Loading />;
  const video = item.mediaType === UPLOAD_MEDIA_TYPE.video;
  const dirty = isChanged(draft, draftOf(item));
  return (
    <Stack spacing={1.5}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ pr: 5, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
        {item.text || item.name || translate('media.library.noCaption')}
      </Typography>
      {video ? (
        <Stack alignItems="center" justifyContent="center" sx={{ height: 120, bgcolor: 'action.hover' }}>
          <MovieIcon fontSize="large" color="action" />
        </Stack>
      ) : (
        <Box component="img" src={previewUrl(item.path)} alt="" sx={{ maxHeight: 200, width: '100%', objectFit: 'contain', bgcolor: 'action.hover' }} />
      )}
      <Typography variant="body2" color="text.secondary">
        {translate('media.library.detail.facts', {
          type: translate(mediaTypeLabel(item.mediaType)),
          width: item.width ?? '?',
          height: item.height ?? '?',
          size: megabytes(item.size ?? 0),
        })}
        {' · '}
        {formatDate(item.createdDate, DATE_TIME, locale)}
      </Typography>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }} title={item.path}>
          {item.name ? translate('media.library.detail.fileName', { name: item.name }) : translate('media.library.detail.unnamedFile')}
        </Typography>
        <IconButton size="small" aria-label={translate('media.library.detail.copyPath')} onClick={() => onCopyUrl(item.path)}>
          <ContentCopyIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={translate('media.library.detail.open')} href={fileUrl(item.path) ?? ''} target="_blank" rel="noopener">
          <OpenInNewIcon fontSize="small" />
        </IconButton>
      </Stack>
      {!video && <CropThumbnails crops={item.crops} thumbnailUrl={(path) => previewUrl(path)} fileUrl={fileUrl} />}
      {message && <Alert severity={message.severity}>{translate(message.text, { _: message.text })}</Alert>}
      <Stack
        component="form"
        spacing={1.5}
        aria-label={translate('media.library.detail.info')}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Typography variant="subtitle2" component="h3">
          {translate('media.library.detail.info')}
        </Typography>
        {INFO_FIELDS.map((name) => (
          <TextField
            key={name}
            name={name}
            label={translate(`media.library.detail.${name}`)}
            value={draft[name]}
            onChange={(event) => changed(name, event.target.value)}
            error={Boolean(fieldErrors[name])}
            helperText={fieldErrors[name]}
            size="small"
            fullWidth
            multiline={name === 'text'}
            minRows={name === 'text' ? 3 : undefined}
            disabled={busy}
            slotProps={{ htmlInput: { readOnly: !canEdit } }}
          />
        ))}
        {busy && <LinearProgress />}
        {canEdit && (
          <Box>
            <Button type="submit" variant="contained" disabled={busy || !dirty}>
              {translate('media.library.detail.save')}
            </Button>
          </Box>
        )}
      </Stack>
      <MediaItemUsages usages={item.usages} />
      {canDelete && (
        <Box>
          <Button color="error" variant="outlined" startIcon={<DeleteOutlineIcon />} onClick={() => void remove()} disabled={busy}>
            {translate('media.library.detail.delete')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** A library file in a drawer over the list's right side: its preview, facts and path, its image info to edit, where it is used, and delete. */
export function MediaItemDrawer({ id, onClose, ...rest }: MediaItemDrawerProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <DetailPanel modal open={id !== undefined} onClose={onClose} closeLabel={translate('media.library.detail.close')} titleId={titleId}>
      {id !== undefined && <Detail key={id} id={id} titleId={titleId} {...rest} />}
    </DetailPanel>
  );
}
