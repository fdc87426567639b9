import { alpha, Box, Stack, Typography, type Theme } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { contents } from '../../../../../resources/content.ts';
import type { RevisionSnapshot } from './contentRevisionMethods.ts';
import { revisionDiff, type FieldDiff } from './revisionDiff.ts';

const FIELDS = Object.keys(contents.fields);

// Dark text on a pale tint: readable, and told apart by the strike-through too, not by colour alone.
const MARKS = {
  '& ins': { bgcolor: (theme: Theme) => alpha(theme.palette.success.main, 0.18), color: 'success.dark', textDecoration: 'none', borderRadius: 0.5 },
  '& del': { bgcolor: (theme: Theme) => alpha(theme.palette.error.main, 0.15), color: 'error.dark', borderRadius: 0.5 },
  '& del + ins': { ml: 0.5 },
} as const;

function Words({ diff }: { diff: Extract<FieldDiff, { kind: 'words' }> }) {
  const translate = useTranslate();
  const marked = diff.parts.some((part) => part.added || part.removed);
  return (
    <>
      <Typography variant="body2" component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0, ...MARKS }}>
        {diff.parts.map((part, index) => {
          if (part.added) return <ins key={index}>{part.value}</ins>;
          if (part.removed) return <del key={index}>{part.value}</del>;
          return <span key={index}>{part.value}</span>;
        })}
      </Typography>
      {!marked && (
        <Typography variant="caption" color="text.secondary">
          {translate('contentEditor.history.formattingOnly')}
        </Typography>
      )}
    </>
  );
}

function useShownValue(name: string) {
  const translate = useTranslate();
  const field = contents.fields[name];
  return (value: unknown): string => {
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return '—';
    const entry = field?.kind === 'enum' ? field.enum.values.find((candidate) => candidate.value === value) : undefined;
    if (field?.kind === 'enum' && entry) return translate(`enums.${field.enum.name}.${entry.key}`);
    if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };
}

function Values({ diff }: { diff: Extract<FieldDiff, { kind: 'values' }> }) {
  const translate = useTranslate();
  const shown = useShownValue(diff.field);
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, ...MARKS, '& dd': { m: 0, overflowWrap: 'anywhere' } }}>
      {(['before', 'after'] as const).map((side) => {
        const Mark = side === 'before' ? 'del' : 'ins';
        return (
          <Fragment key={side}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {translate(`contentEditor.history.${side}`)}
            </Typography>
            <Typography component="dd" variant="body2">
              <Mark>{shown(diff[side])}</Mark>
            </Typography>
          </Fragment>
        );
      })}
    </Box>
  );
}

export interface RevisionDiffProps {
  older: RevisionSnapshot;
  newer: RevisionSnapshot;
}

/** Two revisions side by side as one text: removed words struck through in red, added ones in green. */
export function RevisionDiff({ older, newer }: RevisionDiffProps) {
  const translate = useTranslate();
  const diffs = revisionDiff(older, newer, FIELDS);
  if (diffs.length === 0) return <Typography color="text.secondary">{translate('contentEditor.history.same')}</Typography>;
  return (
    <Stack spacing={1.5} data-testid="revision-diff">
      {diffs.map((diff) => (
        <Box key={diff.field} component="section" aria-label={translate(contents.labelKey(diff.field))}>
          <Typography variant="subtitle2" component="h3">
            {translate(contents.labelKey(diff.field))}
          </Typography>
          {diff.kind === 'words' ? <Words diff={diff} /> : <Values diff={diff} />}
        </Box>
      ))}
    </Stack>
  );
}
