import type { Editor, JSONContent } from '@tiptap/core';
import { isRichLinkHref } from '../../../resources/richHtml.ts';

export interface LinkRow {
  text: string;
  href: string;
}

export interface LinkRowErrors {
  text?: string;
  href?: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Neither the text nor the address may be blank, and the address is web, mail or one of our paths. */
export function linkRowErrors(row: LinkRow, translate: Translate): LinkRowErrors {
  const required = (label: string) => translate('validation.required', { name: translate(label) });
  const errors: LinkRowErrors = {};
  if (!row.text.trim()) errors.text = required('richText.dialog.linkText');
  if (!row.href.trim()) errors.href = required('richText.dialog.linkHref');
  else if (!isRichLinkHref(row.href)) errors.href = translate('validation.urlWithHint');
  return errors;
}

export const linkedText = (row: LinkRow): JSONContent => ({
  type: 'text',
  text: row.text.trim(),
  marks: [{ type: 'link', attrs: { href: row.href.trim() } }],
});

/** The selection's text and the link under it, to prefill the link dialog. */
export function currentLink(editor: Editor): LinkRow {
  const { from, to } = editor.state.selection;
  return { text: editor.state.doc.textBetween(from, to, ' '), href: String(editor.getAttributes('link').href ?? '') };
}
