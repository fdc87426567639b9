import PersonOffIcon from '@mui/icons-material/PersonOff';
import { Button, Typography } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';
import { PublicPageFrame } from './PublicPageFrame';

/** The server reports the signed-in user as not active: nothing to do here but sign out. */
export default function UnauthorizedUserPage() {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <PublicPageFrame
      icon={<PersonOffIcon />}
      title={translate('shell.pages.unauthorizedUser.title')}
      actions={
        <Button variant="contained" onClick={() => void logout()}>
          {translate('shell.actions.signOut')}
        </Button>
      }
    >
      <Typography color="text.secondary">{translate('shell.pages.unauthorizedUser.body')}</Typography>
    </PublicPageFrame>
  );
}
