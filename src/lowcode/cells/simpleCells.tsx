import { Box, Chip, Stack } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { Field } from '../../../resources/fields.ts';
import { isHexColor } from '../../../resources/validationFormats.ts';
import { resizeUrl } from '../../controls/upload/storageUrls.ts';
import { DATE, DATE_TIME, formatDate } from '../../i18n/dateFormats.ts';
import { useLowcodeEnvironment } from '../LowcodeEnvironment.tsx';
import { asImageValue } from '../inputs/imageValue.ts';

export interface CellProps<K extends Field['kind'] = Field['kind']> {
  source: string;
  field: Extract<Field, { kind: K }>;
}

/** The record's value at a dotted path. */
export function useCellValue(source: string): unknown {
  const record = useRecordContext();
  return source.split('.').reduce<unknown>((current, key) => (current as Record<string, unknown> | undefined)?.[key], record);
}

export const empty = <Box component="span" sx={{ color: 'text.disabled' }}>—</Box>;

/** One line, cut with an ellipsis; the whole text on hover. */
const OneLine = ({ text }: { text: string }) => (
  <Box component="span" sx={{ display: 'block', maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={text}>
    {text}
  </Box>
);

export function TextCell({ source }: CellProps) {
  const value = useCellValue(source);
  if (value === null || value === undefined || value === '') return empty;
  return <OneLine text={String(value)} />;
}

export function LinkCell({ source, field }: CellProps<'url' | 'email'>) {
  const value = useCellValue(source);
  if (typeof value !== 'string' || value === '') return empty;
  const href = field.kind === 'email' ? `mailto:${value}` : value;
  return (
    <a href={href} target={field.kind === 'url' ? '_blank' : undefined} rel="noreferrer" onClick={(event) => event.stopPropagation()}>
      {value}
    </a>
  );
}

export function NumberCell({ source }: CellProps) {
  const [locale] = useLocaleState();
  const value = useCellValue(source);
  return typeof value === 'number' ? <>{value.toLocaleString(locale)}</> : empty;
}

export function BooleanCell({ source }: CellProps) {
  const translate = useTranslate();
  const value = useCellValue(source);
  if (value === null || value === undefined) return empty;
  return <>{translate(value ? 'lowcode.boolean.yes' : 'lowcode.boolean.no')}</>;
}

export function ApprovalCell({ source }: CellProps) {
  const translate = useTranslate();
  const approved = useCellValue(source) === true;
  return (
    <Chip
      size="small"
      color={approved ? 'success' : 'default'}
      variant={approved ? 'filled' : 'outlined'}
      label={translate(approved ? 'lowcode.approval.approved' : 'lowcode.approval.unapproved')}
    />
  );
}

/** Free words, comma-separated on one line. */
export function TagsCell({ source }: CellProps) {
  const value = useCellValue(source);
  if (!Array.isArray(value) || value.length === 0) return empty;
  return <OneLine text={value.join(', ')} />;
}

export function EnumCell({ source, field }: CellProps<'enum'>) {
  const translate = useTranslate();
  const value = useCellValue(source);
  const values = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  if (values.length === 0) return empty;
  const labels = values.map((item) => {
    const entry = field.enum.values.find((candidate) => candidate.value === item);
    return entry ? translate(`enums.${field.enum.name}.${entry.key}`) : String(item);
  });
  return <>{labels.join(', ')}</>;
}

export function ColorCell({ source }: CellProps) {
  const translate = useTranslate();
  const value = useCellValue(source);
  if (typeof value !== 'string' || !value) return empty;
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Box
        role="img"
        aria-label={translate('lowcode.color.swatch', { color: value })}
        sx={{ width: 16, height: 16, borderRadius: 0.5, border: 1, borderColor: 'divider', backgroundColor: isHexColor(value) ? value : 'transparent' }}
      />
      <span>{value}</span>
    </Stack>
  );
}

export function DateCell({ source, field }: CellProps<'date' | 'dateTime'>) {
  const [locale] = useLocaleState();
  const value = useCellValue(source);
  if (typeof value !== 'string' || !value || Number.isNaN(Date.parse(value))) return empty;
  return <>{formatDate(value, field.kind === 'dateTime' ? DATE_TIME : DATE, locale)}</>;
}

const THUMBNAIL_WIDTH = 60;

export function ImageCell({ source }: CellProps) {
  const { previewUrl = resizeUrl } = useLowcodeEnvironment();
  const image = asImageValue(useCellValue(source));
  const src = image && previewUrl(image.path, THUMBNAIL_WIDTH);
  if (!image || !src) return empty;
  return <Box component="img" src={src} alt={image.text ?? ''} sx={{ width: THUMBNAIL_WIDTH, maxHeight: THUMBNAIL_WIDTH, objectFit: 'cover', borderRadius: 0.5 }} />;
}

export function CountCell({ source }: CellProps) {
  const value = useCellValue(source);
  if (Array.isArray(value)) return <>{value.length}</>;
  if (value && typeof value === 'object') return <>{Object.values(value).filter((item) => item !== null && item !== undefined).length}</>;
  return empty;
}
