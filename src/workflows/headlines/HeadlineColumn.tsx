import { Box, Chip, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { shownCount } from './headlineOrder.ts';
import { HeadlineCard } from './HeadlineCard.tsx';
import type { Headline, HeadlineItem } from './headlineMethods.ts';

export const COLUMN_WIDTH = 300;

export interface HeadlineColumnProps {
  headline: Headline;
  /** The live items: sortable on the current board, plain on the old one. */
  live: ReactNode;
  /** Shown above the live items (the Add button). */
  toolbar?: ReactNode;
  pendingActionsOf?(item: HeadlineItem): ReactNode;
  /** The old board shows what was on the headline only. */
  withoutPending?: boolean;
}

/** Cards that do not move: the pending list, the old board. */
export function HeadlineCardList({ items, itemCount, actionsOf, empty }: { items: readonly HeadlineItem[]; itemCount?: number; actionsOf?(item: HeadlineItem): ReactNode; empty: string }) {
  const translate = useTranslate();
  if (items.length === 0) return <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>{translate(empty)}</Typography>;
  return (
    <Stack spacing={0.5} component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item, index) => (
        <li key={item.id}>
          <HeadlineCard item={item} notShown={itemCount !== undefined && index >= itemCount} actions={actionsOf?.(item)} />
        </li>
      ))}
    </Stack>
  );
}

/**
 * One headline type of the category: its name, how many items it has of how many the site shows,
 * whether the auto headline fills it, and its live items with the pending list on a tab beside them.
 */
export function HeadlineColumn({ headline, live, toolbar, pendingActionsOf, withoutPending }: HeadlineColumnProps) {
  const translate = useTranslate();
  const [tab, setTab] = useState<'live' | 'pending'>('live');
  const manual = headline.items.filter((item) => !item.auto).length;
  const name = headline.headlineType.name ?? '';
  return (
    <Paper
      component="section"
      aria-label={name}
      data-testid="headline-column"
      variant="outlined"
      sx={{ width: COLUMN_WIDTH, flex: 'none', display: 'flex', flexDirection: 'column', minHeight: 0, maxHeight: '100%', bgcolor: 'background.default' }}
    >
      <Box sx={{ px: 1, pt: 0.75 }}>
        <Stack direction="row" spacing={0.75} alignItems="center">
          <Typography variant="subtitle2" component="h2" noWrap sx={{ flex: 1, minWidth: 0 }} title={name}>
            {name}
          </Typography>
          {headline.autoTotalCount != null && <Chip size="small" color="secondary" variant="outlined" label={translate('headlines.column.auto')} sx={{ height: 20 }} />}
          <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {translate('headlines.column.count', { count: manual, itemCount: shownCount(headline) })}
          </Typography>
        </Stack>
        {!withoutPending && (
        <Tabs value={tab} onChange={(_, next: 'live' | 'pending') => setTab(next)} variant="fullWidth" sx={{ minHeight: 30, '& .MuiTab-root': { minHeight: 30, py: 0.25, fontSize: 12, textTransform: 'none' } }}>
          <Tab value="live" label={translate('headlines.column.live')} />
          <Tab value="pending" label={translate('headlines.column.pending', { count: headline.pending.length })} />
        </Tabs>
        )}
      </Box>
      <Box sx={{ overflowY: 'auto', p: 0.75, flex: 1, minHeight: 0 }}>
        {tab === 'live' || withoutPending ? (
          <>
            {toolbar}
            {headline.items.length === 0 ? <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>{translate('headlines.column.empty')}</Typography> : live}
          </>
        ) : (
          <HeadlineCardList items={headline.pending} actionsOf={pendingActionsOf} empty="headlines.column.pendingEmpty" />
        )}
      </Box>
    </Paper>
  );
}
