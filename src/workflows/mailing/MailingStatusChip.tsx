import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MAILING_STATUS } from '../../../resources/enums.ts';

const COLOR = { draft: 'default', pending: 'info', sending: 'warning', sent: 'success' } as const;

/** A newsletter's status as people read it (draft, upcoming, sending, sent). */
export function MailingStatusChip({ status }: { status: number | null | undefined }) {
  const translate = useTranslate();
  const key = MAILING_STATUS.values.find((value) => value.value === status)?.key as keyof typeof COLOR | undefined;
  if (!key) return null;
  return <Chip size="small" variant="outlined" color={COLOR[key]} label={translate(`mailing.status.${key}`)} />;
}
