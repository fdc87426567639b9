import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MEDIA_TYPE } from '../../../resources/enums.ts';
import { DelayedTextField } from '../../controls/filters/DelayedTextField.tsx';
import { serverNow } from '../../providers/serverClock.ts';
import { writeFilter } from '../agencyDesk/agencyDeskFilter.ts';
import { DateRangeMenuButton } from '../agencyDesk/DateRangeMenuButton.tsx';
import { FilterSelect } from '../agencyDesk/FilterSelects.tsx';
import { mediaTypeLabel, type MediaLibraryChoices } from './mediaLibraryFilter.ts';

export interface MediaLibraryToolbarProps {
  choices: MediaLibraryChoices;
  onChange: (choices: MediaLibraryChoices) => void;
  /** Today for the date range's quick buttons; the server's clock by default. */
  now?: () => Date;
}

/** The library's filters: search, type, reporter, source and the date range; they wrap as the window narrows. */
export function MediaLibraryToolbar({ choices, onChange, now = serverNow }: MediaLibraryToolbarProps) {
  const translate = useTranslate();
  const set = (change: Partial<MediaLibraryChoices>) => onChange({ ...choices, ...change });
  const label = (name: string) => translate(`media.library.filters.${name}`);
  return (
    <Stack direction="row" spacing={1} rowGap={1} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mb: 1, minWidth: 0 }} role="toolbar" aria-label={label('label')}>
      <DelayedTextField search label={label('search')} placeholder={label('searchHint')} value={choices.search} onChange={(search) => set({ search })} width={230} />
      <FilterSelect
        name="media-type"
        label={label('type')}
        choices={MEDIA_TYPE.values.map(({ value }) => ({ value: String(value), label: translate(mediaTypeLabel(value)) }))}
        value={choices.mediaType ? String(choices.mediaType) : undefined}
        onChange={(value) => set({ mediaType: value === undefined ? undefined : Number(value) })}
        width={110}
      />
      <DelayedTextField label={label('reporter')} value={choices.reporter} onChange={(reporter) => set({ reporter })} width={150} />
      <DelayedTextField label={label('source')} value={choices.source} onChange={(source) => set({ source })} width={150} />
      <DateRangeMenuButton
        value={choices.startDate && choices.endDate ? { startDate: choices.startDate, endDate: choices.endDate } : undefined}
        onChange={(range) => set({ startDate: range?.startDate, endDate: range?.endDate })}
        now={now}
      />
      <Tooltip title={label('clear')}>
        <span>
          <IconButton aria-label={label('clear')} onClick={() => onChange({})} disabled={writeFilter(choices) === undefined}>
            <FilterAltOffIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}
