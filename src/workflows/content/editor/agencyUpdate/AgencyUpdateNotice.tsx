import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { RevisionDiff } from '../history/RevisionDiff.tsx';

interface WireText {
  title: string;
  spot: string;
  text: string;
}

/** Content.agencyUpdate: the agency item the content was made from has a newer version. */
export interface AgencyUpdate {
  version: number;
  sourceVersion: number;
  previous?: WireText | null;
  current?: WireText | null;
}

const EMPTY: WireText = { title: '', spot: '', text: '' };
const wireFields = ({ title, spot, text }: WireText) => ({ title, spot, text });

/**
 * "The agency updated its source" (issue 13): over the editor of a content whose wire has a newer
 * version, what changed in the wire's title, spot and text, word by word, and one button that puts
 * the new text into the form as unsaved changes; the save then makes the content follow that
 * version (`agencyVersion`), and the notice is gone. Undo puts back what the form held.
 */
export function AgencyUpdateNotice() {
  const translate = useTranslate();
  const record = useRecordContext();
  const { getValues, reset } = useFormContext();
  const [undo, setUndo] = useState<{ version: number; values: Record<string, unknown> }>();
  const update = record?.agencyUpdate as AgencyUpdate | null | undefined;
  if (!update?.current) return null;
  const current = update.current;

  if (undo?.version === update.version) {
    return (
      <Alert
        severity="info"
        sx={{ mb: 1.5 }}
        data-testid="agency-update-applied"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              reset({ ...getValues(), ...undo.values, agencyVersion: undefined }, { keepDefaultValues: true });
              setUndo(undefined);
            }}
          >
            {translate('contentEditor.agencyUpdate.undo')}
          </Button>
        }
      >
        {translate('contentEditor.agencyUpdate.applied', { version: update.version })}
      </Alert>
    );
  }

  const apply = () => {
    const before = getValues();
    setUndo({ version: update.version, values: { title: before.title, spot: before.spot, text: before.text } });
    reset({ ...before, ...wireFields(current), agencyVersion: update.version }, { keepDefaultValues: true });
  };
  return (
    <Alert severity="warning" sx={{ mb: 1.5, '& .MuiAlert-message': { flex: 1, minWidth: 0 } }} data-testid="agency-update" role="region" aria-label={translate('contentEditor.agencyUpdate.title')}>
      <AlertTitle>{translate('contentEditor.agencyUpdate.title')}</AlertTitle>
      <Stack spacing={1}>
        <Typography variant="body2">{translate('contentEditor.agencyUpdate.versions', { from: update.sourceVersion, to: update.version })}</Typography>
        {!update.previous && <Typography variant="caption">{translate('contentEditor.agencyUpdate.previousMissing')}</Typography>}
        <Box sx={{ maxHeight: 320, overflowY: 'auto', bgcolor: 'background.paper', borderRadius: 1, p: 1 }}>
          <RevisionDiff older={wireFields(update.previous ?? EMPTY)} newer={wireFields(current)} />
        </Box>
        <Box>
          <Button variant="contained" color="warning" size="small" onClick={apply}>
            {translate('contentEditor.agencyUpdate.apply')}
          </Button>
        </Box>
      </Stack>
    </Alert>
  );
}
