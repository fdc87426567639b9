import { Alert, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, Tab, Tabs } from '@mui/material';
import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslate } from 'react-admin';
import { confirm, showAlert } from '../../alerts/alertStore.ts';
import { resizeUrl } from '../upload/storageUrls.ts';
import { CopiedCropList } from './CopiedCropList.tsx';
import { CropArea } from './CropArea.tsx';
import { copySourceCrops, naturalRect } from './cropGeometry.ts';
import { produceCrops, type CropJob, type CropTransport } from './cropProduction.ts';
import { CROP_MODE, cropTypeName, type CropDefinition, type CropMode, type ImageCrop, type SourceImage } from './cropTypes.ts';
import { defaultCropTransport } from './defaultCropTransport.ts';
import { useCropSelections } from './useCropSelections.ts';

/** The stored image to crop and the URL it is shown (and drawn) from. */
export interface CropperImage extends SourceImage {
  url: string;
}

/**
 * What saving hands back: the produced crop files, or, for a caller that keeps only the rectangle
 * (a headline item's crop), the selections in the source's natural pixels with nothing drawn or uploaded.
 */
export type CropperResult =
  | { onComplete: (crops: ImageCrop[]) => void; onSelect?: undefined }
  | { onSelect: (selections: CropJob[]) => void; onComplete?: undefined };

export type ImageCropperProps = CropperOptions & CropperResult;

interface CropperOptions {
  open: boolean;
  image: CropperImage;
  definitions: readonly CropDefinition[];
  mode: CropMode;
  /** Copy from source: the crops the source already has, by type. */
  sourceCrops?: readonly ImageCrop[];
  transport?: CropTransport;
  previewUrl?: (path: string) => string | undefined;
  confirmDiscard?: () => Promise<boolean>;
  onClose: () => void;
}

const MODE_LABELS: Record<CropMode, string> = {
  [CROP_MODE.free]: 'media.cropper.modes.free',
  [CROP_MODE.fixed]: 'media.cropper.modes.fixed',
  [CROP_MODE.copyFromSource]: 'media.cropper.modes.copyFromSource',
};

const askToDiscard = () => confirm({ type: 'warning', message: 'media.cropper.discardChanges' });

/**
 * Spec 01 §2 image cropper: one selection per crop definition (free, fixed shape, or copied from
 * the source unchanged). Saving draws each selection on a canvas and uploads it as an image, so
 * every crop is a stored, deduplicated file; `onComplete` gets the spec's `{ type, width, height, path }`.
 */
export function ImageCropper({ open, onClose, ...props }: ImageCropperProps) {
  const translate = useTranslate();
  const titleId = useId();
  const cancelRef = useRef(onClose);
  return (
    <Dialog open={open} onClose={() => cancelRef.current()} maxWidth="lg" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId} component="div">
        <Stack direction="row" spacing={1} alignItems="center">
          <span>{translate('media.cropper.title')}</span>
          <Chip size="small" label={translate(MODE_LABELS[props.mode])} />
        </Stack>
      </DialogTitle>
      <CropperBody key={props.image.url} {...props} onClose={onClose} cancelRef={cancelRef} />
    </Dialog>
  );
}

function CropperBody({
  image,
  definitions,
  mode,
  sourceCrops,
  transport = defaultCropTransport,
  previewUrl = (path) => resizeUrl(path),
  confirmDiscard = askToDiscard,
  onComplete,
  onSelect,
  onClose,
  cancelRef,
}: Omit<CropperOptions, 'open'> & CropperResult & { cancelRef: RefObject<() => void> }) {
  const translate = useTranslate();
  const imageRef = useRef<HTMLImageElement>(null);
  const known = image.width && image.height ? { width: image.width, height: image.height } : undefined;
  const { natural, setNatural, selections, select, changed } = useCropSelections(definitions, known);
  const [active, setActive] = useState(0);
  const [saving, setSaving] = useState(false);
  const [imageFailed, setImageFailed] = useState(false);
  const copying = mode === CROP_MODE.copyFromSource;
  const definition = definitions[active];

  const cancel = async () => {
    if (saving) return;
    if (!changed || (await confirmDiscard())) onClose();
  };
  useLayoutEffect(() => {
    cancelRef.current = () => void cancel();
  });

  const save = async () => {
    if (copying) return onComplete?.(copySourceCrops(definitions, image, sourceCrops));
    const source = imageRef.current;
    if (!natural) return;
    const jobs = definitions.map((item) => ({ definition: item, rect: naturalRect(selections[item.type], natural) }));
    if (onSelect) return onSelect(jobs);
    if (!source) return;
    setSaving(true);
    try {
      // Drawing an image that is still loading gives a blank crop.
      if (typeof source.decode === 'function') await source.decode();
      onComplete?.(await produceCrops(jobs, { image: source, path: image.path, mimeType: image.mimeType }, mode, transport));
    } catch (error) {
      console.error('Saving the crops failed', error);
      void showAlert({ type: 'error', message: 'media.cropper.saveFailed' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <DialogContent dividers>
        {copying ? (
          <CopiedCropList crops={copySourceCrops(definitions, image, sourceCrops)} previewUrl={previewUrl} />
        ) : (
          <Stack spacing={2}>
            <Tabs value={active} onChange={(_, index: number) => setActive(index)} aria-label={translate('media.cropper.crops')} variant="scrollable">
              {definitions.map((item) => (
                <Tab
                  key={item.type}
                  label={translate(item.width && item.height ? 'media.cropper.definition' : 'media.cropper.freeDefinition', {
                    ...item,
                    type: cropTypeName(translate, item.type),
                  })}
                />
              ))}
            </Tabs>
            {imageFailed && <Alert severity="error">{translate('media.cropper.imageFailed')}</Alert>}
            {definition && (
              <CropArea
                imageUrl={image.url}
                imageRef={imageRef}
                definition={definition}
                mode={mode}
                crop={selections[definition.type]}
                natural={natural}
                onChange={(crop) => select(definition.type, crop)}
                onImageLoad={setNatural}
                onImageError={() => setImageFailed(true)}
              />
            )}
          </Stack>
        )}
        {saving && <LinearProgress aria-label={translate('media.cropper.saving')} sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void cancel()} disabled={saving}>
          {translate('media.cropper.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving || (!copying && (!natural || imageFailed))}>
          {translate(copying ? 'media.cropper.useCopies' : 'media.cropper.save')}
        </Button>
      </DialogActions>
    </>
  );
}
