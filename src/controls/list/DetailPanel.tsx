import CloseIcon from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, Paper } from '@mui/material';
import type { ReactNode } from 'react';

export interface DetailPanelProps {
  open: boolean;
  /** A drawer over the page (the rest waits), or a panel beside the list that stays usable (PagedList's `detail`). */
  modal: boolean;
  onClose: () => void;
  /** The close button's name, translated. */
  closeLabel: string;
  /** The id of the heading that names the panel. */
  titleId: string;
  /** The drawer's width; a panel takes the width PagedList gives it. */
  width?: number;
  children: ReactNode;
}

/** A row's detail, named by its heading, with a close button in its corner. */
export function DetailPanel({ open, modal, onClose, closeLabel, titleId, width = 400, children }: DetailPanelProps) {
  const content = (
    <Box sx={{ p: 2, position: 'relative' }}>
      <IconButton aria-label={closeLabel} onClick={onClose} sx={{ position: 'absolute', top: 8, right: 8 }}>
        <CloseIcon />
      </IconButton>
      {children}
    </Box>
  );
  if (modal) {
    return (
      <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width, maxWidth: '100%' } } }}>
        {content}
      </Drawer>
    );
  }
  if (!open) return null;
  return (
    <Paper component="section" role="dialog" aria-modal={false} aria-labelledby={titleId} variant="outlined" square sx={{ height: '100%', overflow: 'auto', borderTop: 0, borderBottom: 0, borderRight: 0 }}>
      {content}
    </Paper>
  );
}
