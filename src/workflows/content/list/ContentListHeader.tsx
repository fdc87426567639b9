import { Box, Tab, Tabs, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { PermissionCheck } from '../../../routes/routeTypes.ts';
import { CreateContentMenu } from './CreateContentMenu.tsx';

/** The content list and the draft list, two tabs (spec 02 §2); the type chosen goes along. */
export function ContentListTabs({ value, typeRoute }: { value: 'contents' | 'drafts'; typeRoute?: string }) {
  const translate = useTranslate();
  const suffix = typeRoute ? `/${typeRoute}` : '';
  return (
    <Tabs value={value} sx={{ flex: 1, minHeight: 40, '& .MuiTab-root': { minHeight: 40, py: 0.5 } }}>
      <Tab value="contents" label={translate('contentList.tabs.contents')} component={RouterLink} to={`/content/list${suffix}`} />
      <Tab value="drafts" label={translate('contentList.tabs.drafts')} component={RouterLink} to={`/content/list-draft${suffix}`} />
    </Tabs>
  );
}

/** The content screens' head: their name, the two tabs, the tab's `actions` (its column chooser) and "create". */
export function ContentListHeader({ value, typeRoute, can, actions }: { value: 'contents' | 'drafts'; typeRoute?: string; can: PermissionCheck; actions?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 0.5 }}>
      <Typography variant="h6" component="h1">
        {translate('shell.routes.contentList')}
      </Typography>
      <ContentListTabs value={value} typeRoute={typeRoute} />
      {actions}
      <CreateContentMenu can={can} />
    </Box>
  );
}
