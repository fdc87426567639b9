import LoginIcon from '@mui/icons-material/Login';
import { Button, Typography } from '@mui/material';
import { useLogin, useTranslate } from 'react-admin';
import { PublicPageFrame } from './PublicPageFrame';

/** For a visitor without a session: one button to the identity provider. */
export default function UnauthenticatedPage() {
  const translate = useTranslate();
  const login = useLogin();
  return (
    <PublicPageFrame
      icon={<LoginIcon />}
      title={translate('shell.pages.unauthenticated.title')}
      actions={
        <Button variant="contained" onClick={() => void login({})}>
          {translate('shell.actions.signIn')}
        </Button>
      }
    >
      <Typography color="text.secondary">{translate('shell.pages.unauthenticated.body')}</Typography>
    </PublicPageFrame>
  );
}
