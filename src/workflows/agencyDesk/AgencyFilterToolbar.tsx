import { Checkbox, FormControl, FormControlLabel, InputLabel, ListItemText, MenuItem, Select, Stack, Switch } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { AGENCY_NEWS_TYPE } from '../../../resources/enums.ts';
import type { AgencyDeskFilter, AgencyDeskTransport, AgencyOption, AgencyTab } from './agencyDeskTransport.ts';

/** Spec 01 §4: the agency selector's and the news type's menus are at most 150 px high. */
const MENU_PROPS = { slotProps: { paper: { sx: { maxHeight: 150 } } } };
const NONE: string[] = [];

export interface AgencyFilterToolbarProps {
  tab: AgencyTab;
  filter: AgencyDeskFilter;
  onChange: (filter: AgencyDeskFilter) => void;
  transport: AgencyDeskTransport;
}

/**
 * The desk's toolbar (spec 01 §2): agencies (several), news type, the used-content and
 * inappropriate-content switches. On the archive tab the news type is disabled; on the video tab
 * the news type is disabled and the two switches are hidden.
 */
export function AgencyFilterToolbar({ tab, filter, onChange, transport }: AgencyFilterToolbarProps) {
  const translate = useTranslate();
  const [agencies, setAgencies] = useState<AgencyOption[]>([]);
  useEffect(() => {
    let current = true;
    transport.agencies(tab).then(
      (options) => current && setAgencies(options),
      (error: unknown) => console.warn('The agencies could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [tab, transport]);
  const chosen = filter.agencyIds ?? NONE;
  const nameOf = (id: string) => agencies.find((agency) => agency.agencyId === id)?.name ?? id;
  const switchTo = (key: 'used' | 'inappropriate') => (_: unknown, checked: boolean) => onChange({ ...filter, [key]: checked || undefined });

  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mb: 1 }} role="toolbar" aria-label={translate('agency.filters.label')}>
      <FormControl size="small" sx={{ width: 260 }}>
        <InputLabel id="agency-filter-agencies">{translate('agency.filters.agencies')}</InputLabel>
        <Select
          labelId="agency-filter-agencies"
          label={translate('agency.filters.agencies')}
          multiple
          value={chosen}
          renderValue={(ids) => ids.map(nameOf).join(', ')}
          onChange={(event) => {
            const ids = typeof event.target.value === 'string' ? event.target.value.split(',') : event.target.value;
            onChange({ ...filter, agencyIds: ids.length ? ids : undefined });
          }}
          MenuProps={MENU_PROPS}
        >
          {agencies.map((agency) => (
            <MenuItem key={agency.agencyId} value={agency.agencyId} dense>
              <Checkbox size="small" checked={chosen.includes(agency.agencyId)} />
              <ListItemText primary={agency.name} />
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ width: 180 }} disabled={tab !== 'contents'}>
        <InputLabel id="agency-filter-news-type">{translate('agency.filters.newsType')}</InputLabel>
        <Select
          labelId="agency-filter-news-type"
          label={translate('agency.filters.newsType')}
          value={String(filter.newsTypes?.[0] ?? '')}
          onChange={(event) => onChange({ ...filter, newsTypes: event.target.value === '' ? undefined : [Number(event.target.value)] })}
          MenuProps={MENU_PROPS}
        >
          <MenuItem value="">{translate('agency.filters.all')}</MenuItem>
          {AGENCY_NEWS_TYPE.values.map(({ key, value }) => (
            <MenuItem key={key} value={String(value)}>
              {translate(`enums.agencyNewsType.${key}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {tab !== 'video' && (
        <>
          <FormControlLabel control={<Switch checked={filter.used ?? false} onChange={switchTo('used')} />} label={translate('agency.filters.used')} />
          <FormControlLabel control={<Switch checked={filter.inappropriate ?? false} onChange={switchTo('inappropriate')} />} label={translate('agency.filters.inappropriate')} />
        </>
      )}
    </Stack>
  );
}
