import { Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Resource } from '../../../resources/defineResource.ts';
import { DATE_TIME, formatDate } from '../../i18n/dateFormats.ts';
import { FieldInput } from '../../lowcode/inputs/FieldInput.tsx';
import { useLowcodeEnvironment } from '../../lowcode/LowcodeEnvironment.tsx';
import { useServerClock } from '../../providers/serverClock.ts';
import { waitsUntil } from './editorSave.ts';

/** Next to the publish date: published at once, or waiting on the pending list until that time. */
export function PublishTiming() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { now } = useLowcodeEnvironment();
  const clock = useServerClock();
  const publishDate: unknown = useWatch({ name: 'publishDate' });
  if (!publishDate) return null;
  const until = waitsUntil(publishDate, now?.() ?? clock);
  return (
    <Typography variant="body2" color={until ? 'warning.main' : 'text.secondary'} data-testid="publish-timing" sx={{ mt: -0.5 }}>
      {until ? translate('stories.editor.publishLater', { date: formatDate(until, DATE_TIME, locale) }) : translate('stories.editor.publishNow')}
    </Typography>
  );
}

/** What stories and reels share: title, type, categories and the publish date with what it means. */
export function StoryEditorFields({ resource, mode }: { resource: Resource; mode: 'create' | 'edit' }) {
  const input = (name: string, autoFocus = false) => <FieldInput resource={resource} path={[name]} field={resource.fields[name]!} mode={mode} autoFocus={autoFocus} />;
  return (
    <Stack spacing={1}>
      {input('title', mode === 'create')}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Stack sx={{ flex: 1, minWidth: 0 }}>{input('type')}</Stack>
        <Stack sx={{ flex: 2, minWidth: 0 }}>{input('categoryIds')}</Stack>
      </Stack>
      {input('publishDate')}
      <PublishTiming />
    </Stack>
  );
}
