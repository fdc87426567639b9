import HistoryIcon from '@mui/icons-material/History';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useEditContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { alertStore } from '../../../../alerts/alertStore.ts';
import { useLowcodeEnvironment } from '../../../../lowcode/LowcodeEnvironment.tsx';

// The panel and the diff library load when the history is first opened, not with the editor.
const HistoryDrawer = lazy(() => import('./HistoryDrawer.tsx'));

/** Opens the item's history (at once when the address names a revision, `?revision=`: the activity log's link); after a restore the form shows the restored values at the new version. */
export function HistoryButton({ contentId }: { contentId: string }) {
  const translate = useTranslate();
  const [searchParams] = useSearchParams();
  const [open, setOpen] = useState(searchParams.has('revision'));
  const { record, refetch } = useEditContext();
  const { reset } = useFormContext();
  const alerts = useLowcodeEnvironment().alerts ?? alertStore;
  const onRestored = async () => {
    // Unsaved input is dropped (the confirmation said so), then the form takes the record as restored.
    reset();
    await refetch();
  };
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<HistoryIcon />} onClick={() => setOpen(true)} disabled={!record}>
        {translate('contentEditor.history.open')}
      </Button>
      {open && record && (
        <Suspense fallback={null}>
          <HistoryDrawer contentId={contentId} version={record.version as number} alerts={alerts} onRestored={onRestored} onClose={() => setOpen(false)} focusRevisionId={searchParams.get('revision') ?? undefined} />
        </Suspense>
      )}
    </>
  );
}
