import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { usePermissionCheck } from '../../routes/usePermissionCheck.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { EditPermitBar } from '../editPermit/EditPermitBar.tsx';
import { useEditPermit } from '../editPermit/useEditPermit.ts';
import type { Headline, HeadlineItem } from './headlineMethods.ts';

export interface HeadlineEditDialogProps {
  headline: Headline;
  item: HeadlineItem;
  change(headline: Headline, write: (version: number) => Promise<Headline>): Promise<boolean>;
  onClose(): void;
}

/** The permit is the headline's: one editor at a time makes a long edit of its items. */
export const HEADLINE_PERMIT_RESOURCE = 'headlines';

const pathOf = (images: unknown, size: 'vertical' | 'horizontal') => {
  const value = images && typeof images === 'object' ? (images as Record<string, unknown>)[size] : undefined;
  return typeof value === 'string' ? value : '';
};

/**
 * A long edit of one item (spec 02 §4): title, spot, manual URL, the picture of each size and the
 * archive setting. It holds the headline's edit permit while open; without it the form is read-only
 * and the permit bar offers to request or take it over.
 */
export function HeadlineEditDialog({ headline, item, change, onClose }: HeadlineEditDialogProps) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const can = usePermissionCheck();
  const permit = useEditPermit(HEADLINE_PERMIT_RESOURCE, headline.id);
  const [form, setForm] = useState({
    title: item.title,
    spot: item.spot ?? '',
    manualUrl: item.manualUrl ?? '',
    vertical: pathOf(item.images, 'vertical'),
    horizontal: pathOf(item.images, 'horizontal'),
    archive: item.archive,
  });
  const [busy, setBusy] = useState(false);
  const locked = !permit.mine;
  const field = (name: 'title' | 'spot' | 'manualUrl' | 'vertical' | 'horizontal', label: string, multiline = false) => (
    <TextField
      label={translate(label)}
      value={form[name]}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      disabled={locked}
      size="small"
      fullWidth
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
    />
  );
  const save = async () => {
    setBusy(true);
    const images = { ...(item.images as object | null), vertical: form.vertical, horizontal: form.horizontal };
    const saved = await change(headline, (version) =>
      dataProvider.saveHeadline({
        id: headline.id,
        version,
        items: [{ id: item.id, title: form.title, spot: form.spot || null, manualUrl: form.manualUrl || null, images, archive: form.archive }],
      }),
    );
    setBusy(false);
    if (saved) onClose();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{translate('headlines.editDialog.title')}</DialogTitle>
      <DialogContent>
        <EditPermitBar permit={permit} canTakeOver={Boolean(can?.('headline.kick'))} draftsPath="/headline/list" />
        <Stack spacing={1.5} sx={{ pt: 1.5 }}>
          {field('title', 'headlines.editDialog.itemTitle')}
          {field('spot', 'headlines.editDialog.spot', true)}
          {field('manualUrl', 'headlines.editDialog.manualUrl')}
          <Stack direction="row" spacing={1}>
            {field('vertical', 'headlines.editDialog.vertical')}
            {field('horizontal', 'headlines.editDialog.horizontal')}
          </Stack>
          <FormControlLabel
            control={<Switch checked={form.archive} onChange={(event) => setForm({ ...form, archive: event.target.checked })} disabled={locked} />}
            label={translate('headlines.editDialog.archive')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('headlines.editDialog.cancel')}</Button>
        <Button variant="contained" disabled={locked || busy || form.title.trim() === ''} onClick={() => void save()}>
          {translate('headlines.editDialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
