import { FormControlLabel, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AGENCY_NEWS_TYPE } from '../../../resources/enums.ts';
import { ColumnChooser } from '../../controls/list/ColumnChooser.tsx';
import { DateRangeMenuButton } from '../../controls/list/DateRangeMenuButton.tsx';
import { FilterMultiSelect, FilterSelect } from '../../controls/list/FilterSelects.tsx';
import { ExportButton } from '../../controls/list/ExportButton.tsx';
import { FilterToolbar } from '../../controls/list/FilterToolbar.tsx';
import { ListViewsMenu } from '../../controls/list/ListViewsMenu.tsx';
import { serverNow } from '../../providers/serverClock.ts';
import { AGENCY_COLUMNS } from './AgencyDeskTable.tsx';
import { filterFor, TOOLBAR_OF_TAB } from './agencyDeskFilter.ts';
import type { AgencyTab } from './agencyDeskRows.ts';
import type { AgencyDeskFilter } from './agencyMethods.ts';
import { useToolbarChoices } from './useToolbarChoices.ts';

const NONE: string[] = [];
const EXPORT_OF_TAB: Record<AgencyTab, string> = { contents: 'agencyContents', archive: 'agencyArchives', video: 'agencyVideos' };

export interface AgencyFilterToolbarProps {
  tab: AgencyTab;
  filter: AgencyDeskFilter;
  onChange: (filter: AgencyDeskFilter) => void;
  /** Today for the date range's quick buttons; the server's clock by default. */
  now?: () => Date;
}

/**
 * The desk's toolbar (spec 01 §2): agencies and categories (several of each), news type, the date
 * range, creator, approval status, the used-content and inappropriate-content switches, and a
 * button that clears them, and the embargo (agency items); they wrap onto more lines as the window narrows; which of them a tab shows, disables or hides is TOOLBAR_OF_TAB's.
 * The desk's column chooser ends it.
 */
export function AgencyFilterToolbar({ tab, filter, onChange, now = serverNow }: AgencyFilterToolbarProps) {
  const translate = useTranslate();
  const { agencies, categories, creators } = useToolbarChoices(tab);
  const shown = TOOLBAR_OF_TAB[tab];
  const set = (change: Partial<AgencyDeskFilter>) => onChange({ ...filter, ...change });
  const switchTo = (key: 'used' | 'inappropriate') => (_: unknown, checked: boolean) => set({ [key]: checked || undefined });
  /** All, yes or no, for a true / false filter; `labels` are the i18n keys of the filter, yes and no. */
  const yesOrNo = (key: 'isApproved' | 'embargoed', name: string, [label, yes, no]: readonly [string, string, string], width: number) => (
    <FilterSelect
      name={name}
      label={translate(label)}
      choices={[
        { value: 'true', label: translate(yes) },
        { value: 'false', label: translate(no) },
      ]}
      value={filter[key] == null ? undefined : String(filter[key])}
      onChange={(value) => set({ [key]: value === undefined ? undefined : value === 'true' })}
      width={width}
    />
  );

  return (
    <FilterToolbar
      label={translate('agency.filters.label')}
      choices={filter}
      onChange={onChange}
      end={
        <>
          <ExportButton resource={EXPORT_OF_TAB[tab]} filter={filterFor(tab, filter)} columns={AGENCY_COLUMNS} />
          <ColumnChooser columns={AGENCY_COLUMNS} labelOf={(column) => translate(`agency.columns.${column}`)} />
          <ListViewsMenu columns={AGENCY_COLUMNS} list={`${AGENCY_COLUMNS.name}.${tab}`} />
        </>
      }
    >
      <FilterMultiSelect
        name="agencies"
        label={translate('agency.filters.agencies')}
        choices={agencies.map((agency) => ({ value: agency.agencyId, label: agency.name }))}
        value={filter.agencyIds ?? NONE}
        onChange={(agencyIds) => set({ agencyIds })}
        width={240}
      />
      <FilterMultiSelect
        name="categories"
        label={translate('agency.filters.categories')}
        choices={categories.map((name) => ({ value: name, label: name }))}
        value={filter.agencyCategories ?? NONE}
        onChange={(agencyCategories) => set({ agencyCategories })}
        disabled={shown.categories === 'disabled'}
        width={200}
      />
      <FilterSelect
        name="news-type"
        label={translate('agency.filters.newsType')}
        choices={AGENCY_NEWS_TYPE.values.map(({ key, value }) => ({ value: String(value), label: translate(`enums.agencyNewsType.${key}`) }))}
        value={filter.newsTypes?.[0] === undefined ? undefined : String(filter.newsTypes[0])}
        onChange={(value) => set({ newsTypes: value === undefined ? undefined : [Number(value)] })}
        disabled={shown.newsType === 'disabled'}
        width={160}
      />
      <DateRangeMenuButton choices={filter} onChange={set} now={now} />
      <FilterSelect
        name="creator"
        label={translate('agency.filters.creator')}
        choices={creators.map((user) => ({ value: user.id, label: user.name }))}
        value={filter.users?.[0]}
        onChange={(id) => set({ users: id === undefined ? undefined : [id] })}
        disabled={shown.creator === 'disabled'}
        width={180}
      />
      {shown.approval === 'on' && yesOrNo('isApproved', 'approval', ['agency.filters.approval', 'agency.filters.approved', 'agency.filters.unapproved'], 160)}
      {shown.embargo === 'on' && yesOrNo('embargoed', 'embargo', ['agency.embargo.filter', 'agency.embargo.embargoed', 'agency.embargo.notEmbargoed'], 170)}
      {shown.switches === 'on' && (
        <>
          <FormControlLabel control={<Switch checked={filter.used ?? false} onChange={switchTo('used')} />} label={translate('agency.filters.used')} />
          <FormControlLabel control={<Switch checked={filter.inappropriate ?? false} onChange={switchTo('inappropriate')} />} label={translate('agency.filters.inappropriate')} />
        </>
      )}
    </FilterToolbar>
  );
}
