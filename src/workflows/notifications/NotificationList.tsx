import AddIcon from '@mui/icons-material/Add';
import BoltIcon from '@mui/icons-material/Bolt';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { NOTIFICATION_DELIVERY_STATE, NOTIFICATION_PLATFORM } from '../../../resources/enums.ts';
import { DateRangeMenuButton } from '../../controls/list/DateRangeMenuButton.tsx';
import { DelayedTextField } from '../../controls/list/DelayedTextField.tsx';
import { DenseTable, ELLIPSIS } from '../../controls/list/DenseTable.tsx';
import { DetailPanel } from '../../controls/list/DetailPanel.tsx';
import { FilterSelect } from '../../controls/list/FilterSelects.tsx';
import { FilterToolbar } from '../../controls/list/FilterToolbar.tsx';
import type { ListColumns } from '../../controls/list/listColumns.ts';
import { PagedList } from '../../controls/list/PagedList.tsx';
import { useAddressFilter, useAddressParam } from '../../controls/list/useAddressFilter.ts';
import { useKeysetList } from '../../controls/list/useKeysetList.ts';
import { DATE_TIME, formatDate } from '../../i18n/dateFormats.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { DeliveryChips } from './DeliveryChips.tsx';
import { audienceLabel, enumChoices, failedPlatformsOf, platformLabel, statusKey } from './notificationChoices.ts';
import { NotificationDetail } from './NotificationDetail.tsx';
import { notificationFilterOf, type NotificationListChoices } from './notificationFilter.ts';
import type { Notification } from './notificationMethods.ts';
import { useDeliveryProgress } from './useDeliveryProgress.ts';
import { ScreenHeading } from '../../controls/screen/ScreenHeading.tsx';

type Column = 'title' | 'sendDate' | 'platforms' | 'audience' | 'breaking' | 'status';
const COLUMNS: ListColumns<Column> = { name: 'notifications', widths: { title: undefined, sendDate: 132, platforms: 300, audience: 150, breaking: 56, status: 110 }, fixed: ['title'] };
const FIELD: Record<Column, string> = { title: 'title', sendDate: 'sendDate', platforms: 'platforms', audience: 'audience', breaking: 'isBreakingNews', status: 'status' };

/** The item of the address that opens the form for a new notification. */
export const NEW_ITEM = 'new';

/** content/notifications (spec 02 §3–§5, §8): the notifications, newest send date first, each platform's state as a chip; the form in a drawer. */
export default function NotificationList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const [choices, setChoices] = useAddressFilter<NotificationListChoices>();
  const [item, setItem] = useAddressParam('item');
  const titleId = useId();
  const list = useKeysetList(['notifications', choices], (page) => dataProvider.getNotifications(notificationFilterOf(choices), page), { firstOf: (row) => row.sendDate });
  useDeliveryProgress(list.rows, list);
  const title = translate('shell.routes.notifications');

  const titleCell = (row: Notification) => {
    const failed = failedPlatformsOf(row);
    return (
      <Stack sx={{ minWidth: 0 }}>
        <Box component="span" sx={ELLIPSIS}>
          {row.title}
        </Box>
        {failed.length > 0 ? (
          <Typography variant="caption" color="error" sx={ELLIPSIS}>
            {translate('notification.errors.sendFailed', { platforms: failed.map((platform) => platformLabel(translate, platform)).join(', ') })}
          </Typography>
        ) : (
          <Typography variant="caption" color="text.secondary" sx={ELLIPSIS}>
            {row.spot}
          </Typography>
        )}
      </Stack>
    );
  };
  const cell = (column: Column, row: Notification) => {
    if (column === 'title') return titleCell(row);
    if (column === 'sendDate') return row.sendDate ? formatDate(row.sendDate, DATE_TIME, locale) : '';
    if (column === 'platforms') return <DeliveryChips deliveries={row.deliveries} />;
    if (column === 'audience') return audienceLabel(translate, row.audience);
    if (column === 'breaking') return row.isBreakingNews ? <BoltIcon fontSize="small" color="error" titleAccess={translate('resources.notifications.fields.isBreakingNews')} /> : null;
    const status = statusKey(row.status);
    return status ? translate(`enums.notificationStatus.${status}`) : '';
  };

  return (
    <Box sx={{ p: 2 }}>
      <ScreenHeading
        title={title}
        action={
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setItem(NEW_ITEM)}>
        {translate('notifications.list.new')}
      </Button>
        }
      />
      <FilterToolbar label={translate('notifications.list.filters')} choices={choices} onChange={setChoices}>
        <DelayedTextField search label={translate('notifications.list.search')} value={choices.search} onChange={(search) => setChoices({ ...choices, search })} width={220} />
        <FilterSelect
          name="notification-state"
          label={translate('resources.notifications.fields.deliveryStates')}
          choices={enumChoices(translate, NOTIFICATION_DELIVERY_STATE.values, 'notificationDeliveryState')}
          value={choices.state}
          onChange={(state) => setChoices({ ...choices, state })}
          width={170}
        />
        <FilterSelect
          name="notification-platform"
          label={translate('resources.notifications.fields.platforms')}
          choices={enumChoices(translate, NOTIFICATION_PLATFORM.values, 'notificationPlatform')}
          value={choices.platform}
          onChange={(platform) => setChoices({ ...choices, platform })}
          width={170}
        />
        <DateRangeMenuButton choices={choices} onChange={(range) => setChoices({ ...choices, ...range })} now={() => new Date()} />
      </FilterToolbar>
      <PagedList list={list} texts={{ empty: 'notifications.list.noData' }}>
        <DenseTable
          label={translate('notifications.list.table')}
          columns={COLUMNS}
          rows={list.rows}
          keyOf={(row) => row.id}
          header={(column) => (column === 'breaking' ? <BoltIcon fontSize="small" titleAccess={translate('resources.notifications.fields.isBreakingNews')} /> : translate(`resources.notifications.fields.${FIELD[column]}`))}
          cell={cell}
          onOpen={(row) => setItem(row.id)}
          openKey={item}
          rowHeight={42}
        />
      </PagedList>
      <DetailPanel open={Boolean(item)} modal onClose={() => setItem(undefined)} closeLabel={translate('notifications.form.close')} titleId={titleId} width={600}>
        {item && (
          <NotificationDetail
            key={item}
            id={item === NEW_ITEM ? undefined : item}
            titleId={titleId}
            onSaved={(notification) => {
              list.addRow(notification);
              setItem(notification.id);
            }}
          />
        )}
      </DetailPanel>
    </Box>
  );
}
