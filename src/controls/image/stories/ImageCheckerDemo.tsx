import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useAlertText } from '../../../alerts/useAlertText.ts';
import { checkImage, formatSize, imageRefusalAlert, type ImageCheck, type ImageCheckDeps, type RequiredImageSize } from '../imageChecker.ts';

interface CheckedFile {
  name: string;
  check: ImageCheck;
}

export interface ImageCheckerDemoProps extends ImageCheckDeps {
  required: RequiredImageSize;
  /** Checked as soon as the demo shows (stories); more can be chosen with the button. */
  files?: readonly File[];
}

/** Runs the image checker over chosen files and shows each outcome as the real alert would word it. */
export function ImageCheckerDemo({ required, files = [], readSize }: ImageCheckerDemoProps) {
  const translate = useTranslate();
  const alertText = useAlertText();
  const [checked, setChecked] = useState<CheckedFile[]>([]);

  const run = async (chosen: readonly File[]) => {
    const results = await Promise.all(chosen.map(async (file) => ({ name: file.name, check: await checkImage(file, required, { readSize }) })));
    setChecked((current) => [...results, ...current]);
  };
  useEffect(() => {
    if (files.length > 0) void run(files);
    // Only the files the demo opened with; later choices come through the input.
  }, []);

  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 560 }}>
      <Typography variant="h6" component="h1">
        {translate('media.imageChecker.title')}
      </Typography>
      <Typography color="text.secondary">{translate('media.imageChecker.required', { size: formatSize(required) })}</Typography>
      <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
        {translate('media.imageChecker.choose')}
        <input hidden type="file" multiple onChange={(event) => void run(Array.from(event.currentTarget.files ?? []))} />
      </Button>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {checked.map(({ name, check }, index) => {
          if (check.outcome === 'accept') {
            const size = check.size ? formatSize(check.size) : undefined;
            return (
              <Alert component="li" key={`${name}-${index}`} severity="success">
                {translate(size ? 'media.imageChecker.acceptedWithSize' : 'media.imageChecker.accepted', { name, type: check.type, size })}
              </Alert>
            );
          }
          const alert = imageRefusalAlert(check);
          return (
            <Alert component="li" key={`${name}-${index}`} severity={alert.type === 'error' ? 'error' : 'warning'}>
              <AlertTitle>{translate('media.imageChecker.refused', { name })}</AlertTitle>
              {alertText.title(alert)}: {alertText.message(alert)}
            </Alert>
          );
        })}
      </Stack>
    </Stack>
  );
}
