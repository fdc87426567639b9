import { useTranslate } from 'react-admin';
import type { AlertContent } from './alertStore.ts';

/** Translates an alert's title (the type's default when absent) and message; plain text passes through. */
export function useAlertText() {
  const translate = useTranslate();
  const text = (keyOrText: string, values?: AlertContent['values']) =>
    translate(keyOrText, { _: keyOrText, ...values });
  return {
    text,
    title: (content: AlertContent) => text(content.title ?? `alerts.titles.${content.type}`),
    message: (content: AlertContent) => text(content.message, content.values),
  };
}
