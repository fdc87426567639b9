import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { menus } from '../../../resources/menu.ts';
import { FieldInput } from '../../lowcode/inputs/FieldInput.tsx';
import { ITEM_FIELDS, itemErrors, kindOf, type MenuItemValues } from './menuItems.ts';

/** The item's own fields: the tree places it (key, parent), the dialog edits the rest. */
const EDITED = Object.entries(ITEM_FIELDS).filter(([name]) => name !== 'key' && name !== 'parentKey');

/**
 * One item's form, by its kind (resources/menu.ts: each field's `when`): a link's title, URL (the
 * url rule's message) and new tab; a content type; a category with its sub-category depth and
 * excluded categories; a brand; the authors' or cartoonists' list's title; the light and dark
 * images of every kind but the divider, from an upload or the media library. The fields are the
 * menu form's own (`items.<index>.…`), so nothing typed here waits for a save of its own.
 */
export function MenuItemDialog({ index, title, disabled, onClose }: { index: number; title: string; disabled?: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const { getValues, setError, clearErrors } = useFormContext();
  const kind = kindOf(useWatch({ name: `items.${index}.type` }));
  const close = () => {
    // The item's rules show on its row at once, not only at the save (its inputs are gone once closed).
    const prefix = `items.${index}.`;
    clearErrors(`items.${index}`);
    for (const [path, message] of Object.entries(itemErrors((getValues('items') ?? []) as MenuItemValues[], translate))) {
      if (path.startsWith(prefix)) setError(path, { type: 'validate', message });
    }
    onClose();
  };
  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby="menu-item-dialog-title">
      <DialogTitle id="menu-item-dialog-title">
        {translate('menus.editor.itemDialog', { type: kind ? translate(`enums.menuItemType.${kind}`) : '' })}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {title}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={0.5} component="fieldset" disabled={disabled} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          {EDITED.map(([name, field]) => (
            <FieldInput key={name} resource={menus} path={['items', name]} field={field} source={`items.${index}.${name}`} disabled={disabled} autoFocus={name === 'title'} />
          ))}
          {kind === 'divider' && <Typography color="text.secondary">{translate('menus.editor.imagesNone')}</Typography>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} variant="contained">
          {translate('menus.editor.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
