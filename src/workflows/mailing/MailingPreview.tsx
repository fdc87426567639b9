import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Tab, Tabs, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, useTranslate } from 'react-admin';
import type { MailingInput } from '../../graphql/graphql.ts';
import { GraphQLResponseError } from '../../providers/graphqlResult.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import type { MailingTestResult } from './sentMailMethods.ts';

/** The widths the preview is shown at: a desktop mail client's reading pane and a phone's screen. */
export const PREVIEW_WIDTHS = { desktop: 720, mobile: 375 } as const;
type Width = keyof typeof PREVIEW_WIDTHS;

/**
 * A rendered e-mail in a frame that may run nothing: `sandbox` with no permission at all (no
 * scripts, no forms, no same origin), the HTML given as `srcDoc`. The server escapes every title;
 * this keeps a mail that reached the receiver from elsewhere harmless too.
 */
export function MailFrame({ html, title, width, height = 560 }: { html: string; title: string; width?: number; height?: number }) {
  return (
    <Box
      component="iframe"
      title={title}
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={html}
      style={{ width: width === undefined ? '100%' : `${width}px`, height: `${height}px` }}
      sx={{ display: 'block', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff', maxWidth: '100%', mx: 'auto' }}
    />
  );
}

export interface MailingPreviewDialogProps {
  open: boolean;
  onClose: () => void;
  /** The saved newsletter, when it is. */
  id?: string;
  /** What the form holds now: the preview shows it, saved or not. */
  input: MailingInput;
}

/** The e-mail as it will arrive (issue 29, "Screens"): subject, the HTML at a desktop or a phone's width, the text part. */
export function MailingPreviewDialog({ open, onClose, id, input }: MailingPreviewDialogProps) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [width, setWidth] = useState<Width>('desktop');
  const [part, setPart] = useState<'html' | 'text'>('html');
  const preview = useQuery({
    queryKey: ['mailingPreview', id, input],
    queryFn: () => dataProvider.previewMailing(id, input),
    enabled: open,
    retry: false,
    gcTime: 0,
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="mailing-preview-title">
      <DialogTitle id="mailing-preview-title">{translate('mailingScreens.preview.title')}</DialogTitle>
      <DialogContent dividers>
        {preview.isPending ? (
          <Loading />
        ) : preview.isError ? (
          <Alert severity="error">{translate('mailingScreens.preview.loadFailed')}</Alert>
        ) : (
          <Stack spacing={1.5}>
            <Typography>
              <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
                {translate('mailingScreens.preview.subject')}:
              </Box>
              <Box component="strong" data-testid="mailing-preview-subject">
                {preview.data.subject}
              </Box>
            </Typography>
            <Stack direction="row" alignItems="center" spacing={2}>
              <Tabs value={part} onChange={(_event, value: 'html' | 'text') => setPart(value)} sx={{ flex: 1 }}>
                <Tab value="html" label={translate('mailingScreens.preview.html')} />
                <Tab value="text" label={translate('mailingScreens.preview.text')} />
              </Tabs>
              {part === 'html' && (
                <ToggleButtonGroup size="small" exclusive value={width} onChange={(_event, value: Width | null) => value && setWidth(value)} aria-label={translate('mailingScreens.preview.width')}>
                  <ToggleButton value="desktop">{translate('mailingScreens.preview.desktop')}</ToggleButton>
                  <ToggleButton value="mobile">{translate('mailingScreens.preview.mobile')}</ToggleButton>
                </ToggleButtonGroup>
              )}
            </Stack>
            {part === 'html' ? (
              <MailFrame html={preview.data.html} title={translate('mailingScreens.preview.frame')} width={PREVIEW_WIDTHS[width]} />
            ) : (
              <Box component="pre" sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap', fontSize: 13, maxHeight: 560, overflow: 'auto' }}>
                {preview.data.text}
              </Box>
            )}
            <Typography variant="body2" color="text.secondary">
              {translate('mailingScreens.preview.unsaved')}
            </Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('mailingScreens.preview.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

type TestState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; result: MailingTestResult } | { kind: 'refused'; message: string };

/** "Send a test to me": the saved newsletter to the signed-in user's address, with the progress and the outcome. */
export function MailingTestButton({ id, disabled }: { id?: string; disabled?: boolean }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [state, setState] = useState<TestState>({ kind: 'idle' });
  const send = async () => {
    setState({ kind: 'sending' });
    try {
      setState({ kind: 'done', result: await dataProvider.sendMailingTest(id!) });
    } catch (error) {
      setState({ kind: 'refused', message: error instanceof GraphQLResponseError ? error.message : translate('mailingScreens.test.refused') });
    }
  };
  const sending = state.kind === 'sending';
  return (
    <Stack spacing={1}>
      <Box>
        <Button
          variant="outlined"
          disabled={disabled || !id || sending}
          onClick={() => void send()}
          startIcon={sending ? <CircularProgress size={16} /> : undefined}
          title={id ? undefined : translate('mailingScreens.test.saveFirst')}
        >
          {translate(sending ? 'mailingScreens.test.sending' : 'mailingScreens.test.send')}
        </Button>
      </Box>
      <Box role="status" aria-live="polite">
        {state.kind === 'done' &&
          (state.result.sent ? (
            <Alert severity="success">{translate('mailingScreens.test.sent', { to: state.result.to })}</Alert>
          ) : (
            <Alert severity="error">{translate('mailingScreens.test.failed', { to: state.result.to, reason: state.result.reason ?? '' })}</Alert>
          ))}
        {state.kind === 'refused' && <Alert severity="error">{state.message}</Alert>}
      </Box>
    </Stack>
  );
}
