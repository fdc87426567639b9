import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Divider, IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { alertStore } from '../../alerts/alertStore.ts';
import { useLowcodeEnvironment } from '../../lowcode/LowcodeEnvironment.tsx';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import type { Headline, HeadlineItem, HeadlinePin } from './headlineMethods.ts';
import { HeadlineEditDialog } from './HeadlineEditDialog.tsx';
import { PendingDialog } from './PendingDialog.tsx';

export interface HeadlineCardMenuProps {
  headline: Headline;
  item: HeadlineItem;
  /** The board's write of this headline (useHeadlineBoard's `change`). */
  change(headline: Headline, write: (version: number) => Promise<Headline>): Promise<boolean>;
  canRemove: boolean;
}

/** Keeps a press on the menu from starting a drag of the card under it. */
const stopDrag = { onPointerDown: (event: { stopPropagation(): void }) => event.stopPropagation(), onKeyDown: (event: { stopPropagation(): void }) => event.stopPropagation() };

/**
 * A card's actions (spec 02 §4): hide or show its title and spot, pin / permanent pin / unpin, move
 * it to the pending list, edit it (with the edit permit) and remove it (after a confirmation).
 */
export function HeadlineCardMenu({ headline, item, change, canRemove }: HeadlineCardMenuProps) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const alerts = useLowcodeEnvironment().alerts ?? alertStore;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'pending' | 'edit'>();
  const title = item.title || item.content?.title || '';
  const run = (write: (version: number) => Promise<Headline>) => {
    setAnchor(null);
    void change(headline, write);
  };
  const toggle = (field: 'titleHidden' | 'spotHidden') => run((version) => dataProvider.saveHeadline({ id: headline.id, version, items: [{ id: item.id, [field]: !item[field] }] }));
  const pin = (next: HeadlinePin) => run((version) => dataProvider.pinHeadlineItem(headline.id, item.id, next, version));
  const remove = async () => {
    setAnchor(null);
    const confirmed = await alerts.confirm({ type: 'warning', title: 'headlines.removeConfirm.title', message: 'headlines.removeConfirm.message', values: { title }, confirmLabel: 'headlines.removeConfirm.confirm' });
    if (confirmed) await change(headline, (version) => dataProvider.removeHeadlineItem(headline.id, item.id, version));
  };
  const open = (which: 'pending' | 'edit') => {
    setAnchor(null);
    setDialog(which);
  };
  return (
    <>
      <IconButton size="small" aria-label={translate('headlines.card.actions', { title })} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)} {...stopDrag} sx={{ p: 0.25 }}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { dense: true } }} {...stopDrag}>
        <MenuItem onClick={() => toggle('titleHidden')}>
          <ListItemText>{translate(item.titleHidden ? 'headlines.actions.showTitle' : 'headlines.actions.hideTitle')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => toggle('spotHidden')}>
          <ListItemText>{translate(item.spotHidden ? 'headlines.actions.showSpot' : 'headlines.actions.hideSpot')}</ListItemText>
        </MenuItem>
        <Divider />
        {item.pin !== 'PINNED' && <MenuItem onClick={() => pin('PINNED')}>{translate('headlines.actions.pin')}</MenuItem>}
        {item.pin !== 'PERMANENT' && <MenuItem onClick={() => pin('PERMANENT')}>{translate('headlines.actions.pinPermanent')}</MenuItem>}
        {item.pin !== 'NONE' && <MenuItem onClick={() => pin('NONE')}>{translate('headlines.actions.unpin')}</MenuItem>}
        <Divider />
        <MenuItem onClick={() => open('pending')}>{translate('headlines.actions.toPending')}</MenuItem>
        <MenuItem onClick={() => open('edit')}>{translate('headlines.actions.edit')}</MenuItem>
        {canRemove && (
          <MenuItem onClick={() => void remove()} sx={{ color: 'error.main' }}>
            {translate('headlines.actions.remove')}
          </MenuItem>
        )}
      </Menu>
      {dialog === 'pending' && (
        <PendingDialog
          item={item}
          onClose={() => setDialog(undefined)}
          onConfirm={(publishAt, order) => change(headline, (version) => dataProvider.moveHeadlineItemToPending(headline.id, item.id, publishAt, order, version))}
        />
      )}
      {dialog === 'edit' && <HeadlineEditDialog headline={headline} item={item} change={change} onClose={() => setDialog(undefined)} />}
    </>
  );
}
