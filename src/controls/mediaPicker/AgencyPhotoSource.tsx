import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

const TABS = ['agency', 'archive'] as const;

/**
 * The "pick from the agency" source with its agency and archive tabs. The photo cards, search and
 * paging (agencyPhotoConstants.ts) arrive with the agency desk; until then each tab says so.
 */
export function AgencyPhotoSource() {
  const translate = useTranslate();
  const id = useId();
  const [tab, setTab] = useState<(typeof TABS)[number]>('agency');
  return (
    <Box>
      <Tabs value={tab} onChange={(_, value: (typeof TABS)[number]) => setTab(value)} aria-label={translate('media.picker.agencyTabs.label')}>
        {TABS.map((name) => (
          <Tab key={name} value={name} label={translate(`media.picker.agencyTabs.${name}`)} id={`${id}-tab-${name}`} aria-controls={`${id}-panel-${name}`} />
        ))}
      </Tabs>
      <Stack
        role="tabpanel"
        id={`${id}-panel-${tab}`}
        aria-labelledby={`${id}-tab-${tab}`}
        alignItems="center"
        spacing={1}
        sx={{ py: 6, color: 'text.secondary' }}
      >
        <PhotoLibraryIcon fontSize="large" />
        <Typography>{translate('media.picker.agencyLater')}</Typography>
      </Stack>
    </Box>
  );
}
