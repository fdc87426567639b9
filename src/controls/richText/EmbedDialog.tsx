import { TextField } from '@mui/material';
import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { EditorDialog } from './EditorDialog.tsx';
import { embedSourceFromCode } from './embedCode.ts';

/** Pasted embed code; only a frame of an allowed host (resources/richHtml.ts) goes in. */
export function EmbedDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    const src = embedSourceFromCode(code);
    if (!src) {
      setError(translate('validation.iframe', { name: translate('richText.embed') }));
      return;
    }
    editor.chain().focus().insertContent({ type: 'embed', attrs: { src } }).run();
    onClose();
  };
  return (
    <EditorDialog title="richText.dialog.embedTitle" onClose={onClose} onSubmit={submit}>
      <TextField
        label={translate('richText.dialog.embedCode')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={!!error}
        helperText={error ?? translate('richText.dialog.embedHosts')}
        multiline
        minRows={4}
        autoFocus
        required
      />
    </EditorDialog>
  );
}
