import EditIcon from '@mui/icons-material/Edit';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PanToolIcon from '@mui/icons-material/PanTool';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useGetIdentity, useLocaleState, useTranslate } from 'react-admin';
import { alertStore, type AlertStore } from '../../alerts/alertStore.ts';
import { TIME, formatDate } from '../../i18n/dateFormats.ts';
import { useLowcodeEnvironment } from '../../lowcode/LowcodeEnvironment.tsx';
import { PermitCountdown } from './PermitCountdown.tsx';
import { PermitNoticeAlert } from './PermitNoticeAlert.tsx';
import { PermitRequestDialog } from './PermitRequestDialog.tsx';
import { PermitViewers } from './PermitViewers.tsx';
import type { EditPermitState } from './useEditPermit.ts';

export interface EditPermitBarProps {
  permit: EditPermitState;
  /** The user may take the permit over (the take-over permission). */
  canTakeOver: boolean;
  /** Where the user's drafts are listed (a hand-over keeps unsaved text there). */
  draftsPath: string;
}

/** Asks before a take over or a removal, which end another user's editing or visit. */
const confirmed = (alerts: AlertStore, question: 'takeOverConfirm' | 'removeConfirm', name: string) =>
  alerts.confirm({
    type: 'warning',
    title: `editPermits.${question}.title`,
    message: `editPermits.${question}.message`,
    values: { name },
    confirmLabel: `editPermits.${question}.confirm`,
  });

/** Who holds the permit and since when, in words. */
function HolderLine({ permit, userId }: { permit: EditPermitState; userId?: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const time = permit.since ? formatDate(permit.since, TIME, locale) : '';
  const holder = permit.holder;
  const text =
    permit.status === 'opening'
      ? translate('editPermits.bar.opening')
      : permit.status === 'failed' && !holder
        ? translate('editPermits.bar.unknown')
        : !holder
          ? translate('editPermits.bar.free')
          : permit.mine
            ? translate('editPermits.bar.mine', { time })
            : String(holder.userId) === userId
              ? translate('editPermits.bar.heldByYouElsewhere', { time })
              : translate('editPermits.bar.heldBy', { name: holder.name, time });
  const Icon = !holder ? LockOpenIcon : permit.mine ? EditIcon : LockIcon;
  return (
    <Stack direction="row" spacing={0.75} alignItems="center" sx={{ minWidth: 0 }}>
      <Icon fontSize="small" color={permit.mine ? 'primary' : 'action'} aria-hidden />
      <Typography variant="body2" fontWeight={500} data-testid="permit-holder">
        {text}
      </Typography>
      {!permit.mine && holder && <Chip size="small" variant="outlined" label={translate('editPermits.bar.readOnly')} />}
    </Stack>
  );
}

/** What this tab can do about the permit: start editing a free item, request it and wait, or take it over. */
function PermitActions({ permit, canTakeOver }: { permit: EditPermitState; canTakeOver: boolean }) {
  const translate = useTranslate();
  const alerts = useLowcodeEnvironment().alerts ?? alertStore;
  if (permit.status === 'opening' || permit.mine) return null;
  const { holder, request } = permit;
  if (!holder) {
    return (
      <Button size="small" variant="contained" startIcon={<EditIcon />} onClick={() => void permit.hold()} disabled={permit.busy}>
        {translate('editPermits.actions.hold')}
      </Button>
    );
  }
  const waiting = request?.user.session === permit.session;
  const takeOver = async () => {
    if (await confirmed(alerts, 'takeOverConfirm', holder.name)) await permit.takeOver();
  };
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      {waiting && request ? (
        <Box sx={{ minWidth: 260 }}>
          <PermitCountdown autoAcceptAt={request.autoAcceptAt} totalSeconds={permit.autoAcceptSeconds} message="editPermits.waiting" values={{ name: holder.name }} />
        </Box>
      ) : request ? (
        <Typography variant="body2" color="text.secondary">
          {translate('editPermits.requestedBy', { name: request.user.name })}
        </Typography>
      ) : (
        <Button size="small" variant="contained" startIcon={<PanToolIcon />} onClick={() => void permit.askForPermit()} disabled={permit.busy}>
          {translate('editPermits.actions.request')}
        </Button>
      )}
      {canTakeOver && (
        <Button size="small" variant="outlined" color="warning" startIcon={<SwapHorizIcon />} onClick={() => void takeOver()} disabled={permit.busy}>
          {translate('editPermits.actions.takeOver')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * The edit permit of the record on screen (spec 02 §4, issue 14), for any editor: who holds it and
 * since when, who else has the page open, request / wait / take over for the others, the request
 * dialog for the holder, who may also remove a user from the page (after a confirmation), and what
 * just happened to the permit.
 */
export function EditPermitBar({ permit, canTakeOver, draftsPath }: EditPermitBarProps) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const userId = identity ? String(identity.id) : undefined;
  const alerts = useLowcodeEnvironment().alerts ?? alertStore;
  const remove = async (user: { userId: string; name: string }) => {
    if (await confirmed(alerts, 'removeConfirm', user.name)) await permit.removeUser(user.userId);
  };
  return (
    <Box component="section" aria-label={translate('editPermits.bar.label')} data-testid="permit-bar" data-mine={permit.mine} sx={{ pt: 1 }}>
      <Stack direction="row" spacing={1.5} alignItems="center" useFlexGap flexWrap="wrap">
        <HolderLine permit={permit} userId={userId} />
        <PermitViewers permit={permit} userId={userId} onRemove={permit.mine ? (user) => void remove(user) : undefined} />
        <Box sx={{ flex: 1 }} />
        <PermitActions permit={permit} canTakeOver={canTakeOver} />
      </Stack>
      {permit.notice && (
        <Box sx={{ mt: 1 }}>
          <PermitNoticeAlert notice={permit.notice} draftsPath={draftsPath} onClose={permit.dismissNotice} />
        </Box>
      )}
      <PermitRequestDialog permit={permit} />
    </Box>
  );
}
