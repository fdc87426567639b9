import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MAILING_STATUS } from '../../../resources/enums.ts';
import { mailingStatusText, type StatusReport } from './mailingStatus.ts';

const COLOR = { draft: 'default', pending: 'info', sending: 'warning', sent: 'success' } as const;

/**
 * A newsletter's status as people read it (draft, upcoming, sending, sent). Given its report, a
 * sending one shows its progress and a sent one with failures says "sent with N failures", never
 * plain "sent" (issue 29).
 */
export function MailingStatusChip({ status, report }: { status: number | null | undefined; report?: StatusReport | null }) {
  const translate = useTranslate();
  const key = MAILING_STATUS.values.find((value) => value.value === status)?.key as keyof typeof COLOR | undefined;
  if (!key) return null;
  const failures = key === 'sent' && (report?.failed ?? 0) > 0;
  return <Chip size="small" variant="outlined" color={failures ? 'error' : COLOR[key]} label={mailingStatusText(translate, key, report)} />;
}
