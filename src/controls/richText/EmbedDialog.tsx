import { TextField } from '@mui/material';
import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useEmbedHosts } from '../../providers/embedHosts.ts';
import { EditorDialog } from './EditorDialog.tsx';
import { readPastedEmbed } from './embedCode.ts';

/** Pasted embed code; only a frame of one of the site's embed hosts (its settings) goes in. */
export function EmbedDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const translate = useTranslate();
  const hosts = useEmbedHosts();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    const pasted = readPastedEmbed(code, hosts);
    if (!pasted || 'refusedHost' in pasted) {
      setError(
        pasted
          ? translate('validation.embedHostNotAllowed', { host: pasted.refusedHost, hosts: hosts.join(', ') })
          : translate('validation.iframe', { name: translate('richText.embed') }),
      );
      return;
    }
    editor.chain().focus().insertContent({ type: 'embed', attrs: { src: pasted.src } }).run();
    onClose();
  };
  return (
    <EditorDialog title="richText.dialog.embedTitle" onClose={onClose} onSubmit={submit}>
      <TextField
        label={translate('richText.dialog.embedCode')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={!!error}
        helperText={error ?? translate('richText.dialog.embedHosts', { hosts: hosts.join(', ') })}
        multiline
        minRows={4}
        autoFocus
        required
      />
    </EditorDialog>
  );
}
