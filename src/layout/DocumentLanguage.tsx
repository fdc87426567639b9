import { useEffect } from 'react';
import { useLocale } from 'react-admin';

/** Keeps <html lang> on the interface language: screen readers and CSS case rules follow it. */
export function DocumentLanguage() {
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}
