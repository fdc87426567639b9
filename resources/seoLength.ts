/**
 * SEO length feedback (spec 02 §5: "ideal range min to max characters, shown as ok, short or long";
 * the values are not given, these are ours): the SEO title as a search result shows it, the SEO
 * spot as a meta description, the keywords as a comma-separated list counted in words.
 */
export const SEO_RANGES = {
  seoTitle: { min: 40, max: 60, unit: 'characters' },
  seoSpot: { min: 120, max: 160, unit: 'characters' },
  seoKeyword: { min: 3, max: 8, unit: 'keywords' },
} as const;

export type SeoField = keyof typeof SEO_RANGES;
export type SeoFeedback = 'ok' | 'short' | 'long';

/** How long a value is, in the field's unit: characters as a reader counts them, or keywords. */
export function seoLength(field: SeoField, value: string): number {
  if (SEO_RANGES[field].unit === 'keywords') return value.split(',').filter((word) => word.trim() !== '').length;
  return [...value.trim()].length;
}

/** undefined for an empty value (nothing to judge yet). */
export function seoFeedback(field: SeoField, value: string | null | undefined): SeoFeedback | undefined {
  if (!value || value.trim() === '') return undefined;
  const length = seoLength(field, value);
  const { min, max } = SEO_RANGES[field];
  return length < min ? 'short' : length > max ? 'long' : 'ok';
}
