import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { EditorDialog } from './EditorDialog.tsx';
import { linkedText, linkRowErrors, type LinkRow, type LinkRowErrors } from './linkFields.ts';

const EMPTY: LinkRow = { text: '', href: '' };

/** Several links at once (each text and address, none blank), inserted as a bulleted list. */
export function MultiLinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const translate = useTranslate();
  const [rows, setRows] = useState<LinkRow[]>([EMPTY, EMPTY]);
  const [errors, setErrors] = useState<LinkRowErrors[]>([]);
  const update = (index: number, change: Partial<LinkRow>) => setRows(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const submit = () => {
    const found = rows.map((row) => linkRowErrors(row, translate));
    setErrors(found);
    if (found.some((error) => error.text || error.href)) return;
    const items = rows.map((row) => ({ type: 'listItem', content: [{ type: 'paragraph', content: [linkedText(row)] }] }));
    editor.chain().focus().insertContent({ type: 'bulletList', content: items }).run();
    onClose();
  };
  return (
    <EditorDialog title="richText.dialog.multiLinkTitle" onClose={onClose} onSubmit={submit}>
      {rows.map((row, index) => (
        <Stack key={index} direction="row" spacing={1} alignItems="flex-start">
          <TextField
            label={`${translate('richText.dialog.linkText')} ${index + 1}`}
            value={row.text}
            onChange={(event) => update(index, { text: event.target.value })}
            error={!!errors[index]?.text}
            helperText={errors[index]?.text}
            autoFocus={index === 0}
            required
            fullWidth
          />
          <TextField
            label={`${translate('richText.dialog.linkHref')} ${index + 1}`}
            value={row.href}
            onChange={(event) => update(index, { href: event.target.value })}
            error={!!errors[index]?.href}
            helperText={errors[index]?.href}
            required
            fullWidth
          />
          <Tooltip title={translate('richText.dialog.removeRow')}>
            <span>
              <IconButton
                aria-label={translate('richText.dialog.removeRow')}
                onClick={() => setRows(rows.filter((_row, at) => at !== index))}
                disabled={rows.length === 1}
              >
                <DeleteIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      ))}
      <Button startIcon={<AddIcon />} onClick={() => setRows([...rows, EMPTY])} sx={{ alignSelf: 'flex-start' }}>
        {translate('richText.dialog.addRow')}
      </Button>
    </EditorDialog>
  );
}
