import BlockIcon from '@mui/icons-material/Block';
import { Button, Typography } from '@mui/material';
import { LinkBase, useLogout, useTranslate } from 'react-admin';
import { PublicPageFrame } from './PublicPageFrame';

/** Where a forbidden route ends when no fallback is permitted either: another site, or sign out. */
export default function UnauthorizedPage() {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <PublicPageFrame
      icon={<BlockIcon />}
      title={translate('shell.pages.unauthorized.title')}
      actions={
        <>
          <Button onClick={() => void logout()}>{translate('shell.actions.signOut')}</Button>
          <Button component={LinkBase} to="/switch-site" variant="contained">
            {translate('shell.actions.switchSite')}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary">{translate('shell.pages.unauthorized.body')}</Typography>
    </PublicPageFrame>
  );
}
