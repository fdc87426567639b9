import HistoryIcon from '@mui/icons-material/History';
import { Box, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DateRangeMenuButton } from '../../controls/list/DateRangeMenuButton.tsx';
import { DenseTable, ELLIPSIS } from '../../controls/list/DenseTable.tsx';
import { FilterSelect } from '../../controls/list/FilterSelects.tsx';
import { FilterToolbar } from '../../controls/list/FilterToolbar.tsx';
import type { ListColumns } from '../../controls/list/listColumns.ts';
import { byPageNumber } from '../../controls/list/listPaging.ts';
import { PagedList } from '../../controls/list/PagedList.tsx';
import { useAddressFilter } from '../../controls/list/useAddressFilter.ts';
import { useKeysetList } from '../../controls/list/useKeysetList.ts';
import { ScreenHeading } from '../../controls/screen/ScreenHeading.tsx';
import { DATE_TIME, formatDate } from '../../i18n/dateFormats.ts';
import { findResource } from '../../lowcode/resourceRegistry.ts';
import { RESOURCE_NAMES } from '../../lowcode/resourceNames.ts';
import { serverNow } from '../../providers/serverClock.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { ACTIONS, activityFilterOf, recordPathOf, revisionPathOf, userPathOf, type ActivityLogChoices } from './activityLogChoices.ts';
import type { ActivityEntry } from './activityLogMethods.ts';

type Column = 'at' | 'user' | 'action' | 'resource' | 'record' | 'fields' | 'revision';
const COLUMNS: ListColumns<Column> = { name: 'activityLog', widths: { at: 150, user: 160, action: 130, resource: 150, record: 110, fields: undefined, revision: 90 }, fixed: ['at'] };
const USERS = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

/** The content types of the page's contents, read once per page, for the editor's address. */
function useContentTypes(rows: readonly ActivityEntry[]) {
  const dataProvider = useAppDataProvider();
  const ids = useMemo(() => [...new Set(rows.filter((row) => row.resource === 'contents' && row.action !== 'delete').map((row) => row.recordId))].sort(), [rows]);
  const types = useQuery({
    queryKey: ['activityLogContentTypes', ids],
    queryFn: async () => new Map((await dataProvider.getContentList({ ids }, { limit: ids.length })).map((row) => [row.id, row.type])),
    enabled: ids.length > 0,
    staleTime: Infinity,
  });
  return types.data;
}

/**
 * settings/system/activity-log (issue 35 §6; server/activityLog/README.md): the site's writes,
 * newest first, filtered by who, what and when (the address keeps the filters); each row links to
 * its record's screen and to the revision the write kept.
 */
export default function ActivityLogScreen() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const [choices, setChoices] = useAddressFilter<ActivityLogChoices>();
  const filter = useMemo(() => activityFilterOf(choices), [choices]);
  const list = useKeysetList(['activityLog', filter], byPageNumber((page, limit) => dataProvider.getActivityLog(filter, page, limit)));
  const users = useGetList<{ id: string; name: string }>('users', USERS);
  const contentTypes = useContentTypes(list.rows);
  const set = (change: Partial<ActivityLogChoices>) => setChoices({ ...choices, ...change });
  const resourceLabel = (name: string) => translate(`resources.${name}.name`, { smart_count: 2, _: name });
  // A field by its label in the screens (a declared resource's own key), else as the resource's messages name it, else as stored.
  const fieldLabel = (resource: string, field: string) => translate(findResource(resource)?.labelKey(field) ?? `resources.${resource}.fields.${field}`, { _: field });
  const resources = useMemo(
    () => RESOURCE_NAMES.map((name) => ({ value: name, label: resourceLabel(name) })).sort((a, b) => a.label.localeCompare(b.label, locale)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [locale, translate],
  );

  const cell = (column: Column, row: ActivityEntry) => {
    const recordPath = recordPathOf(row, contentTypes?.get(row.recordId));
    switch (column) {
      case 'at':
        return formatDate(row.at, DATE_TIME, locale);
      case 'user': {
        // Writes without a user (the seed, the jobs) are the system's; a user links to their detail.
        if (!row.userName) return translate('activityLog.system');
        const path = row.userId ? userPathOf(row.userId) : undefined;
        return path ? (
          <Link component={RouterLink} to={path} sx={ELLIPSIS} title={row.userName}>
            {row.userName}
          </Link>
        ) : (
          row.userName
        );
      }
      case 'action':
        return translate(`activityLog.actions.${row.action}`, { _: row.action });
      case 'resource':
        return resourceLabel(row.resource);
      case 'record':
        return recordPath ? (
          <Link component={RouterLink} to={recordPath} aria-label={translate('activityLog.openRecord', { resource: resourceLabel(row.resource), id: row.recordId })}>
            #{row.recordId}
          </Link>
        ) : (
          `#${row.recordId}`
        );
      case 'fields': {
        const fields = row.fields.map((field) => fieldLabel(row.resource, field)).join(', ');
        return (
          <Box sx={ELLIPSIS} title={fields}>
            {fields}
          </Box>
        );
      }
      case 'revision': {
        const path = revisionPathOf(recordPath, row.revisionId);
        return path ? (
          <Link component={RouterLink} to={path} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
            <HistoryIcon fontSize="inherit" />
            {translate('activityLog.revision')}
          </Link>
        ) : null;
      }
    }
  };

  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <ScreenHeading title={translate('activityLog.title')} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('activityLog.intro')}
      </Typography>
      <FilterToolbar label={translate('activityLog.filters')} choices={choices} onChange={setChoices}>
        <FilterSelect
          name="activity-user"
          label={translate('activityLog.columns.user')}
          choices={(users.data ?? []).map((user) => ({ value: String(user.id), label: user.name }))}
          value={choices.userId}
          onChange={(userId) => set({ userId })}
          width={190}
        />
        <FilterSelect name="activity-resource" label={translate('activityLog.columns.resource')} choices={resources} value={choices.resource} onChange={(resource) => set({ resource, recordId: undefined })} width={190} />
        <FilterSelect
          name="activity-action"
          label={translate('activityLog.columns.action')}
          choices={ACTIONS.map((action) => ({ value: action, label: translate(`activityLog.actions.${action}`) }))}
          value={choices.action}
          onChange={(action) => set({ action })}
          width={150}
        />
        <DateRangeMenuButton choices={choices} onChange={(range) => set({ startDate: range.startDate, endDate: range.endDate })} now={serverNow} />
      </FilterToolbar>
      <PagedList list={list} texts={{ empty: 'activityLog.empty', allShown: 'activityLog.allShown', loadFailed: 'activityLog.loadFailed' }}>
        <DenseTable
          label={translate('activityLog.title')}
          columns={COLUMNS}
          rows={list.rows}
          keyOf={(row) => row.id}
          header={(column) => translate(`activityLog.columns.${column}`)}
          cell={cell}
          onOpen={() => undefined}
          controlColumns={['user', 'record', 'revision']}
          rowHeight={36}
        />
      </PagedList>
    </Box>
  );
}
