import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import EditIcon from '@mui/icons-material/Edit';
import { Box, IconButton, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PICKER_LANGUAGE, type PickerErrorName } from '../../../resources/picker/pickerError.ts';
import { resizeUrl } from '../../controls/upload/storageUrls.ts';
import { DATE_TIME, formatDate } from '../../i18n/dateFormats.ts';
import { useLowcodeEnvironment } from '../../lowcode/LowcodeEnvironment.tsx';
import { rowView } from './pickerRows.ts';
import type { PickerTargetItem } from './pickerState.ts';

const IMAGE = { width: 64, height: 40 };

/** A recipe's cover is a URL of the recipe service; our contents' are paths in our storage, shown through its resize route. */
const isUrl = (path: string) => /^([a-z][a-z0-9+.-]*:|\/)/i.test(path);

export interface PickerItemLineProps {
  item: PickerTargetItem;
  selected: boolean;
  onToggle: () => void;
  onEdit: () => void;
}

/** A dense line, a checkbox: the picture, the title and the date; a click (or Space) picks or drops it, the pen edits it. */
export function PickerItemLine({ item, selected, onToggle, onEdit }: PickerItemLineProps) {
  const translate = useTranslate();
  const { previewUrl = resizeUrl } = useLowcodeEnvironment();
  const { title, image, date } = rowView(item);
  const src = !image || isUrl(image) ? image : previewUrl(image, IMAGE.width * 2);
  // An item without a picture, or one its address no longer serves, shows an empty frame, not a broken image.
  const [failed, setFailed] = useState<string>();
  const frame = { ...IMAGE, borderRadius: 0.5, mr: 1.5, bgcolor: 'action.hover', flexShrink: 0 };
  return (
    <ListItem
      disablePadding
      secondaryAction={
        <IconButton edge="end" size="small" aria-label={`${translate('picker.dialog.edit')}: ${title}`} onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
      }
    >
      {/* The whole line is the checkbox (its name is its title and date); the box drawn in it is only a picture, no control. */}
      <ListItemButton dense selected={selected} onClick={onToggle} role="checkbox" aria-checked={selected}>
        <ListItemIcon sx={{ minWidth: 36 }} aria-hidden>
          {selected ? <CheckBoxIcon fontSize="small" color="primary" /> : <CheckBoxOutlineBlankIcon fontSize="small" />}
        </ListItemIcon>
        {src && failed !== src ? (
          <Box component="img" src={src} alt="" loading="lazy" onError={() => setFailed(src)} sx={{ ...frame, objectFit: 'cover' }} />
        ) : (
          <Box data-testid="picker-no-image" sx={frame} />
        )}
        <ListItemText primary={title} secondary={date ? formatDate(date, DATE_TIME, PICKER_LANGUAGE) : null} />
      </ListItemButton>
    </ListItem>
  );
}

/** An item its transformer refused: shown with the catalogue's reason, not offered. */
export function PickerRefusedLine({ error }: { error: PickerErrorName }) {
  const translate = useTranslate();
  return (
    <ListItem dense>
      <ListItemText slotProps={{ primary: { color: 'error', variant: 'body2' } }} primary={translate(`picker.errors.${error}`)} />
    </ListItem>
  );
}
