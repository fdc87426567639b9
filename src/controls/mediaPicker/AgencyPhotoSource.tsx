import { Box, Tab, Tabs } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { AGENCY_PHOTO_TABS, type AgencyPhotoTab } from './agencyPhotoConstants.ts';
import { AgencyPhotoPanel } from './AgencyPhotoPanel.tsx';
import type { ImageInfo } from './imageInfo.ts';

export interface AgencyPhotoSourceProps {
  onPick: (image: ImageInfo) => void;
  initialTab?: AgencyPhotoTab;
}

/** The "pick from the agency" source (spec 01 §2): the agency and archive tabs of photo cards. */
export function AgencyPhotoSource({ onPick, initialTab = 'agency' }: AgencyPhotoSourceProps) {
  const translate = useTranslate();
  const id = useId();
  const [tab, setTab] = useState<AgencyPhotoTab>(initialTab);
  return (
    <Box>
      <Tabs value={tab} onChange={(_, value: AgencyPhotoTab) => setTab(value)} aria-label={translate('media.picker.agencyTabs.label')}>
        {AGENCY_PHOTO_TABS.map((name) => (
          <Tab key={name} value={name} label={translate(`media.picker.agencyTabs.${name}`)} id={`${id}-tab-${name}`} aria-controls={`${id}-panel-${name}`} />
        ))}
      </Tabs>
      <div role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`}>
        {/* Keyed by tab: each tab opens with its own empty search and first page. */}
        <AgencyPhotoPanel key={tab} tab={tab} onPick={onPick} />
      </div>
    </Box>
  );
}
