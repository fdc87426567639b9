import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Divider, IconButton, Menu, MenuItem } from '@mui/material';
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

const PINS: readonly HeadlinePin[] = ['PINNED', 'PERMANENT', 'NONE'];
const PIN_ACTION: Record<HeadlinePin, string> = { PINNED: 'headlines.actions.pin', PERMANENT: 'headlines.actions.pinPermanent', NONE: 'headlines.actions.unpin' };

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
        {/* A pending item is not on the headline yet: only edit and remove apply to it. */}
        {item.state === 'LIVE' && [
          <MenuItem key="title" onClick={() => toggle('titleHidden')}>
            {translate(item.titleHidden ? 'headlines.actions.showTitle' : 'headlines.actions.hideTitle')}
          </MenuItem>,
          <MenuItem key="spot" onClick={() => toggle('spotHidden')}>
            {translate(item.spotHidden ? 'headlines.actions.showSpot' : 'headlines.actions.hideSpot')}
          </MenuItem>,
          <Divider key="pins" />,
          ...PINS.filter((next) => next !== item.pin).map((next) => (
            <MenuItem key={next} onClick={() => pin(next)}>
              {translate(PIN_ACTION[next])}
            </MenuItem>
          )),
          <Divider key="moves" />,
          <MenuItem key="pending" onClick={() => open('pending')}>
            {translate('headlines.actions.toPending')}
          </MenuItem>,
        ]}
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
