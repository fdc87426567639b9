import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, IconButton, InputAdornment, MenuItem, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useId, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { contents } from '../../../resources/content.ts';
import type { Field } from '../../../resources/fields.ts';
import { contentPublicUrl, contentSlug, shareLink } from '../../../resources/shareLinks.ts';
import { showToast } from '../../alerts/alertStore.ts';
import { copyToClipboard } from '../../controls/clipboard/copyToClipboard.ts';
import { FieldInput } from '../../lowcode/inputs/FieldInput.tsx';
import { NetworkIcon } from './NetworkIcon.tsx';
import type { ShareAccount, ShareUtmSource } from './useShareOptions.ts';

interface ShareValue {
  accountId?: string | null;
  text?: string | null;
  utmSourceId?: string | null;
}

export interface SocialSharesPanelProps {
  /** The form path of the content's `socialShares`. */
  source: string;
  field: Extract<Field, { kind: 'list' }>;
  /** The saved content's id; none while it is new. */
  contentId?: string | number | null;
  /** The working site's address (sites.url). */
  siteUrl?: string | null;
  /** The site's approved accounts and UTM sources; undefined while they load. */
  accounts: readonly ShareAccount[] | undefined;
  utmSources: readonly ShareUtmSource[] | undefined;
  disabled?: boolean;
  /** Where a copied link goes (the browser's clipboard by default). */
  clipboard?: Pick<Clipboard, 'writeText'>;
}

/** The link a share gives: the content's address with its UTM source's values, or why there is none yet. */
function useShareLink(contentId: SocialSharesPanelProps['contentId'], siteUrl: string | null | undefined, utm: ShareUtmSource | undefined): { url: string } | { url?: undefined; reason: string } {
  const [title, seoUrlTitle] = useWatch({ name: ['title', 'seoUrlTitle'] }) as [string | null | undefined, string | null | undefined];
  if (contentId === undefined || contentId === null || contentId === '') return { reason: 'socialMedia.linkAfterSave' };
  const address = contentPublicUrl(siteUrl, { id: contentId, slug: contentSlug({ title, seoUrlTitle }) });
  return address ? { url: shareLink(address, utm) } : { reason: 'socialMedia.noSiteUrl' };
}

function ShareRow({ index, source, field, account, utmSources, contentId, siteUrl, disabled, clipboard, onRemove }: {
  index: number;
  source: string;
  field: SocialSharesPanelProps['field'];
  account: ShareAccount | undefined;
  utmSources: readonly ShareUtmSource[];
  contentId: SocialSharesPanelProps['contentId'];
  siteUrl: string | null | undefined;
  disabled?: boolean;
  clipboard?: SocialSharesPanelProps['clipboard'];
  onRemove(): void;
}) {
  const translate = useTranslate();
  const headingId = useId();
  const { field: utmField } = useController({ name: `${source}.${index}.utmSourceId` });
  const utm = utmSources.find((candidate) => candidate.id === String(utmField.value ?? ''));
  const link = useShareLink(contentId, siteUrl, utm);
  const url = link.url;
  const accountName = account ? `${account.displayName} (${translate(`enums.socialNetwork.${account.network}`)} ${account.handle})` : '—';
  const copy = async (url: string) => {
    await copyToClipboard(url, { clipboard, toast: (content) => showToast(content.type === 'success' ? { type: 'success', message: 'socialMedia.linkCopied' } : content) });
  };
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: 1, listStyle: 'none' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        {account && <NetworkIcon network={account.network} />}
        <Typography id={headingId} variant="body2" sx={{ flex: 1, fontWeight: 500 }}>
          {accountName}
        </Typography>
        <Tooltip title={translate('socialMedia.remove', { account: account?.displayName ?? '' })}>
          <span>
            <IconButton size="small" aria-label={translate('socialMedia.remove', { account: account?.displayName ?? '' })} onClick={onRemove} disabled={disabled}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <Stack spacing={1}>
        <FieldInput resource={contents} path={['socialShares', 'text']} field={field.fields.text!} source={`${source}.${index}.text`} disabled={disabled} />
        <TextField
          select
          size="small"
          label={translate('socialMedia.utmSource')}
          value={utmField.value ?? ''}
          onChange={(event) => utmField.onChange(event.target.value === '' ? null : event.target.value)}
          disabled={disabled}
        >
          <MenuItem value="">
            <em>{translate('socialMedia.noUtmSource')}</em>
          </MenuItem>
          {utmSources.map((candidate) => (
            <MenuItem key={candidate.id} value={candidate.id}>
              {candidate.name}
            </MenuItem>
          ))}
        </TextField>
        {url !== undefined ? (
          <TextField
            size="small"
            label={translate('socialMedia.link')}
            value={url}
            slotProps={{
              input: {
                readOnly: true,
                endAdornment: (
                  <InputAdornment position="end">
                    <Tooltip title={translate('socialMedia.copy')}>
                      <IconButton size="small" edge="end" aria-label={translate('socialMedia.copy')} onClick={() => void copy(url)}>
                        <ContentCopyIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </InputAdornment>
                ),
              },
            }}
          />
        ) : (
          <Typography variant="caption" color="text.secondary">
            {'reason' in link ? translate(link.reason) : null}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * A content's shares (resources/content.ts `socialShares`): the site's approved accounts to add,
 * and per share its text (the title when added), its UTM source and the link it gives, read-only
 * with a copy button. The link is the one the delivery API serves (resources/shareLinks.ts).
 */
export function SocialSharesPanel({ source, field, contentId, siteUrl, accounts, utmSources, disabled, clipboard }: SocialSharesPanelProps) {
  const translate = useTranslate();
  const { getValues } = useFormContext();
  const { fields, append, remove } = useFieldArray({ name: source });
  const shares = (useWatch({ name: source }) ?? []) as ShareValue[];
  const chosen = useMemo(() => new Set(shares.map((share) => String(share?.accountId ?? ''))), [shares]);
  const addable = (accounts ?? []).filter((account) => !chosen.has(account.id));
  const accountOf = (id: unknown) => accounts?.find((account) => account.id === String(id ?? ''));
  const add = (accountId: string) => append({ accountId, text: (getValues('title') as string | null) ?? '', utmSourceId: null });
  return (
    <Box>
      {fields.length > 0 && (
        <Stack component="ul" spacing={1} aria-label={translate('socialMedia.shares')} sx={{ p: 0, m: 0, mb: 1 }}>
          {fields.map((item, index) => (
            <ShareRow
              key={item.id}
              index={index}
              source={source}
              field={field}
              account={accountOf(shares[index]?.accountId)}
              utmSources={utmSources ?? []}
              contentId={contentId}
              siteUrl={siteUrl}
              disabled={disabled}
              clipboard={clipboard}
              onRemove={() => remove(index)}
            />
          ))}
        </Stack>
      )}
      {accounts && accounts.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('socialMedia.noAccounts')}
        </Typography>
      ) : accounts && addable.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('socialMedia.allAdded')}
        </Typography>
      ) : (
        <TextField select fullWidth size="small" label={translate('socialMedia.addAccount')} value="" onChange={(event) => add(event.target.value)} disabled={disabled || !accounts}>
          {addable.map((account) => (
            <MenuItem key={account.id} value={account.id}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <NetworkIcon network={account.network} />
                <span>{`${account.displayName} (${translate(`enums.socialNetwork.${account.network}`)} ${account.handle})`}</span>
              </Stack>
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
}
