import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Alert, Box, Button, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { ArrayInput, SimpleFormIteratorBase, SimpleFormIteratorItemBase, useArrayInput, useSimpleFormIterator, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { Field } from '../../../resources/fields.ts';
import { FieldInput } from '../../lowcode/inputs/FieldInput.tsx';
import type { KindInputProps } from '../../lowcode/inputs/kindInputProps.ts';
import { markedRequired } from '../../lowcode/validators.ts';
import { frameToAdd, movedIndex, type EditorFrame } from './editorFrames.ts';

interface FrameCardsProps {
  subFields: [string, Field][];
  resource: KindInputProps<'list'>['resource'];
  path: readonly string[];
  mode: 'create' | 'edit';
  disabled?: boolean;
}

function FrameCard({ index, total, disabled, cardRef, onMove, onRemove, children }: { index: number; total: number; disabled?: boolean; cardRef: (element: HTMLElement | null) => void; onMove: (offset: -1 | 1) => void; onRemove: () => void; children: ReactNode }) {
  const translate = useTranslate();
  const headingId = useId();
  const position = index + 1;
  const button = (action: string, label: string, icon: ReactNode, onClick: () => void, off: boolean) => (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} data-action={action} onClick={onClick} disabled={disabled || off}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Paper component="li" variant="outlined" ref={cardRef} tabIndex={-1} aria-labelledby={headingId} data-testid="story-frame" sx={{ p: 1.5, listStyle: 'none', '&:focus': { outline: 2, outlineColor: 'primary.main' } }}>
      <Stack direction="row" alignItems="center" sx={{ mb: 1 }}>
        <Typography id={headingId} component="h3" variant="subtitle2" sx={{ flex: 1 }}>
          {translate('stories.editor.frames.item', { position })}
        </Typography>
        {button('up', translate('stories.editor.frames.moveUp', { position }), <ArrowUpwardIcon fontSize="small" />, () => onMove(-1), index === 0)}
        {button('down', translate('stories.editor.frames.moveDown', { position }), <ArrowDownwardIcon fontSize="small" />, () => onMove(1), index === total - 1)}
        {button('remove', translate('stories.editor.frames.remove', { position }), <DeleteIcon fontSize="small" />, onRemove, false)}
      </Stack>
      <Stack spacing={1}>{children}</Stack>
    </Paper>
  );
}

function FrameCards({ subFields, resource, path, mode, disabled }: FrameCardsProps) {
  const translate = useTranslate();
  const { fields } = useArrayInput();
  const { add, remove, reOrder, source } = useSimpleFormIterator();
  const { getValues } = useFormContext();
  const cards = useRef<(HTMLElement | null)[]>([]);
  const [refused, setRefused] = useState(false);
  const onAdd = () => {
    const outcome = frameToAdd(getValues(source) as EditorFrame[] | undefined);
    if ('refusedAt' in outcome) {
      setRefused(true);
      const card = cards.current[outcome.refusedAt];
      card?.scrollIntoView?.({ block: 'center' });
      card?.focus();
      return;
    }
    setRefused(false);
    add(outcome.add);
  };
  const move = (index: number, offset: -1 | 1) => {
    const target = movedIndex(index, offset, fields.length);
    if (target === undefined) return;
    reOrder(index, target);
    // The focus follows the frame, so that the same key moves it on.
    requestAnimationFrame(() => {
      const card = cards.current[target];
      (card?.querySelector<HTMLElement>(`[data-action="${offset < 0 ? 'up' : 'down'}"]:not(:disabled)`) ?? card)?.focus();
    });
  };
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {fields.length === 0 && <Typography color="text.secondary">{translate('stories.editor.frames.none')}</Typography>}
      <Stack component="ol" spacing={1} aria-label={translate('stories.editor.frames.list')} sx={{ p: 0, m: 0 }}>
        {fields.map((item, index) => (
          <SimpleFormIteratorItemBase key={item.id} index={index}>
            <FrameCard
              index={index}
              total={fields.length}
              disabled={disabled}
              cardRef={(element) => {
                cards.current[index] = element;
              }}
              onMove={(offset) => move(index, offset)}
              onRemove={() => {
                setRefused(false);
                remove(index);
              }}
            >
              {subFields.map(([name, subField]) => (
                <FieldInput key={name} resource={resource} path={[...path, name]} field={subField} source={name} mode={mode} disabled={disabled} />
              ))}
            </FrameCard>
          </SimpleFormIteratorItemBase>
        ))}
      </Stack>
      {refused && (
        <Alert severity="warning" role="alert" onClose={() => setRefused(false)}>
          {translate('validation.storyEmptyFrame')}
        </Alert>
      )}
      <Box>
        <Button startIcon={<AddIcon />} onClick={onAdd} disabled={disabled}>
          {translate('stories.editor.frames.add')}
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * A story's frames as cards in a vertical list, each with its picture or video (the library or an
 * upload; a video with its processing state), text, link and duration: added (refused, the empty
 * frame focused, while one is empty), removed, and moved one place with the up and down buttons.
 * The list's own rule (at least one, none empty) shows under it.
 */
export function FrameListInput({ source, field, label, validate, resource, path, mode, disabled }: KindInputProps<'list'>) {
  const inactive = disabled || field.readOnly;
  const markedValidate = useMemo(() => markedRequired(validate, field.required), [validate, field.required]);
  const subFields = useMemo(() => Object.entries(field.fields), [field.fields]);
  return (
    <ArrayInput source={source} label={label} validate={markedValidate} helperText={false}>
      <SimpleFormIteratorBase disableAutoFocus={false}>
        <FrameCards subFields={subFields} resource={resource} path={path} mode={mode} disabled={inactive} />
      </SimpleFormIteratorBase>
    </ArrayInput>
  );
}
