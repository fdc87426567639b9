import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SEO_RANGES, seoFeedback, seoLength, type SeoField } from '../../../../resources/seoLength.ts';
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

const FEEDBACK_COLOR = { ok: 'success', short: 'warning', long: 'error' } as const;

/** An SEO field's length against its ideal range (resources/seoLength.ts): ok, short or long. */
export function SeoLengthFeedback({ field }: { field: SeoField }) {
  const translate = useTranslate();
  const value = (useWatch({ name: field }) as string | undefined) ?? '';
  const feedback = seoFeedback(field, value);
  const { min, max, unit } = SEO_RANGES[field];
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: -0.5 }} data-testid={`seo-${field}`}>
      {feedback && <Chip size="small" variant="outlined" color={FEEDBACK_COLOR[feedback]} label={translate(`contentEditor.seo.feedback.${feedback}`)} />}
      <Typography variant="caption" color="text.secondary">
        {translate(`contentEditor.seo.${unit}`, { length: seoLength(field, value), min, max })}
      </Typography>
    </Stack>
  );
}
