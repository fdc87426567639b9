import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Collapse, List, ListItemIcon, MenuItem, MenuList, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { MenuItemLink, useLocation, useSidebarState, useTranslate } from 'react-admin';
import type { MenuEntry } from '../routes/menuEntries';

const contains = (entry: MenuEntry, pathname: string): boolean =>
  entry.to !== undefined
    ? pathname === entry.to || pathname.startsWith(`${entry.to}/`)
    : (entry.children ?? []).some((child) => contains(child, pathname));

function MenuSection({ entry, depth }: { entry: MenuEntry; depth: number }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [sidebarOpen] = useSidebarState();
  const current = contains(entry, pathname);
  const [open, setOpen] = useState(current);
  // Arriving in a section (a link, a redirect) opens it; leaving does not close it.
  useEffect(() => {
    if (current) setOpen(true);
  }, [current]);
  const Icon = entry.icon;
  const label = translate(entry.label);
  return (
    <>
      <MenuItem
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        title={sidebarOpen ? undefined : label}
        // Same icon column and colours as react-admin's MenuItemLink in a dense list.
        sx={{ pl: 2 + depth * 2, color: 'text.secondary', '& .MuiListItemIcon-root': { minWidth: 28, color: 'text.secondary' } }}
      >
        <ListItemIcon>{Icon ? <Icon fontSize="small" /> : null}</ListItemIcon>
        <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
          {label}
        </Typography>
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </MenuItem>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List dense disablePadding role="group" aria-label={label}>
          <MenuEntries entries={entry.children ?? []} depth={depth + 1} />
        </List>
      </Collapse>
    </>
  );
}

function MenuEntries({ entries, depth }: { entries: readonly MenuEntry[]; depth: number }) {
  return (
    <>
      {entries.map((entry) => {
        if (entry.children) return <MenuSection key={entry.name} entry={entry} depth={depth} />;
        const Icon = entry.icon;
        return (
          <MenuItemLink
            key={entry.name}
            to={entry.to ?? '/'}
            primaryText={entry.label}
            leftIcon={Icon ? <Icon fontSize="small" /> : undefined}
            sx={{ pl: 2 + depth * 2 }}
          />
        );
      })}
    </>
  );
}

/**
 * The side menu: links and collapsible sections, as `menuEntries` computed them. Its entries are
 * menu items (react-admin's MenuItemLink), so they sit in a menu, and a section's in a group of it.
 */
export function MenuView({ entries }: { entries: readonly MenuEntry[] }) {
  const translate = useTranslate();
  const label = translate('shell.menu.label');
  return (
    <Box component="nav" aria-label={label}>
      <MenuList dense aria-label={label} sx={{ pt: 1 }}>
        <MenuEntries entries={entries} depth={0} />
      </MenuList>
    </Box>
  );
}
