import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { PublicPageFrame } from './PublicPageFrame';

/**
 * Any path the route map does not know: 'page not found', and that the address has no page. Public:
 * `fullPage` when shown outside the layout to a visitor without a session.
 */
export default function NotFoundPage({ fullPage = false }: { fullPage?: boolean }) {
  const translate = useTranslate();
  return (
    <PublicPageFrame
      inLayout={!fullPage}
      icon={<SearchOffIcon />}
      title={translate('shell.pages.notFound.title')}
      actions={
        <Button component={LinkBase} to="/" variant="contained">
          {translate('shell.actions.home')}
        </Button>
      }
    >
      <Typography color="text.secondary">{translate('shell.pages.notFound.body')}</Typography>
    </PublicPageFrame>
  );
}
