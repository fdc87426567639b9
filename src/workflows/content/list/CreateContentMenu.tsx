import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { CONTENT_TYPES } from '../../../../resources/contentTypes.ts';
import type { PermissionCheck } from '../../../routes/routeTypes.ts';

/** "Create": a menu of the content types the user may save, each opening its editor (`/content/<route>`); nothing when there is none. */
export function CreateContentMenu({ can }: { can: PermissionCheck }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const types = CONTENT_TYPES.filter((type) => can(`${type.permission}.save`));
  if (types.length === 0) return null;
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('contentList.create')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': translate('contentList.createMenu'), dense: true } }}>
        {types.map((type) => (
          <MenuItem key={type.key} component={RouterLink} to={`/content/${type.route}`} onClick={() => setAnchor(null)}>
            {translate(`enums.contentType.${type.key}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
