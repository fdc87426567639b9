import { Box, Chip } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { LIVE_TRANSFER_KIND } from '../../../resources/enums.ts';
import { empty } from '../../lowcode/cells/simpleCells.tsx';

const OFFICIAL = LIVE_TRANSFER_KIND.values.find((entry) => entry.key === 'official')!.value;

/** A fee in its currency in the interface's language (Intl.NumberFormat: '€12.500.000' in Turkish, '€12,500,000' in English); a fee without one as a bare number. */
export function formatFee(fee: unknown, currency: unknown, locale: string): string | undefined {
  if (typeof fee !== 'number' || !Number.isFinite(fee)) return undefined;
  // Whole amounts without cents; others with two decimals.
  const digits = Number.isInteger(fee) ? 0 : 2;
  const number = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  if (typeof currency === 'string' && currency !== '') {
    try {
      return new Intl.NumberFormat(locale, { ...number, style: 'currency', currency }).format(fee);
    } catch {
      // A code Intl does not know: the number and the code.
      return `${new Intl.NumberFormat(locale, number).format(fee)} ${currency}`;
    }
  }
  return new Intl.NumberFormat(locale, number).format(fee);
}

/** The clubs, "from → to", on one line. */
export function ClubsCell() {
  const record = useRecordContext();
  if (!record) return null;
  const text = `${String(record.fromClub ?? '')} → ${String(record.toClub ?? '')}`;
  return (
    <Box component="span" sx={{ display: 'block', maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={text}>
      {text}
    </Box>
  );
}

/** Official (filled) or unofficial (outlined). */
export function KindChip() {
  const translate = useTranslate();
  const record = useRecordContext();
  const entry = LIVE_TRANSFER_KIND.values.find((candidate) => candidate.value === record?.kind);
  if (!entry) return empty;
  const official = entry.value === OFFICIAL;
  return (
    <Chip
      size="small"
      color={official ? 'success' : 'default'}
      variant={official ? 'filled' : 'outlined'}
      label={translate(`enums.${LIVE_TRANSFER_KIND.name}.${entry.key}`)}
    />
  );
}

/** The fee in its currency; a dash when none was given. */
export function FeeCell() {
  const [locale = 'tr'] = useLocaleState();
  const record = useRecordContext();
  const text = formatFee(record?.fee, record?.currency, locale);
  return text === undefined ? empty : <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{text}</Box>;
}
