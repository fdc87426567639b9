import { Box, List, ListItemButton, ListItemText, ListSubheader, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { contentTypeByValue } from '../../../resources/contentTypes.ts';
import { DATE, formatDate } from '../../i18n/dateFormats.ts';
import type { GlobalSearchHit } from './globalSearchMethods.ts';
import type { OptionGroup, SearchOption } from './searchOptions.ts';

export type SearchState = 'loading' | 'failed' | 'ready';

export interface GlobalSearchResultsProps {
  id: string;
  query: string;
  state: SearchState;
  groups: OptionGroup[];
  activeKey: string | undefined;
  onChoose(option: SearchOption): void;
  onHover(option: SearchOption): void;
}

/** An option's element id, for the input's aria-activedescendant. */
export const optionId = (listId: string, key: string) => `${listId}-${key.replace(/[^a-zA-Z0-9_-]/g, '_')}`;

function HitText({ hit }: { hit: GlobalSearchHit }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const type = contentTypeByValue(hit.contentType);
  const date = hit.date ? formatDate(hit.date, DATE, locale) : undefined;
  const secondary = [type ? translate(`enums.contentType.${type.key}`) : undefined, hit.detail, date].filter(Boolean).join(' · ');
  return (
    <ListItemText
      primary={hit.title || translate('globalSearch.untitled')}
      secondary={secondary || undefined}
      slotProps={{ primary: { noWrap: true, variant: 'body2' }, secondary: { noWrap: true, variant: 'caption' } }}
    />
  );
}

/** The popup's body: a heading per kind, its hits and "show all", the active one marked; or the search's state. */
export function GlobalSearchResults({ id, query, state, groups, activeKey, onChoose, onHover }: GlobalSearchResultsProps) {
  const translate = useTranslate();
  const message = (text: string) => (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }} role="status">
      {text}
    </Typography>
  );
  if (state === 'failed') return message(translate('globalSearch.failed'));
  if (groups.length === 0) return message(translate(state === 'loading' ? 'globalSearch.searching' : 'globalSearch.empty', { query: query.trim() }));
  return (
    <Box>
      <List id={id} role="listbox" aria-label={translate('globalSearch.results')} aria-busy={state === 'loading'} dense disablePadding sx={{ maxHeight: '70vh', overflowY: 'auto' }}>
        {groups.map(({ group, options }) => {
          const headingId = `${id}-${group.kind}`;
          return (
            <Fragment key={group.kind}>
              <ListSubheader id={headingId} role="presentation" sx={{ lineHeight: '32px', fontWeight: 600 }}>
                {translate(`globalSearch.kinds.${group.kind}`)}
              </ListSubheader>
              <Box role="group" aria-labelledby={headingId}>
                {group.failed && (
                  <Typography variant="caption" color="warning.main" sx={{ display: 'block', px: 2, pb: 0.5 }}>
                    {translate('globalSearch.kindFailed')}
                  </Typography>
                )}
                {options.map((option) => (
                  <ListItemButton
                    key={option.key}
                    id={optionId(id, option.key)}
                    role="option"
                    aria-selected={option.key === activeKey}
                    selected={option.key === activeKey}
                    tabIndex={-1}
                    // The input keeps the focus: a click chooses without blurring it first.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => option.key !== activeKey && onHover(option)}
                    onClick={() => onChoose(option)}
                    sx={{ py: 0.25 }}
                  >
                    {option.hit ? (
                      <HitText hit={option.hit} />
                    ) : (
                      <ListItemText primary={translate('globalSearch.showAll')} slotProps={{ primary: { variant: 'body2', color: 'primary' } }} />
                    )}
                  </ListItemButton>
                ))}
              </Box>
            </Fragment>
          );
        })}
      </List>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, py: 0.5, borderTop: 1, borderColor: 'divider' }}>
        {translate('globalSearch.hint')}
      </Typography>
    </Box>
  );
}
