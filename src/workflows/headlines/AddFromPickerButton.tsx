import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { alertStore } from '../../alerts/alertStore.ts';
import { useLowcodeEnvironment } from '../../lowcode/LowcodeEnvironment.tsx';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { ContentPickerDialog } from '../contentPicker/index.ts';
import type { Headline } from './headlineMethods.ts';
import { confirmPastLimit } from './confirmPastLimit.ts';
import { headlineItemInputs } from './pickedHeadlineItems.ts';

/** Enough to choose from at a glance; Show More brings the next ones. */
const ADD_PAGE_SIZE = 20;

export interface AddFromPickerButtonProps {
  headline: Headline;
  change(headline: Headline, write: (version: number) => Promise<Headline>): Promise<boolean>;
}

/** Adds to the top of a headline what the editor takes in the content picker (our contents, recipes). */
export function AddFromPickerButton({ headline, change }: AddFromPickerButtonProps) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const alerts = useLowcodeEnvironment().alerts ?? alertStore;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)} fullWidth sx={{ mb: 0.5, justifyContent: 'flex-start' }}>
        {translate('headlines.add')}
      </Button>
      <ContentPickerDialog
        open={open}
        target="headline"
        pageSize={ADD_PAGE_SIZE}
        onClose={() => setOpen(false)}
        onConfirm={async (picked) => {
          // Declined, the picker stays open with its choice, so the editor can take fewer.
          if (!(await confirmPastLimit(alerts, headline, picked.length))) return;
          setOpen(false);
          if (picked.length > 0) void change(headline, (version) => dataProvider.saveHeadline({ id: headline.id, version, items: headlineItemInputs(picked) }));
        }}
      />
    </>
  );
}
