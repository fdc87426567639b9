import { Autocomplete, Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { siteUsersRefusal } from '../../../resources/siteUsers.ts';
import type { RuleFailure } from '../../../resources/validation.ts';
import { alertStore, type AlertStore } from '../../alerts/alertStore.ts';
import { GraphQLResponseError } from '../../providers/graphqlResult.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import type { SiteUser } from './siteUsersMethods.ts';

/** How long typing pauses before the search is asked. */
const SEARCH_DELAY_MS = 300;

const siteUsersKey = (siteId: string) => ['siteUsers', siteId] as const;
const nameOf = (user: SiteUser) => user.name ?? user.email ?? user.id;

function useDelayed(text: string): string {
  const [delayed, setDelayed] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setDelayed(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return delayed;
}

/** The server's refusal of `userIds` (its text, in the interface language), or undefined. */
function refusalText(error: unknown): string | undefined {
  if (!(error instanceof GraphQLResponseError) || error.code !== 'BAD_USER_INPUT') return undefined;
  const fields = error.graphQLErrors[0]?.extensions?.fields as Record<string, string> | undefined;
  return fields?.userIds;
}

/**
 * The users of the site and adding one (resources/siteUsers.ts): an administrator picks a user from
 * the search, which marks those already on the site; picking one of them, or typing a name without
 * picking, is refused with the rule's message before anything is sent, as the server would.
 */
export function SiteUsers({ siteId, alerts = alertStore }: { siteId: string; alerts?: AlertStore }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<SiteUser | null>(null);
  const [addTried, setAddTried] = useState(false);
  const [serverMessage, setServerMessage] = useState<string>();
  const search = useDelayed(text.trim());

  const members = useQuery({ queryKey: siteUsersKey(siteId), queryFn: () => dataProvider.getSiteUsers(siteId) });
  const found = useQuery({ queryKey: ['userSearch', search], queryFn: () => dataProvider.searchUsers(search), enabled: search !== '' && picked === null });
  const memberIds = new Set((members.data ?? []).map((user) => user.id));

  // Text typed without a pick is no user (null): the rule refuses it as not selected from the search.
  const entry = picked ? picked.id : text.trim() !== '' ? null : undefined;
  const refusal = entry === undefined || !members.data ? undefined : siteUsersRefusal([...memberIds], [entry]);
  const shown: RuleFailure | undefined = refusal && (picked !== null || addTried) ? refusal : undefined;
  const message = shown ? translate(shown.message, { ...shown.params, name: translate(String(shown.params.name)) }) : serverMessage;

  const { mutate: add, isPending: adding } = useMutation({
    mutationFn: (user: SiteUser) => dataProvider.addSiteUsers([user.id]),
    onSuccess: (_ids, user) => {
      setPicked(null);
      setText('');
      setAddTried(false);
      void queryClient.invalidateQueries({ queryKey: siteUsersKey(siteId) });
      alerts.showToast({ type: 'success', message: 'siteSettings.users.added', values: { name: nameOf(user) } });
    },
    onError: (error) => {
      const text = refusalText(error);
      if (text) setServerMessage(text);
      else if (error instanceof GraphQLResponseError) void alerts.showAlert({ type: 'error', message: error.message });
      // A network failure was shown by the error link already.
      void queryClient.invalidateQueries({ queryKey: siteUsersKey(siteId) });
    },
  });

  const submit = () => {
    setAddTried(true);
    setServerMessage(undefined);
    if (picked && !refusal) add(picked);
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="site-users-title">
      <CardContent>
        <Typography id="site-users-title" variant="subtitle1" component="h2" gutterBottom>
          {translate('siteSettings.users.title')}
        </Typography>
        {members.isError ? (
          <Typography color="error">{translate('siteSettings.users.loadFailed')}</Typography>
        ) : members.data === undefined ? null : members.data.length === 0 ? (
          <Typography color="text.secondary">{translate('siteSettings.users.none')}</Typography>
        ) : (
          <Stack component="ul" direction="row" useFlexGap flexWrap="wrap" spacing={1} aria-label={translate('siteSettings.users.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {members.data.map((user) => (
              <li key={user.id}>
                <Chip size="small" label={nameOf(user)} title={user.email ?? undefined} />
              </li>
            ))}
          </Stack>
        )}
        <Box
          component="form"
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 2 }}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Autocomplete
            sx={{ flex: 1 }}
            options={picked ? [picked] : (found.data ?? [])}
            value={picked}
            inputValue={text}
            loading={found.isFetching}
            filterOptions={(options) => options}
            // What was typed stays on leaving the box, so that adding it says to pick from the search.
            clearOnBlur={false}
            getOptionLabel={nameOf}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            noOptionsText={translate(search ? 'siteSettings.users.noMatch' : 'siteSettings.users.hint')}
            onChange={(_event, user) => {
              setPicked(user);
              setServerMessage(undefined);
            }}
            onInputChange={(_event, value, reason) => {
              setText(value);
              // A pick writes its name into the box ('reset'): the pick stays.
              if (reason === 'reset') return;
              setPicked(null);
              setAddTried(false);
              setServerMessage(undefined);
            }}
            renderOption={({ key, ...props }, user) => (
              <li key={key} {...props}>
                <Box>
                  <Typography variant="body2">{nameOf(user)}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {user.email}
                    {memberIds.has(user.id) ? ` · ${translate('siteSettings.users.onSite')}` : ''}
                  </Typography>
                </Box>
              </li>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                size="small"
                label={translate('siteSettings.users.search')}
                error={message !== undefined}
                helperText={message ?? translate('siteSettings.users.hint')}
              />
            )}
          />
          <Button type="submit" variant="contained" disabled={entry === undefined || adding} sx={{ mt: 0.25 }}>
            {translate('siteSettings.users.add')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
