import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface SiteOption {
  id: string;
  name: string;
  displayName?: string | null;
}

export interface SiteSwitcherViewProps {
  sites: readonly SiteOption[];
  selectedId: string | undefined;
  onSelect: (siteId: string) => void;
  disabled?: boolean;
}

/** The working site, chosen among the sites of the signed-in user. */
export function SiteSwitcherView({ sites, selectedId, onSelect, disabled }: SiteSwitcherViewProps) {
  const translate = useTranslate();
  const known = sites.some((site) => site.id === selectedId);
  return (
    <TextField
      select
      fullWidth={false}
      size="small"
      variant="standard"
      value={known ? selectedId : ''}
      disabled={disabled || sites.length === 0}
      onChange={(event) => {
        if (event.target.value !== selectedId) onSelect(event.target.value);
      }}
      slotProps={{
        input: { disableUnderline: true },
        select: { inputProps: { 'aria-label': translate('shell.siteSwitcher.label') } },
      }}
      sx={{
        minWidth: 160,
        mx: 1,
        '& .MuiInputBase-root, & .MuiSvgIcon-root': { color: 'inherit' },
      }}
    >
      {sites.map((site) => (
        <MenuItem key={site.id} value={site.id}>
          {site.displayName || site.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
