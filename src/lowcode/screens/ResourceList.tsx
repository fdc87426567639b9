import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Button, IconButton, Stack, Typography } from '@mui/material';
import { useCallback, useMemo, type ReactNode } from 'react';
import {
  DataTable,
  FilterButton,
  InfiniteList,
  TopToolbar,
  useListContext,
  useRecordContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import type { Resource } from '../../../resources/defineResource.ts';
import { listQueryMeta } from '../listPrefetch.ts';
import { ApprovalSwitch } from '../cells/ApprovalSwitch.tsx';
import { FieldCell } from '../cells/FieldCell.tsx';
import { filterInputsFor } from '../filters/filterInputs.tsx';
import { ExportButton } from '../../controls/list/ExportButton.tsx';
import { LoadFailure } from '../../controls/screen/LoadFailure.tsx';
import { NoData } from './NoData.tsx';
import { nameCheckboxInputs } from './checkboxLabels.ts';
import { ResourceBulkActions, useAvailableBulkActions } from './ResourceBulkActions.tsx';
import { ResourceViewsMenu } from './ResourceViewsMenu.tsx';
import { ShowMoreButton } from './ShowMoreButton.tsx';

export interface ResourceListProps {
  resource: Resource;
  /** Shown as the page heading. */
  title: string;
  /** Opens the create form; absent without the save permission. */
  onCreate?: () => void;
  /** Opens a record's edit form; absent without the save permission. */
  onEdit?: (id: Identifier) => void;
  /** The approval column is a switch (the resource's approval operation); absent without `<category>.approve`. */
  canApprove?: boolean;
  /** Under the heading: what a list override says of the list (where the site titles its page). */
  subtitle?: ReactNode;
  /** The resource's own columns (`DataTable.Col`s) in place of the fields marked `list`: a list override's (src/lowcode/screenOverrides.ts). */
  columns?: ReactNode;
  /** Columns after the declared ones (a record's last change, which no field declares). */
  moreColumns?: ReactNode;
}

function ListActions({ resource, onCreate, hasFilters }: { resource: Resource; onCreate?: () => void; hasFilters: boolean }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const columnNames = useMemo(() => Object.keys(resource.fields).filter((name) => resource.fields[name]?.list), [resource]);
  return (
    <TopToolbar>
      {hasFilters && <FilterButton />}
      <ResourceViewsMenu storeKey={`lowcode.${resource.name}`} />
      <ExportButton resource={resource.name} filter={filterValues} columnNames={columnNames} />
      {onCreate && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
          {translate('lowcode.list.add')}
        </Button>
      )}
    </TopToolbar>
  );
}

/** The page that did not come, in place of the table: a refusal names the permission it needs. */
function ListLoadFailure() {
  const { error, refetch } = useListContext();
  return <LoadFailure error={error} message="lowcode.list.loadFailed" onRetry={() => void refetch()} />;
}

/** A keyboard route to a row's form (a row click is for the mouse). */
function EditRowButton({ onEdit }: { onEdit: (id: Identifier) => void }) {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  return (
    <IconButton
      size="small"
      aria-label={translate('lowcode.list.edit')}
      onClick={(event) => {
        event.stopPropagation();
        onEdit(record.id);
      }}
    >
      <EditIcon fontSize="small" />
    </IconButton>
  );
}

/**
 * A declared resource's list: the fields marked `list` as columns (declaration order), its filters,
 * a page of `pageSize` records and a "show more" button for the next (spec 01 §4).
 */
export function ResourceList({ resource, title, subtitle, onCreate, onEdit, canApprove, columns: ownColumns, moreColumns }: ResourceListProps) {
  const translate = useTranslate();
  const filters = useMemo(() => filterInputsFor(resource), [resource]);
  const columns = Object.entries(resource.fields).filter(([, field]) => field.list);
  // A failure is shown in place of the table (ListLoadFailure), not as a toast as well.
  const queryOptions = useMemo(() => ({ meta: listQueryMeta(resource), onError: () => undefined }), [resource]);
  const hasOptionalFilters = filters.some((filter) => !(filter.props as { alwaysOn?: boolean }).alwaysOn);
  const bulkActions = useAvailableBulkActions(resource);
  const nameCheckboxes = useCallback((root: HTMLDivElement | null) => (root ? nameCheckboxInputs(root) : undefined), []);
  return (
    <Stack ref={nameCheckboxes} sx={{ p: 2, minWidth: 0 }} spacing={1}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {subtitle}
      <InfiniteList
        resource={resource.name}
        title={title}
        perPage={resource.pageSize}
        sort={resource.sort}
        queryOptions={queryOptions}
        filters={filters.length ? filters : undefined}
        actions={<ListActions resource={resource} onCreate={onCreate} hasFilters={hasOptionalFilters} />}
        pagination={<ShowMoreButton />}
        empty={<NoData onCreate={onCreate} />}
        error={<ListLoadFailure />}
        disableAuthentication
        storeKey={`lowcode.${resource.name}`}
        sx={{ '& .RaList-main': { minWidth: 0 } }}
      >
        <DataTable
          rowClick={
            onEdit
              ? (id) => {
                  onEdit(id);
                  return false;
                }
              : false
          }
          bulkActionButtons={bulkActions.length > 0 ? <ResourceBulkActions resource={resource} available={bulkActions} /> : false}
          empty={<NoData />}
          sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
        >
          {ownColumns ??
            columns.map(([name, field]) => (
              <DataTable.Col key={name} source={name} label={translate(resource.labelKey(name))} disableSort>
                {canApprove && resource.operations.approval && field.kind === 'approval' ? (
                  <ApprovalSwitch resource={resource} />
                ) : (
                  <FieldCell source={name} field={field} />
                )}
              </DataTable.Col>
            ))}
          {moreColumns}
          {onEdit && (
            <DataTable.Col label={translate('lowcode.list.actions')} disableSort align="right">
              <EditRowButton onEdit={onEdit} />
            </DataTable.Col>
          )}
        </DataTable>
      </InfiniteList>
    </Stack>
  );
}
