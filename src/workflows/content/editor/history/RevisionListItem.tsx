import RestoreIcon from '@mui/icons-material/Restore';
import { Checkbox, Chip, IconButton, ListItem, ListItemIcon, ListItemText, Stack, Tooltip } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { contents } from '../../../../../resources/content.ts';
import { DATE_TIME, formatDate } from '../../../../i18n/dateFormats.ts';
import type { ContentRevisionRow } from './contentRevisionMethods.ts';

export interface RevisionListItemProps {
  revision: ContentRevisionRow;
  current: boolean;
  chosen: boolean;
  busy: boolean;
  onToggle: () => void;
  onRestore: () => void;
  /** The save the address named: marked and scrolled into view. */
  focused?: boolean;
}

/** One save: its version, who and when, the fields it changed; a tick to compare it and, unless it is the current one, Restore. */
export function RevisionListItem({ revision, current, chosen, busy, onToggle, onRestore, focused = false }: RevisionListItemProps) {
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (focused) item.current?.scrollIntoView?.({ block: 'nearest' });
  }, [focused]);
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const version = revision.version;
  const fields = revision.changedFields.map((field) => translate(contents.labelKey(field))).join(', ');
  const restoreLabel = translate('contentEditor.history.restore', { version });
  return (
    <ListItem
      ref={item}
      disablePadding
      divider
      aria-current={focused ? 'true' : undefined}
      sx={{ pr: current ? 0 : 6, ...(focused ? { bgcolor: 'action.selected' } : {}) }}
      secondaryAction={
        current ? undefined : (
          <Tooltip title={restoreLabel}>
            <span>
              <IconButton edge="end" aria-label={restoreLabel} onClick={onRestore} disabled={busy} size="small">
                <RestoreIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        )
      }
    >
      <ListItemIcon sx={{ minWidth: 36 }}>
        <Checkbox edge="start" size="small" checked={chosen} onChange={onToggle} slotProps={{ input: { 'aria-label': translate('contentEditor.history.choose', { version }) } }} />
      </ListItemIcon>
      <ListItemText
        primary={
          <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
            <span>{translate('contentEditor.history.version', { version })}</span>
            {current && <Chip size="small" color="primary" label={translate('contentEditor.history.current')} />}
            {revision.restoredFromVersion !== null && revision.restoredFromVersion !== undefined && (
              <Chip size="small" variant="outlined" label={translate('contentEditor.history.restoredFrom', { version: revision.restoredFromVersion })} />
            )}
          </Stack>
        }
        secondary={
          <>
            {translate('contentEditor.history.byOn', {
              user: revision.createdUser?.name ?? translate('contentEditor.history.unknownUser'),
              date: formatDate(revision.createdDate, DATE_TIME, locale),
            })}
            <br />
            {revision.version === 1 ? translate('contentEditor.history.created') : translate('contentEditor.history.changed', { fields })}
          </>
        }
        slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
      />
    </ListItem>
  );
}
