import { useMemo, type ReactNode } from 'react';
import { I18nContext, useI18nProvider, type I18nProvider } from 'react-admin';
import { PICKER_LANGUAGE } from '../../../resources/picker/pickerError.ts';

/**
 * Spec 02 §9: the picker speaks Turkish whatever the interface's language. Its texts still come
 * from the catalogue (both languages kept), read in the picker's language; Turkish is always loaded.
 */
export function PickerLanguage({ children }: { children: ReactNode }) {
  const app = useI18nProvider();
  const fixed = useMemo<I18nProvider>(
    () => ({
      ...app,
      translate: (key, options) => app.translate(key, { ...options, lng: PICKER_LANGUAGE }),
      getLocale: () => PICKER_LANGUAGE,
    }),
    [app],
  );
  return <I18nContext.Provider value={fixed}>{children}</I18nContext.Provider>;
}
