import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { recogniseTitlePrefix } from '../../../../resources/titlePrefixes.ts';

/** The update or correction prefix the title starts with, as a chip under it. */
export function TitlePrefixChip() {
  const translate = useTranslate();
  const title = useWatch({ name: 'title' }) as string | undefined;
  const prefix = title ? recogniseTitlePrefix(title) : undefined;
  if (!prefix) return null;
  return (
    <Chip
      size="small"
      color={prefix.kind === 'correction' ? 'warning' : 'info'}
      label={`${translate(`contentEditor.titlePrefix.${prefix.kind}`)}: ${prefix.prefix}`}
      sx={{ alignSelf: 'flex-start', mt: -0.5 }}
      data-testid="title-prefix"
    />
  );
}
