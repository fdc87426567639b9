import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ImageInfo } from '../../controls/mediaPicker/imageInfo.ts';
import { MediaPickerDialog } from '../../controls/mediaPicker/MediaPickerDialog.tsx';
import { useLowcodeEnvironment } from '../LowcodeEnvironment.tsx';

/** "Choose from the library": the media picker opened on the site's library; the chosen image goes to `onSelect`. */
export function LibraryImageButton({ onSelect }: { onSelect: (image: ImageInfo) => void }) {
  const translate = useTranslate();
  const environment = useLowcodeEnvironment();
  const [picking, setPicking] = useState(false);
  return (
    <>
      <Button startIcon={<PhotoLibraryIcon />} onClick={() => setPicking(true)} sx={{ alignSelf: 'flex-start', mt: 0.5 }}>
        {translate('lowcode.image.fromLibrary')}
      </Button>
      {picking && (
        <MediaPickerDialog
          open
          initialSource="library"
          transport={environment.uploadTransport}
          onSelect={(image) => {
            onSelect(image);
            setPicking(false);
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </>
  );
}
