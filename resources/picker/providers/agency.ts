import type { PickerProvider } from '../pickerRegistry.ts';

/**
 * The agency's wire items. Spec 02 §3 gives no transformer for them (a wire item reaches a headline
 * or a newsletter once the agency desk made a content of it), so the tab lists the wire and warns
 * that nothing can be taken from it (spec 02 §4: a tab without a transformer).
 */
export const agencyProvider: PickerProvider<unknown> = {
  name: 'agency',
  label: 'picker.providers.agency',
  filters: ['date'],
  identify: (item) => `agency:${(item as { id?: unknown } | null)?.id ?? ''}`,
  transformers: {},
};
