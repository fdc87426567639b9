import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { Avatar, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EditPermitState } from './useEditPermit.ts';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toLocaleUpperCase('tr'))
    .join('');

/**
 * Who has the page open, one chip per user (a user may have several tabs): the holder marked,
 * the user themself named so; the holder can remove the others (the bar asks first).
 */
export function PermitViewers({ permit, userId, onRemove }: { permit: EditPermitState; userId?: string; onRemove?: (user: { userId: string; name: string }) => void }) {
  const translate = useTranslate();
  const holderId = permit.holder ? String(permit.holder.userId) : undefined;
  const users = [...new Map(permit.viewers.map((viewer) => [String(viewer.userId), viewer])).values()];
  if (users.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" useFlexGap flexWrap="wrap" component="ul" aria-label={translate('editPermits.bar.viewers')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      <Typography component="li" variant="caption" color="text.secondary" aria-hidden>
        {translate('editPermits.bar.viewers')}:
      </Typography>
      {users.map((viewer) => {
        const id = String(viewer.userId);
        const holding = id === holderId;
        const label = id === userId ? translate('editPermits.bar.you', { name: viewer.name }) : viewer.name;
        const removable = onRemove && id !== userId && !holding;
        return (
          <Stack component="li" key={id} direction="row" alignItems="center">
            <Tooltip title={holding ? translate('editPermits.bar.holderMark', { name: viewer.name }) : viewer.name}>
              <Chip
                size="small"
                variant={holding ? 'filled' : 'outlined'}
                color={holding ? 'primary' : 'default'}
                avatar={<Avatar>{initials(viewer.name)}</Avatar>}
                label={label}
                data-testid="permit-viewer"
              />
            </Tooltip>
            {removable && (
              <Tooltip title={translate('editPermits.actions.remove', { name: viewer.name })}>
                <IconButton size="small" aria-label={translate('editPermits.actions.remove', { name: viewer.name })} onClick={() => onRemove({ userId: id, name: viewer.name })} sx={{ p: 0.25 }}>
                  <PersonRemoveIcon fontSize="inherit" />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
