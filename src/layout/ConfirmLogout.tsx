import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef, useState } from 'react';
import { Confirm, useLogout, useTranslate, useUserMenu } from 'react-admin';

/**
 * The user menu's sign-out item (spec 02 §2: a logout confirmation dialog): it asks first, with
 * react-admin's Confirm. Keyboard: Enter on the item opens it, the sign-out button has the focus
 * (Enter signs out), Escape or Cancel keeps the session and closes the menu.
 */
export const ConfirmLogout = forwardRef<HTMLLIElement>(function ConfirmLogout(_props, ref) {
  const translate = useTranslate();
  const logout = useLogout();
  const userMenu = useUserMenu();
  const [asking, setAsking] = useState(false);

  const cancel = () => {
    setAsking(false);
    userMenu?.onClose();
  };

  return (
    <>
      <MenuItem ref={ref} className="logout" onClick={() => setAsking(true)}>
        <ListItemIcon>
          <ExitIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('ra.auth.logout')}</ListItemText>
      </MenuItem>
      <Confirm
        isOpen={asking}
        title="shell.logout.title"
        content="shell.logout.content"
        confirm="ra.auth.logout"
        onConfirm={() => {
          setAsking(false);
          void logout();
        }}
        onClose={cancel}
      />
    </>
  );
});
