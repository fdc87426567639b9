import { contentTypeByValue } from '../../resources/contentTypes.ts';
import { en as enumsEn, tr as enumsTr } from '../../resources/messages/enums.ts';
import * as listColumns from '../../resources/messages/listColumns.ts';
import * as resourceTexts from '../../resources/messages/resources.ts';
import { defineListExport, labelIn, type ExportColumn, type ExportLanguage, type ExportNames } from '../contract/listExports.ts';

/** The enumerations' labels the admin shows (resources/messages/enums.ts), by language. */
const ENUM_LABELS = { tr: enumsTr.enums, en: enumsEn.enums } as const;

type Texts = typeof listColumns.en;
const label = (text: (texts: Texts) => string) => labelIn(listColumns, text);
/** The screens' "Title and spot" column is two in the file, headed as the content's own fields. */
const fieldLabel = (field: 'title' | 'spot') => labelIn(resourceTexts, (texts) => texts.resources.contents.fields[field]);

const typeName = (row: Readonly<Record<string, unknown>>, _: ExportNames, language: ExportLanguage) => {
  const key = contentTypeByValue(row.type)?.key;
  return key ? ENUM_LABELS[language].contentType[key] : row.type;
};

const nameIn = (list: string, field: string) => (row: Readonly<Record<string, unknown>>, names: ExportNames) =>
  row[field] == null ? '' : (names[list]?.get(String(row[field])) ?? row[field]);

/** The columns the content list and the draft list share: title and spot, type, category, editor, headed as each screen heads them. */
const shared = (editorField: string, columns: (texts: Texts) => Readonly<Record<'type' | 'category' | 'editor', string>>): ExportColumn[] => [
  { name: 'title', label: fieldLabel('title') },
  { name: 'title', select: 'spot', label: fieldLabel('spot') },
  { name: 'type', label: label((texts) => columns(texts).type), value: typeName },
  { name: 'category', select: 'categoryId', label: label((texts) => columns(texts).category), value: nameIn('allCategories', 'categoryId') },
  { name: 'editor', select: editorField, label: label((texts) => columns(texts).editor), value: nameIn('activeUsersOfContents', editorField) },
];

const NAMES = ['allCategories(limit: 1000)', 'activeUsersOfContents'];

/** The content list (content/list): its columns, the flags of "other" as two columns. */
export const contentListExport = defineListExport({
  resource: 'contents',
  field: 'contents',
  names: NAMES,
  columns: [
    { name: 'id', label: label((texts) => texts.contentList.columns.id) },
    {
      name: 'status',
      label: label((texts) => texts.contentList.columns.status),
      value: (row, _, language) => ENUM_LABELS[language].approvalStatus[row.status === 1 ? 'approve' : 'unapprove'],
    },
    { name: 'contentDate', label: label((texts) => texts.contentList.columns.contentDate) },
    ...shared('updatedUserId', (texts) => texts.contentList.columns),
    { name: 'other', select: 'isNewsWorthy', label: label((texts) => texts.contentList.exportColumns.newsWorthy) },
    { name: 'other', select: 'showInHomepage', label: label((texts) => texts.contentList.exportColumns.homepage) },
  ],
});

/** The user's own drafts (content/drafts). */
export const draftListExport = defineListExport({
  resource: 'contentDrafts',
  field: 'contentDrafts',
  names: NAMES,
  columns: [
    { name: 'draftDate', select: 'updatedDate', label: label((texts) => texts.contentDraft.list.columns.draftDate) },
    ...shared('contentEditorId', (texts) => texts.contentDraft.list.columns),
    { name: 'other', select: 'contentId', label: label((texts) => texts.contentDraft.list.exportColumns.contentId) },
  ],
});
