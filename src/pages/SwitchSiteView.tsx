import DomainIcon from '@mui/icons-material/Domain';
import { Alert, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SiteOption } from '../layout/SiteSwitcherView';
import { PublicPageFrame } from './PublicPageFrame';

export interface SwitchSiteViewProps {
  sites: readonly SiteOption[];
  selectedId?: string;
  /** A site asked for in the address that the user does not belong to. */
  refusedId?: string;
  onSelect: (siteId: string) => void;
}

/** Lists the user's sites to pick the working one. */
export function SwitchSiteView({ sites, selectedId, refusedId, onSelect }: SwitchSiteViewProps) {
  const translate = useTranslate();
  return (
    <PublicPageFrame icon={<DomainIcon />} title={translate('shell.pages.switchSite.title')}>
      {refusedId ? (
        <Alert severity="warning" sx={{ mb: 2, textAlign: 'left' }}>
          {translate('shell.pages.switchSite.notMember', { id: refusedId })}
        </Alert>
      ) : null}
      {sites.length === 0 ? (
        <Typography color="text.secondary">{translate('shell.pages.switchSite.noSites')}</Typography>
      ) : (
        <List aria-label={translate('shell.pages.switchSite.title')}>
          {sites.map((site) => (
            <ListItemButton key={site.id} selected={site.id === selectedId} onClick={() => onSelect(site.id)}>
              <ListItemText primary={site.displayName || site.name} secondary={site.displayName ? site.name : undefined} />
            </ListItemButton>
          ))}
        </List>
      )}
    </PublicPageFrame>
  );
}
