import { Suspense } from 'react';
import { preloadableLazy } from '../../routes/preloadableLazy.ts';
import { DATE_TIME } from '../../i18n/dateFormats.ts';
import { PendingPickerField } from './DayField.tsx';
import type { MomentFieldProps } from './pickerFieldProps.ts';

export type { MomentFieldProps };

export const MomentPicker = preloadableLazy(() => import('./MomentPicker.tsx'));

/**
 * A moment typed or picked as dd.MM.yyyy HH:mm (24-hour) in the app's language, whatever the
 * browser's. The picker comes in its own chunk; until it is there the value shows as text.
 */
export function MomentField(props: MomentFieldProps) {
  return (
    <Suspense fallback={<PendingPickerField {...props} format={DATE_TIME} />}>
      <MomentPicker {...props} />
    </Suspense>
  );
}
