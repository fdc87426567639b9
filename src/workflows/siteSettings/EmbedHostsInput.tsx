import { Autocomplete, Box, Button, Chip, TextField } from '@mui/material';
import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { DEFAULT_EMBED_HOSTS, embedHostEntry, MAX_EMBED_HOSTS } from '../../../resources/embedHosts.ts';
import { rules } from '../../../resources/validation.ts';
import { rulesValidator } from '../../lowcode/validators.ts';

const LABEL = 'siteSettings.fields.embedHosts';
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((host, index) => host === b[index]);

/**
 * The site's embed hosts as chips: typing a host (or pasting an address) and Enter, a comma or a
 * space adds it as the list keeps it; what is no host name stays in the box with the rule's message.
 */
export function EmbedHostsInput() {
  const translate = useTranslate();
  const [validate] = useState(() => rulesValidator([rules.maxLength(MAX_EMBED_HOSTS)], LABEL, translate));
  const { id, field, fieldState } = useInput({ source: 'embedHosts', validate });
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string>();
  const hosts: string[] = Array.isArray(field.value) ? field.value : [];

  const add = (text: string): boolean => {
    if (!text.trim()) return true;
    const host = embedHostEntry(text);
    if (!host) {
      setTypedError(translate('validation.embedHost'));
      return false;
    }
    if (!hosts.includes(host)) field.onChange([...hosts, host]);
    setTyped('');
    setTypedError(undefined);
    return true;
  };
  const error = typedError ?? (fieldState.error?.message ? translate(fieldState.error.message) : undefined);

  return (
    <Box>
      <Autocomplete
        multiple
        freeSolo
        options={[] as string[]}
        value={hosts}
        inputValue={typed}
        onInputChange={(_event, value, reason) => {
          if (reason === 'reset') return;
          // A separator typed or pasted ends a host.
          const parts = value.split(/[\s,;]+/);
          if (parts.length > 1) {
            const rest = parts.pop() ?? '';
            if (parts.every(add)) setTyped(rest);
            return;
          }
          setTyped(value);
          setTypedError(undefined);
        }}
        onChange={(_event, value, reason) => {
          if (reason === 'createOption') add(String(value[value.length - 1] ?? ''));
          else field.onChange(value.map(String));
        }}
        onBlur={() => {
          add(typed);
          field.onBlur();
        }}
        renderValue={(value, getItemProps) =>
          value.map((host, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} label={host} size="small" {...itemProps} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            id={id}
            label={translate(LABEL)}
            error={!!error}
            helperText={error ?? translate('siteSettings.embedHostsHelp')}
          />
        )}
      />
      {!sameList(hosts, DEFAULT_EMBED_HOSTS) && (
        <Button size="small" sx={{ mt: 0.5 }} onClick={() => field.onChange([...DEFAULT_EMBED_HOSTS])}>
          {translate('siteSettings.embedHostsDefault')}
        </Button>
      )}
    </Box>
  );
}
