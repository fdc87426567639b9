import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PublishIcon from '@mui/icons-material/Publish';
import SaveIcon from '@mui/icons-material/Save';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Button, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, useRecordContext, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import type { ContentTypeDefinition } from '../../../../resources/contentTypes.ts';
import type { UploadActivity } from '../../../controls/upload/uploadRegistry.ts';
import { useLowcodeEnvironment } from '../../../lowcode/LowcodeEnvironment.tsx';
import { contentStatus, PUBLISHED_STATUS } from './contentStatus.ts';
import { HistoryButton } from './history/HistoryButton.tsx';
import { PendingUploads } from './PendingUploads.tsx';

const STATUS_COLOR = { approved: 'success', unapproved: 'default', scheduled: 'info' } as const;

export interface EditorHeaderProps {
  type: ContentTypeDefinition;
  id?: string;
  uploads: readonly UploadActivity[];
  onSave: () => void;
  onPublish: () => void;
  onPreview: () => void;
  /** The draft's and the connection's state. */
  draftStatus?: ReactNode;
  /** Another user holds the edit permit: nothing can be saved. */
  readOnly?: boolean;
  /** The edit permit's bar, under the actions. */
  permitBar?: ReactNode;
}

/** Stays on top while the editor scrolls: back to the list, what is edited, its status, and the actions. */
export function EditorHeader({ type, id, uploads, onSave, onPublish, onPreview, draftStatus, readOnly = false, permitBar }: EditorHeaderProps) {
  const translate = useTranslate();
  const { now } = useLowcodeEnvironment();
  const [status, publishDate] = useWatch({ name: ['status', 'publishDate'] }) as [unknown, unknown];
  const { isSubmitting } = useFormState();
  const state = contentStatus({ status, publishDate }, now?.() ?? new Date());
  const typeName = translate(`enums.contentType.${type.key}`);
  const blocked = readOnly || isSubmitting || uploads.length > 0;
  // Publishing an item already approved (published or scheduled) updates it: the button says so.
  const updates = Number(useRecordContext()?.status) === PUBLISHED_STATUS;
  return (
    <Box
      component="header"
      sx={{ position: 'sticky', top: { xs: 56, sm: 48 }, zIndex: (theme) => theme.zIndex.appBar - 1, bgcolor: 'background.default', borderBottom: 1, borderColor: 'divider', py: 1, mb: 1.5 }}
    >
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
        <Tooltip title={translate('contentEditor.back')}>
          <IconButton component={Link} to={`/content/list/${type.route}`} aria-label={translate('contentEditor.back')} size="small">
            <ArrowBackIcon />
          </IconButton>
        </Tooltip>
        <Typography component="h1" variant="h6" sx={{ mr: 1 }}>
          {id ? translate('contentEditor.editTitle', { type: typeName, id }) : translate('contentEditor.newTitle', { type: typeName.toLocaleLowerCase() })}
        </Typography>
        <Chip size="small" color={STATUS_COLOR[state]} label={translate(`contentEditor.status.${state}`)} data-testid="content-status" />
        {draftStatus}
        <Box sx={{ flex: 1 }} />
        {id && <HistoryButton contentId={id} />}
        <Button variant="outlined" size="small" startIcon={<VisibilityIcon />} onClick={onPreview}>
          {translate('contentEditor.preview')}
        </Button>
        <Tooltip title={translate('contentEditor.shortcut')}>
          <span>
            <Button variant="outlined" size="small" startIcon={<SaveIcon />} onClick={onSave} disabled={blocked}>
              {translate('contentEditor.save')}
            </Button>
          </span>
        </Tooltip>
        <Tooltip title={updates ? translate('contentEditor.updateHint') : ''}>
          <span>
            <Button variant="contained" size="small" startIcon={<PublishIcon />} onClick={onPublish} disabled={blocked}>
              {translate(updates ? 'contentEditor.update' : 'contentEditor.publish')}
            </Button>
          </span>
        </Tooltip>
      </Stack>
      {permitBar}
      {uploads.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <PendingUploads uploads={uploads} />
        </Box>
      )}
    </Box>
  );
}
