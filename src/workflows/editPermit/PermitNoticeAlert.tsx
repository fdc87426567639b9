import { Alert, AlertTitle, Link as MuiLink } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import type { PermitNotice } from './editPermitNotice.ts';

const SEVERITY = {
  given: 'success',
  declined: 'warning',
  handedOver: 'info',
  takenOver: 'warning',
  expired: 'warning',
  otherTab: 'info',
  removed: 'warning',
  alreadyRequested: 'info',
  requestedByOther: 'info',
  failed: 'error',
} as const;

/** The spec's own words for its states and its failure (the shared catalogue); the other notices have their own title. */
const SPEC_TITLES: Partial<Record<PermitNotice['kind'], string>> = {
  given: 'editPermits.states.given',
  declined: 'editPermits.states.declined',
  alreadyRequested: 'editPermits.states.alreadyRequested',
  requestedByOther: 'editPermits.states.requestedByOther',
  failed: 'editPermits.errors.failed',
};

const KEPT_AS_DRAFT = new Set<PermitNotice['kind']>(['handedOver', 'takenOver', 'expired', 'otherTab']);

/** A permit state told in the bar (spec 02 §4, §8): the spec's state as the title; where the user's unsaved text went, linked. */
export function PermitNoticeAlert({ notice, draftsPath, onClose }: { notice: PermitNotice; draftsPath: string; onClose: () => void }) {
  const translate = useTranslate();
  const values = 'name' in notice ? { name: notice.name } : undefined;
  return (
    <Alert severity={SEVERITY[notice.kind]} onClose={onClose} sx={{ py: 0 }} data-testid="permit-notice" data-kind={notice.kind}>
      <AlertTitle sx={{ mb: 0 }}>{translate(SPEC_TITLES[notice.kind] ?? `editPermits.notice.${notice.kind}.title`, values)}</AlertTitle>
      {translate(`editPermits.notice.${notice.kind}.message`, values)}
      {KEPT_AS_DRAFT.has(notice.kind) && (
        <>
          {' '}
          <MuiLink component={Link} to={draftsPath}>
            {translate('editPermits.notice.drafts')}
          </MuiLink>
        </>
      )}
    </Alert>
  );
}
