import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Box, Chip, Menu, MenuItem, type ChipProps, type Theme } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { AGENCY_STATUSES, type AgencyStatus } from '../../../resources/agencyStatus.ts';

const COLOR: Record<AgencyStatus, ChipProps['color']> = { new: 'info', read: 'default', inProgress: 'warning', done: 'success', rejected: 'default' };

const DENSE = { height: 22, fontSize: 12, '& .MuiChip-label': { px: 0.75 } } as const;

/** The status colour's darker shade on a light page (lighter on a dark one): small text needs the contrast. */
const readable = (status: AgencyStatus) => {
  const color = COLOR[status];
  if (color === 'default' || color === undefined) return DENSE;
  return { ...DENSE, color: (theme: Theme) => (theme.palette.mode === 'dark' ? theme.palette[color].light : theme.palette[color].dark) };
};

export interface StatusChipProps {
  status: AgencyStatus;
  /** Names the chip for the reader: "Status of <title>", followed by the status shown. */
  label: string;
  /** Offers the other statuses in a menu; without it the chip only shows the status. */
  onChange?: (status: AgencyStatus) => void;
}

/** A row's status as a small chip; a click opens a menu of the desk's statuses (resources/agencyStatus.ts). */
export function StatusChip({ status, label, onChange }: StatusChipProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const text = translate(`agency.statuses.${status}`);
  if (!onChange) return <Chip size="small" variant="outlined" color={COLOR[status]} label={text} sx={readable(status)} />;
  return (
    <>
      <Chip
        size="small"
        variant="outlined"
        color={COLOR[status]}
        label={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
            {text}
            <ArrowDropDownIcon aria-hidden sx={{ fontSize: 18, mr: -0.5 }} />
          </Box>
        }
        // What it shows is part of its name (WCAG 2.5.3).
        aria-label={`${label}: ${text}`}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={readable(status)}
      />
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} slotProps={{ list: { dense: true, 'aria-label': label } }}>
        {AGENCY_STATUSES.map((value) => (
          <MenuItem
            key={value}
            selected={value === status}
            onClick={() => {
              setAnchor(null);
              if (value !== status) onChange(value);
            }}
          >
            {translate(`agency.statuses.${value}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
