import { useTranslate } from 'react-admin';
import { MEDIA_TYPE } from '../../../resources/enums.ts';
import { ColumnChooser } from '../../controls/list/ColumnChooser.tsx';
import { DateRangeMenuButton } from '../../controls/list/DateRangeMenuButton.tsx';
import { DelayedTextField } from '../../controls/list/DelayedTextField.tsx';
import { FilterSelect } from '../../controls/list/FilterSelects.tsx';
import { ExportButton } from '../../controls/list/ExportButton.tsx';
import { FilterToolbar } from '../../controls/list/FilterToolbar.tsx';
import { ListViewsMenu } from '../../controls/list/ListViewsMenu.tsx';
import { serverNow } from '../../providers/serverClock.ts';
import { mediaFilterOf, mediaTypeLabel, type MediaLibraryChoices } from './mediaLibraryFilter.ts';
import { MEDIA_COLUMNS } from './MediaLibraryTable.tsx';

export interface MediaLibraryToolbarProps {
  choices: MediaLibraryChoices;
  onChange: (choices: MediaLibraryChoices) => void;
  /** Today for the date range's quick buttons; the server's clock by default. */
  now?: () => Date;
}

/** The library's filters: search, type, reporter, source and the date range; they wrap as the window narrows. Then its column chooser. */
export function MediaLibraryToolbar({ choices, onChange, now = serverNow }: MediaLibraryToolbarProps) {
  const translate = useTranslate();
  const set = (change: Partial<MediaLibraryChoices>) => onChange({ ...choices, ...change });
  const label = (name: string) => translate(`media.library.filters.${name}`);
  return (
    <FilterToolbar
      label={label('label')}
      choices={choices}
      onChange={onChange}
      compact
      end={
        <>
          <ExportButton resource="mediaItems" filter={mediaFilterOf(choices)} columns={MEDIA_COLUMNS} />
          <ColumnChooser columns={MEDIA_COLUMNS} labelOf={(column) => translate(`media.library.columns.${column}`)} />
          <ListViewsMenu columns={MEDIA_COLUMNS} />
        </>
      }
    >
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
      <DateRangeMenuButton choices={choices} onChange={set} now={now} />
    </FilterToolbar>
  );
}
