import { Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Handbook } from './handbookMethods.ts';

const PLEDGES = ['read', 'understand', 'willApply'] as const;
type Pledge = (typeof PLEDGES)[number];

export interface HandbookDialogProps {
  handbook: Handbook;
  /** The acceptance is on its way: the buttons wait. */
  accepting?: boolean;
  onAccept: (version: string) => void;
  onCancel: () => void;
}

/**
 * The editor's handbook before the first edit (spec 02 §1): its text, and I read / I understand /
 * I will apply, all three needed to go on. Cancelling (or Escape) leaves the editor.
 */
export default function HandbookDialog({ handbook, accepting = false, onAccept, onCancel }: HandbookDialogProps) {
  const translate = useTranslate();
  const [ticked, setTicked] = useState<ReadonlySet<Pledge>>(new Set());
  const allTicked = PLEDGES.every((pledge) => ticked.has(pledge));
  const toggle = (pledge: Pledge) => setTicked((current) => {
    const next = new Set(current);
    if (!next.delete(pledge)) next.add(pledge);
    return next;
  });
  return (
    <Dialog open onClose={onCancel} maxWidth="md" fullWidth scroll="paper" aria-labelledby="handbook-title">
      <DialogTitle id="handbook-title">
        {handbook.title}
      </DialogTitle>
      <DialogContent dividers lang={handbook.language}>
        <Typography variant="body1" sx={{ mb: 2 }}>
          {handbook.introduction}
        </Typography>
        {handbook.sections.map((section) => (
          <Box component="section" key={section.heading} sx={{ mb: 2 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {section.heading}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph} variant="body2" sx={{ mt: 0.75 }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        ))}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, py: 1.5 }}>
        <Stack sx={{ flex: 1, minWidth: 260 }}>
          <FormGroup row>
            {PLEDGES.map((pledge) => (
              <FormControlLabel key={pledge} control={<Checkbox checked={ticked.has(pledge)} onChange={() => toggle(pledge)} />} label={translate(`handbook.${pledge}`)} />
            ))}
          </FormGroup>
          {!allTicked && (
            <Typography variant="caption" color="text.secondary">
              {translate('handbook.tickAll')}
            </Typography>
          )}
        </Stack>
        <Button onClick={onCancel} disabled={accepting}>
          {translate('handbook.cancel')}
        </Button>
        <Button variant="contained" disabled={!allTicked || accepting} onClick={() => onAccept(handbook.version)}>
          {translate('handbook.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
