import { useTranslate } from 'react-admin';
import { CONTENT_TYPES } from '../../../../resources/contentTypes.ts';
import { DateRangeMenuButton } from '../../../controls/list/DateRangeMenuButton.tsx';
import { DelayedTextField } from '../../../controls/list/DelayedTextField.tsx';
import { FilterMultiSelect, FilterSelect } from '../../../controls/list/FilterSelects.tsx';
import { FilterToolbar } from '../../../controls/list/FilterToolbar.tsx';
import { ListViewsMenu } from '../../../controls/list/ListViewsMenu.tsx';
import { CONTENT_COLUMNS } from './ContentListTable.tsx';
import { serverNow } from '../../../providers/serverClock.ts';
import type { ContentListChoices } from './contentListFilter.ts';
import type { ContentListChoiceLists } from './useContentListChoices.ts';

const NONE: string[] = [];

export interface ContentListToolbarProps {
  choices: ContentListChoices;
  onChange: (choices: ContentListChoices) => void;
  /** The route's type (its route segment), or undefined for every type. */
  typeRoute: string | undefined;
  onType: (typeRoute: string | undefined) => void;
  lists: Pick<ContentListChoiceLists, 'editors' | 'categories'>;
  /** Today for the date range's quick buttons; the server's clock by default. */
  now?: () => Date;
}

/** The list's filters (spec 01 §2): type, category, status, editor, content date range and search; they wrap as the window narrows. */
export function ContentListToolbar({ choices, onChange, typeRoute, onType, lists, now = serverNow }: ContentListToolbarProps) {
  const translate = useTranslate();
  const set = (change: Partial<ContentListChoices>) => onChange({ ...choices, ...change });
  return (
    // "Clear filters" as an icon keeps the toolbar on one line beside the menu at 1280 px.
    <FilterToolbar label={translate('contentList.filters.label')} choices={choices} onChange={onChange} compact end={<ListViewsMenu columns={CONTENT_COLUMNS} />}>
      <DelayedTextField
        search
        label={translate('contentList.filters.search')}
        placeholder={translate('contentList.filters.searchHint')}
        value={choices.search}
        onChange={(search) => set({ search })}
        width={210}
      />
      <FilterSelect
        name="content-type"
        label={translate('contentList.filters.type')}
        choices={CONTENT_TYPES.map((type) => ({ value: type.route, label: translate(`enums.contentType.${type.key}`) }))}
        value={typeRoute}
        onChange={onType}
        width={140}
      />
      <FilterMultiSelect
        name="content-category"
        label={translate('contentList.filters.category')}
        choices={lists.categories.map((category) => ({ value: category.id, label: category.name }))}
        value={choices.categoryId ?? NONE}
        onChange={(categoryId) => set({ categoryId })}
        width={140}
      />
      <FilterSelect
        name="content-status"
        label={translate('contentList.filters.status')}
        choices={[
          { value: '1', label: translate('contentList.filters.approved') },
          { value: '2', label: translate('contentList.filters.unapproved') },
        ]}
        value={choices.status ? String(choices.status) : undefined}
        onChange={(value) => set({ status: value === undefined ? undefined : Number(value) })}
        width={110}
      />
      <FilterSelect
        name="content-editor"
        label={translate('contentList.filters.editor')}
        choices={lists.editors.map((user) => ({ value: user.id, label: user.name }))}
        value={choices.editorId}
        onChange={(editorId) => set({ editorId })}
        width={140}
      />
      <DateRangeMenuButton choices={choices} onChange={set} now={now} />
    </FilterToolbar>
  );
}
