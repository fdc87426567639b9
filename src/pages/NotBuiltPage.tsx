import ConstructionIcon from '@mui/icons-material/Construction';
import { Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { routeLabel } from '../routes/menuEntries';
import { PublicPageFrame } from './PublicPageFrame';

/** A permitted route whose screen a later issue builds: it says so, naming the screen. */
export default function NotBuiltPage({ screen }: { screen: string }) {
  const translate = useTranslate();
  const name = translate(routeLabel(screen));
  return (
    <PublicPageFrame inLayout icon={<ConstructionIcon />} title={name}>
      <Title title={name} preferenceKey={false} />
      <Typography color="text.secondary" data-screen={screen}>
        {translate('shell.pages.notBuilt.body')}
      </Typography>
    </PublicPageFrame>
  );
}
