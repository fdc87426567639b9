import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { toMegabytes } from '../../../resources/uploadRules.ts';

/** A size in MB as the interface's language writes it (resources/uploadRules.ts toMegabytes). */
export function useMegabytes(): (bytes: number) => string {
  const [locale] = useLocaleState();
  return useCallback((bytes: number) => toMegabytes(bytes, locale), [locale]);
}
