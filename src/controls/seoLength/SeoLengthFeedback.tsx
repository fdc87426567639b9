import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SEO_RANGES, seoFeedback, seoLength, type SeoField } from '../../../resources/seoLength.ts';

const FEEDBACK_COLOR = { ok: 'success', short: 'warning', long: 'error' } as const;

/**
 * An SEO field's length against its ideal range (resources/seoLength.ts): ok, short or long, under
 * its input in a form (the content editor's and the SEO contents' SEO title and description).
 * `name` is the form path when it differs from the field's name.
 */
export function SeoLengthFeedback({ field, name = field }: { field: SeoField; name?: string }) {
  const translate = useTranslate();
  const value = (useWatch({ name }) as string | undefined) ?? '';
  const feedback = seoFeedback(field, value);
  const { min, max, unit } = SEO_RANGES[field];
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: -0.5 }} data-testid={`seo-${field}`}>
      {feedback && <Chip size="small" variant="outlined" color={FEEDBACK_COLOR[feedback]} label={translate(`seoLength.feedback.${feedback}`)} />}
      <Typography variant="caption" color="text.secondary">
        {translate(`seoLength.${unit}`, { length: seoLength(field, value), min, max })}
      </Typography>
    </Stack>
  );
}
