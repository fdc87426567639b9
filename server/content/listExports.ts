import { contentTypeByValue } from '../../resources/contentTypes.ts';
import { en as enumsEn, tr as enumsTr } from '../../resources/messages/enums.ts';
import { defineListExport, type ExportColumn, type ExportLanguage, type ExportNames } from '../contract/listExports.ts';

/** The enumerations' labels the admin shows (resources/messages/enums.ts), by language. */
const ENUM_LABELS = { tr: enumsTr.enums, en: enumsEn.enums } as const;

const typeName = (row: Readonly<Record<string, unknown>>, _: ExportNames, language: ExportLanguage) => {
  const key = contentTypeByValue(row.type)?.key;
  return key ? ENUM_LABELS[language].contentType[key] : row.type;
};

const nameIn = (list: string, field: string) => (row: Readonly<Record<string, unknown>>, names: ExportNames) =>
  row[field] == null ? '' : (names[list]?.get(String(row[field])) ?? row[field]);

/** The columns the content list and the draft list share: title and spot, type, category, editor. */
const shared = (editorField: string): ExportColumn[] => [
  { name: 'title', label: { tr: 'Başlık', en: 'Title' } },
  { name: 'title', select: 'spot', label: { tr: 'Spot', en: 'Spot' } },
  { name: 'type', label: { tr: 'İçerik türü', en: 'Content type' }, value: typeName },
  { name: 'category', select: 'categoryId', label: { tr: 'Kategori', en: 'Category' }, value: nameIn('allCategories', 'categoryId') },
  { name: 'editor', select: editorField, label: { tr: 'Editör', en: 'Editor' }, value: nameIn('activeUsersOfContents', editorField) },
];

const NAMES = ['allCategories(limit: 1000)', 'activeUsersOfContents'];

/** The content list (content/list): its columns, the flags of "other" as two columns. */
export const contentListExport = defineListExport({
  resource: 'contents',
  field: 'contents',
  names: NAMES,
  columns: [
    { name: 'id', label: { tr: 'ID', en: 'ID' } },
    { name: 'status', label: { tr: 'Durum', en: 'Status' }, value: (row, _, language) => ENUM_LABELS[language].approvalStatus[row.status === 1 ? 'approve' : 'unapprove'] },
    { name: 'contentDate', label: { tr: 'İçerik tarihi', en: 'Content date' } },
    ...shared('updatedUserId'),
    { name: 'other', select: 'isNewsWorthy', label: { tr: 'Haber değeri', en: 'Newsworthy' } },
    { name: 'other', select: 'showInHomepage', label: { tr: 'Ana sayfada', en: 'On the homepage' } },
  ],
});

/** The user's own drafts (content/drafts). */
export const draftListExport = defineListExport({
  resource: 'contentDrafts',
  field: 'contentDrafts',
  names: NAMES,
  columns: [
    { name: 'draftDate', select: 'updatedDate', label: { tr: 'Taslak tarihi', en: 'Draft date' } },
    ...shared('contentEditorId'),
    { name: 'other', select: 'contentId', label: { tr: 'İçerik ID', en: 'Content ID' } },
  ],
});
