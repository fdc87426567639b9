import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useRecordContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { STORY_STATE } from '../../../resources/enums.ts';
import { useUploadActivities } from '../../controls/upload/UploadRegistryContext.tsx';
import { CONFLICT_MESSAGE } from '../../lowcode/graphql/resourceErrors.ts';
import { listPathOf, type Board } from './editorSave.ts';
import type { EditorFailure } from './StoryEditorBase.tsx';

const PENDING = STORY_STATE.values.find((entry) => entry.key === 'pending')!.value;

export interface StoryEditorLayoutProps {
  board: Board;
  /** Why the user may not save, shown on top (the form is then read-only); none: editable. */
  readOnlyMessage?: string;
  /** Why a save is held back though the form stays editable (an advertisement without its permission). */
  holdMessage?: string;
  failure?: EditorFailure;
  /** The form's fields. */
  children: ReactNode;
  preview: ReactNode;
}

/**
 * The editor's page inside its form: the heading with the item's state, the read-only, refusal and
 * save-error notices, the fields beside the phone preview, and Save (not while an upload runs).
 */
export function StoryEditorLayout({ board, readOnlyMessage, holdMessage, failure, children, preview }: StoryEditorLayoutProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const record = useRecordContext();
  const { isSubmitting } = useFormState();
  const uploads = useUploadActivities();
  const route = board === 'story' ? (record?.state === PENDING ? 'storyPendingDetail' : 'storyDetail') : record?.state === PENDING ? 'reelsPendingDetail' : 'reelsDetail';
  const heading = record ? String(record.title ?? '') : translate(board === 'story' ? 'stories.editor.newStory' : 'stories.editor.newReel');
  const readOnly = Boolean(readOnlyMessage);
  const saveError = failure?.kind === 'conflict' ? CONFLICT_MESSAGE : board === 'story' ? 'storyBoard.errors.save' : 'storyBoard.errors.reelSave';
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title={translate(`shell.routes.${route}`)} preferenceKey={false} />
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {heading}
        </Typography>
        {record?.state && <Chip size="small" color={record.state === PENDING ? 'warning' : 'success'} label={translate(record.state === PENDING ? 'stories.editor.pending' : 'stories.editor.published')} />}
        <Button onClick={() => navigate(listPathOf(board, record?.state))}>{translate('stories.editor.back')}</Button>
      </Stack>
      {readOnlyMessage && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(readOnlyMessage)}
        </Alert>
      )}
      {!readOnly && holdMessage && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate(holdMessage)}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="save-error">
          {translate(saveError)}
          {failure.detail && failure.detail !== translate(saveError) && (
            <Typography variant="body2" component="span" sx={{ display: 'block' }}>
              {translate(failure.detail, { _: failure.detail })}
            </Typography>
          )}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 376px' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          {/* A disabled fieldset: no control of a read-only editor takes input, even one without a disabled state of its own. */}
          <Box component="fieldset" disabled={readOnly} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
            {children}
          </Box>
          {!readOnly && (
            <Box>
              <Button type="submit" variant="contained" disabled={isSubmitting || uploads.length > 0 || Boolean(holdMessage)}>
                {translate('stories.editor.save')}
              </Button>
            </Box>
          )}
        </Stack>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 72 } }}>{preview}</Box>
      </Box>
    </Box>
  );
}
