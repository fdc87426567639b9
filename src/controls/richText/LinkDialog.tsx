import { TextField } from '@mui/material';
import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { EditorDialog } from './EditorDialog.tsx';
import { currentLink, linkedText, linkRowErrors, type LinkRowErrors } from './linkFields.ts';

/** One link: its text and its address, neither blank; replaces the selection. */
export function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const translate = useTranslate();
  const [row, setRow] = useState(() => currentLink(editor));
  const [errors, setErrors] = useState<LinkRowErrors>({});
  const submit = () => {
    const found = linkRowErrors(row, translate);
    setErrors(found);
    if (found.text || found.href) return;
    editor.chain().focus().extendMarkRange('link').insertContent(linkedText(row)).run();
    onClose();
  };
  return (
    <EditorDialog title="richText.dialog.linkTitle" onClose={onClose} onSubmit={submit}>
      <TextField
        label={translate('richText.dialog.linkText')}
        value={row.text}
        onChange={(event) => setRow({ ...row, text: event.target.value })}
        error={!!errors.text}
        helperText={errors.text}
        autoFocus
        required
      />
      <TextField
        label={translate('richText.dialog.linkHref')}
        value={row.href}
        onChange={(event) => setRow({ ...row, href: event.target.value })}
        error={!!errors.href}
        helperText={errors.href}
        placeholder="https://"
        required
      />
    </EditorDialog>
  );
}
