import { Autocomplete, Box, Button, Chip, TextField } from '@mui/material';
import { useState } from 'react';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { DEFAULT_EMBED_HOSTS, embedHostEntry } from '../../../resources/embedHosts.ts';
import type { KindInputProps } from '../../lowcode/inputs/kindInputProps.ts';
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((host, index) => host === b[index]);

/**
 * The site's embed hosts as chips: typing a host (or pasting an address) and Enter, a comma or a
 * space adds it as the list keeps it; what is no host name stays in the box with the rule's message.
 * The declared field's rules (how many hosts) check the list.
 */
export function EmbedHostsInput({ source, label, validate, disabled }: KindInputProps<'tags'>) {
  const translate = useTranslate();
  const { id, field, fieldState } = useInput({ source, validate, disabled });
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string>();
  const hosts: string[] = Array.isArray(field.value) ? field.value : [];

  /** Adds the hosts among `texts` in one change; the first text that is no host name is answered. */
  const addAll = (texts: readonly string[]): string | undefined => {
    const next = [...hosts];
    let refused: string | undefined;
    for (const text of texts) {
      if (!text.trim()) continue;
      const host = embedHostEntry(text);
      if (!host) refused ??= text;
      else if (!next.includes(host)) next.push(host);
    }
    if (next.length !== hosts.length) field.onChange(next);
    setTypedError(refused === undefined ? undefined : translate('validation.embedHost'));
    return refused;
  };
  const fieldError = fieldState.invalid ? fieldState.error?.message : undefined;

  return (
    <Box>
      <Autocomplete
        multiple
        freeSolo
        disabled={disabled}
        options={[] as string[]}
        value={hosts}
        inputValue={typed}
        onInputChange={(_event, value, reason) => {
          if (reason === 'reset') return;
          // A separator typed or pasted ends a host; what is no host name stays in the box.
          const parts = value.split(/[\s,;]+/);
          const last = parts.pop() ?? '';
          const refused = parts.length > 0 ? addAll(parts) : undefined;
          if (parts.length === 0) setTypedError(undefined);
          setTyped(refused === undefined ? last : [refused, last].filter(Boolean).join(' '));
        }}
        onChange={(_event, value, reason) => {
          if (reason === 'createOption') setTyped(addAll([typed]) ?? '');
          else field.onChange(value.map(String));
        }}
        onBlur={() => {
          setTyped(addAll([typed]) ?? '');
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
            label={translate(label)}
            error={!!(typedError ?? fieldError)}
            helperText={typedError ?? <InputHelperText error={fieldError} helperText="siteSettings.embedHostsHelp" />}
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
