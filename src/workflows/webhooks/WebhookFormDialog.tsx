import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Stack, Switch, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { WEBHOOK_EVENTS, webhookUrlProblem } from '../../../resources/webhookRules.ts';
import { getRuntimeConfig } from '../../config.ts';
import type { WebhookEvent } from '../../graphql/graphql.ts';
import { GraphQLResponseError } from '../../providers/graphqlResult.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { reasonOf } from './webhookChips.tsx';
import type { Webhook } from './webhookMethods.ts';

type Fields = Partial<Record<'name' | 'url' | 'events', string>>;

const fieldsOf = (error: unknown): Fields => (error instanceof GraphQLResponseError ? ((error.graphQLErrors[0]?.extensions?.fields as Fields | undefined) ?? {}) : {});

/**
 * Adds or edits a webhook: name, address (the rule's message under it as soon as it is left, the
 * server's on a refusal), the events and the switch. A refused save keeps what was typed.
 */
export function WebhookFormDialog({ webhook, onClose, onSaved }: { webhook: Webhook | 'new'; onClose: () => void; onSaved: (saved: Webhook) => void }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const titleId = useId();
  const existing = webhook === 'new' ? undefined : webhook;
  const [name, setName] = useState(existing?.name ?? '');
  const [url, setUrl] = useState(existing?.url ?? 'https://');
  const [events, setEvents] = useState<WebhookEvent[]>(existing?.events ?? ['CONTENT_PUBLISHED']);
  const [active, setActive] = useState(existing?.active ?? true);
  const [touched, setTouched] = useState(false);
  const save = useMutation({
    mutationFn: () => dataProvider.saveWebhook({ id: existing?.id, version: existing?.version, name, url, events, active }),
    onSuccess: onSaved,
  });
  const problem = webhookUrlProblem(url, { allowPrivate: getRuntimeConfig()?.webhookAllowPrivate });
  const server = fieldsOf(save.error);
  const urlError = (touched && problem && translate(`webhooks.errors.${problem}`)) || server.url;
  const toggle = (event: WebhookEvent, on: boolean) => setEvents((now) => WEBHOOK_EVENTS.filter((one) => (one === event ? on : now.includes(one))));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!problem && name.trim() && events.length > 0) save.mutate();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate(existing ? 'webhooks.form.editTitle' : 'webhooks.form.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {save.error && !Object.keys(server).length && <Alert severity="error">{translate('webhooks.form.failed', { reason: reasonOf(save.error) })}</Alert>}
            <TextField
              label={translate('webhooks.form.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              autoFocus
              size="small"
              error={Boolean((touched && !name.trim()) || server.name)}
              helperText={(touched && !name.trim() && translate('webhooks.errors.nameRequired')) || server.name}
            />
            <TextField
              label={translate('webhooks.form.url')}
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              onBlur={() => setTouched(true)}
              required
              size="small"
              type="url"
              error={Boolean(urlError)}
              helperText={urlError || translate('webhooks.form.urlHelp')}
            />
            <FormControl error={Boolean((touched && events.length === 0) || server.events)} component="fieldset">
              <FormLabel component="legend">{translate('webhooks.form.events')}</FormLabel>
              <FormGroup>
                {WEBHOOK_EVENTS.map((event) => (
                  <FormControlLabel
                    key={event}
                    control={<Checkbox size="small" checked={events.includes(event)} onChange={(_, on) => toggle(event, on)} />}
                    label={translate(`webhooks.events.${event}`)}
                  />
                ))}
              </FormGroup>
              {((touched && events.length === 0) || server.events) && <FormHelperText>{server.events ?? translate('webhooks.errors.noEvents')}</FormHelperText>}
            </FormControl>
            <FormControlLabel control={<Switch checked={active} onChange={(_, on) => setActive(on)} />} label={translate('webhooks.form.active')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('webhooks.form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {translate('webhooks.form.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
