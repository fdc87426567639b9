import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useId, useMemo } from 'react';
import { CreateBase, Form, SaveButton, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { hadiths } from '../../../resources/hadith.ts';
import { FieldInput } from '../../lowcode/inputs/FieldInput.tsx';
import { useSaveFeedback } from '../../lowcode/screens/useSaveFeedback.ts';

/** What a hadith is started with: the required title and book, and where it comes from. */
const START_FIELDS = ['title', 'book', 'number', 'source', 'narrator'] as const;

/**
 * "New hadith": a hadith's page needs its id (`seo/hadith/detail/:id`), so it is started here with
 * its title, book, number, source and narrator, saved unapproved (not on the sites) with
 * `saveHadith`, and opened on its own page to write its text and subjects. A refusal stays on its
 * field with what was typed.
 */
export function NewHadithDialog({ detailPath, onClose }: { detailPath: string; onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const titleId = useId();
  const feedback = useSaveFeedback('create', onClose, (record: RaRecord) => navigate(`${detailPath}/${encodeURIComponent(String(record.id))}`));
  const defaultValues = useMemo(() => ({ number: null, isApproved: false }), []);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <CreateBase resource={hadiths.name} redirect={false} mutationOptions={feedback} disableAuthentication>
        <DialogTitle id={titleId}>{translate('seoContents.newHadith.title')}</DialogTitle>
        <Form defaultValues={defaultValues} noValidate>
          <DialogContent dividers>
            <Stack spacing={1}>
              {START_FIELDS.map((name, index) => (
                <FieldInput key={name} resource={hadiths} path={[name]} field={hadiths.fields[name]} mode="create" autoFocus={index === 0} />
              ))}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('lowcode.form.cancel')}</Button>
            <SaveButton label="seoContents.newHadith.create" />
          </DialogActions>
        </Form>
      </CreateBase>
    </Dialog>
  );
}
