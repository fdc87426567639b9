import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { fieldRuleDeclarations } from '../../../resources/fields.ts';
import { HEADLINE_ITEM_FIELDS } from '../../../resources/headlineRules.ts';
import { toRules } from '../../../resources/validation.ts';
import type { ImageSize } from '../../controls/image/readImageSize.ts';
import { rulesValidator } from '../../lowcode/validators.ts';
import { fileUrl, resizeUrl } from '../../controls/upload/storageUrls.ts';
import type { PermissionCheck } from '../../routes/routeTypes.ts';
import { usePermissionCheck } from '../../routes/usePermissionCheck.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { EditPermitBar, useEditPermit } from '../editPermit/index.ts';
import { HeadlineCropButton } from './HeadlineCropButton.tsx';
import { HeadlineImageField } from './HeadlineImageField.tsx';
import { HeadlineTagSelect } from './HeadlineTagSelect.tsx';
import { coverCropOf, croppedSize, headlineImagesOf, type HeadlineImages, type HeadlineImageSize } from './headlineImages.ts';
import type { Headline, HeadlineItem } from './headlineMethods.ts';

export interface HeadlineEditDialogProps {
  headline: Headline;
  item: HeadlineItem;
  change(headline: Headline, write: (version: number) => Promise<Headline>): Promise<boolean>;
  onClose(): void;
  /** The URL the cropper shows a stored image from (default: the storage's file URL). */
  imageUrl?: (path: string) => string | undefined;
  /** The small preview's URL (default: the storage's resize URL). */
  previewUrl?: (path: string) => string | undefined;
  /** The permissions (default: the session's). */
  can?: PermissionCheck;
}

/** The permit is the headline's: one editor at a time makes a long edit of its items. */
export const HEADLINE_PERMIT_RESOURCE = 'headlines';

const SIZES: readonly HeadlineImageSize[] = ['vertical', 'horizontal'];

type ItemText = keyof typeof HEADLINE_ITEM_FIELDS;
/** The rules of the item's texts, as the server applies them (a manual URL is http, https or /…). */
const TEXT_RULES = Object.fromEntries(Object.entries(HEADLINE_ITEM_FIELDS).map(([name, field]) => [name, toRules(fieldRuleDeclarations(field))])) as Record<ItemText, ReturnType<typeof toRules>>;
const CHOOSE_LABELS: Record<HeadlineImageSize, string> = { vertical: 'headlines.editDialog.chooseVertical', horizontal: 'headlines.editDialog.chooseHorizontal' };

/**
 * A long edit of one item (spec 02 §4): title, spot, manual URL, the picture of each size, the
 * archive setting and, with headlineTag.view, the headline tag. It holds the headline's edit permit
 * while open; without it the form is read-only and the permit bar offers to request or take it over.
 */
export function HeadlineEditDialog({
  headline,
  item,
  change,
  onClose,
  imageUrl = (path) => fileUrl(path),
  previewUrl = (path) => resizeUrl(path, 120),
  can: givenCan,
}: HeadlineEditDialogProps) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const sessionCan = usePermissionCheck();
  const can = givenCan ?? sessionCan;
  // Without headlineTag.view the tags cannot be read: no select, and the item's tag is not sent.
  const canTag = Boolean(can?.('headlineTag.view'));
  const permit = useEditPermit(HEADLINE_PERMIT_RESOURCE, headline.id);
  const [form, setForm] = useState({
    title: item.title,
    spot: item.spot ?? '',
    manualUrl: item.manualUrl ?? '',
    archive: item.archive,
    tagId: item.tag?.id ?? '',
  });
  const [images, setImages] = useState<HeadlineImages>(() => headlineImagesOf(item.images));
  // Sizes the picker measured; a typed path is measured by the cropper when it loads.
  const [sizes, setSizes] = useState<Partial<Record<HeadlineImageSize, ImageSize>>>({});
  const cover = coverCropOf(headline);
  const cut = cover && croppedSize(cover);
  const [busy, setBusy] = useState(false);
  const locked = !permit.mine;
  const refusal = (name: ItemText): string | undefined => {
    const failure = rulesValidator(TEXT_RULES[name], `resources.headlines.fields.${name}`, translate)?.(form[name], form, {});
    return failure && typeof failure === 'object' && 'message' in failure ? translate(failure.message, failure.args) : undefined;
  };
  const refused = (Object.keys(TEXT_RULES) as ItemText[]).some((name) => refusal(name));
  const field = (name: ItemText, label: string, multiline = false) => (
    <TextField
      label={translate(label)}
      value={form[name]}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      disabled={locked}
      size="small"
      fullWidth
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      error={Boolean(refusal(name))}
      helperText={refusal(name)}
    />
  );
  const save = async () => {
    setBusy(true);
    const { crop, ...paths } = images;
    // Other keys the stored images hold are kept; the crop is the dialog's (gone with the image it was cut from).
    const kept: Record<string, unknown> = { ...(item.images as object | null) };
    delete kept.crop;
    const saving = { ...kept, ...paths, ...(crop ? { crop } : {}) };
    const saved = await change(headline, (version) =>
      dataProvider.saveHeadline({
        id: headline.id,
        version,
        items: [
          {
            id: item.id,
            title: form.title,
            spot: form.spot || null,
            manualUrl: form.manualUrl || null,
            images: saving,
            archive: form.archive,
            ...(canTag ? { tagId: form.tagId || null } : {}),
          },
        ],
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
          {canTag && <HeadlineTagSelect current={item.tag} value={form.tagId} onChange={(tagId) => setForm({ ...form, tagId })} disabled={locked} />}
          {SIZES.map((size) => (
            <HeadlineImageField
              key={size}
              label={translate(`headlines.editDialog.${size}`)}
              chooseLabel={translate(CHOOSE_LABELS[size])}
              path={images[size]}
              disabled={locked}
              previewUrl={previewUrl}
              onChange={(path, chosen) => {
                setImages((current) => {
                  const next = { ...current, [size]: path };
                  // The crop was cut from the image being replaced.
                  if (size === cut) delete next.crop;
                  return next;
                });
                setSizes((current) => ({ ...current, [size]: chosen?.width && chosen.height ? { width: chosen.width, height: chosen.height } : undefined }));
              }}
            />
          ))}
          {cover && cut && (
            <HeadlineCropButton
              typeName={headline.headlineType.name ?? translate(`headlines.editDialog.${cut}`)}
              cover={cover}
              path={images[cut]}
              url={images[cut] ? imageUrl(images[cut]) : undefined}
              size={sizes[cut]}
              crop={images.crop}
              disabled={locked}
              onCrop={(crop) => setImages((current) => ({ ...current, crop }))}
            />
          )}
          <FormControlLabel
            control={<Switch checked={form.archive} onChange={(event) => setForm({ ...form, archive: event.target.checked })} disabled={locked} />}
            label={translate('headlines.editDialog.archive')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('headlines.editDialog.cancel')}</Button>
        <Button variant="contained" disabled={locked || busy || refused || form.title.trim() === ''} onClick={() => void save()}>
          {translate('headlines.editDialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
