import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DelayedTextField } from '../../controls/list/DelayedTextField.tsx';
import { DenseTable } from '../../controls/list/DenseTable.tsx';
import { FilterSelect } from '../../controls/list/FilterSelects.tsx';
import { FilterToolbar } from '../../controls/list/FilterToolbar.tsx';
import type { ListColumns } from '../../controls/list/listColumns.ts';
import { PagedList } from '../../controls/list/PagedList.tsx';
import { useAddressFilter } from '../../controls/list/useAddressFilter.ts';
import { useKeysetList } from '../../controls/list/useKeysetList.ts';
import { DATE_TIME, formatDate } from '../../i18n/dateFormats.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { CURRENT_STATUSES, mailingTypeChoices, mailingTypeLabel, useMailingChannels } from './mailingChoices.ts';
import { MailingStatusChip } from './MailingStatusChip.tsx';
import { ScreenHeading } from '../../controls/screen/ScreenHeading.tsx';

export interface MailingListChoices {
  search?: string;
  channel?: string;
  type?: string;
}

type Column = 'status' | 'sendDate' | 'title' | 'channel' | 'type';
const COLUMNS: ListColumns<Column> = { name: 'mailing', widths: { status: 120, sendDate: 140, title: undefined, channel: 200, type: 120 }, fixed: ['title'] };
const FIELD: Record<Column, string> = { status: 'status', sendDate: 'sendDate', title: 'title', channel: 'channelId', type: 'type' };

/** The current newsletters (mailing/list, spec 02 §2): drafts and upcoming ones, newest send date first. */
export default function MailingList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const dataProvider = useAppDataProvider();
  const channels = useMailingChannels();
  const [choices, setChoices] = useAddressFilter<MailingListChoices>();
  const filter = {
    status: CURRENT_STATUSES,
    search: choices.search || undefined,
    channelId: choices.channel ? [choices.channel] : undefined,
    type: choices.type ? [Number(choices.type)] : undefined,
  };
  const list = useKeysetList(['mailings', choices], (page) => dataProvider.getMailings(filter, page), { firstOf: (row) => row.sendDate });
  const channelName = (id: string | null | undefined) => channels.find((channel) => channel.id === id)?.name ?? '';
  const title = translate('shell.routes.mailingList');
  return (
    <Box sx={{ p: 2 }}>
      <ScreenHeading
        title={title}
        action={
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate('/mailing/detail')}>
        {translate('mailingScreens.list.new')}
      </Button>
        }
      />
      <FilterToolbar label={translate('mailingScreens.list.filters')} choices={choices} onChange={setChoices}>
        <DelayedTextField search label={translate('mailingScreens.list.search')} value={choices.search} onChange={(search) => setChoices({ ...choices, search })} width={220} />
        <FilterSelect
          name="mailing-channel"
          label={translate('resources.mailings.fields.channelId')}
          choices={channels.map((channel) => ({ value: channel.id, label: channel.name ?? channel.id }))}
          value={choices.channel}
          onChange={(channel) => setChoices({ ...choices, channel })}
          width={200}
        />
        <FilterSelect name="mailing-type" label={translate('resources.mailings.fields.type')} choices={mailingTypeChoices(translate)} value={choices.type} onChange={(type) => setChoices({ ...choices, type })} width={150} />
      </FilterToolbar>
      <PagedList list={list} texts={{ empty: 'mailingScreens.list.noData' }}>
        <DenseTable
          label={translate('mailingScreens.list.table')}
          columns={COLUMNS}
          rows={list.rows}
          keyOf={(row) => row.id}
          header={(column) => translate(`resources.mailings.fields.${FIELD[column]}`)}
          cell={(column, row) => {
            if (column === 'status') return <MailingStatusChip status={row.status} />;
            if (column === 'sendDate') return row.sendDate ? formatDate(row.sendDate, DATE_TIME, locale) : '';
            if (column === 'channel') return channelName(row.channelId);
            if (column === 'type') return mailingTypeLabel(translate, row.type);
            return row.title;
          }}
          onOpen={(row) => navigate(`/mailing/detail/${row.id}`)}
          rowHeight={36}
        />
      </PagedList>
    </Box>
  );
}
