import { defineResource } from './defineResource.ts';
import { SEO_CONTENT_KIND, SUBJECT_TITLE_LEVEL } from './enums.ts';
import { approval, enumeration, reference, text } from './fields.ts';

const [MAIN, SUB] = SUBJECT_TITLE_LEVEL.values.map(({ value }) => value);

/**
 * Subject titles (spec 02 §3: "Subject titles: main and sub"): the category-like headings of the SEO
 * contents, one set per kind (hadith, dream interpretation, dua, fatwa), two levels: a sub title names
 * its main one in `parentId`; `level` is computed from it on every save. A name is unique within its
 * kind, ignoring case the Turkish way ('Subject title add error, perhaps already exists'). Editors add
 * them inline from an SEO content's editor (`addSubjectTitle`, server/seoContents/).
 */
export const subjectTitles = defineResource({
  name: 'subjectTitles',
  typeName: 'SubjectTitle',
  permission: 'seoContents',
  operations: { one: 'subjectTitle', list: 'subjectTitles', save: 'saveSubjectTitle', delete: 'deleteSubjectTitle' },
  siteScoped: true,
  fields: {
    name: text({ required: true, maxLength: 100, list: true, search: true }),
    kind: enumeration(SEO_CONTENT_KIND, { required: true, list: true, filter: true }),
    parentId: reference('subjectTitles', { list: true, filter: true, choices: { level: MAIN } }),
    level: enumeration(SUBJECT_TITLE_LEVEL, { readOnly: true, list: true, filter: true }),
    isApproved: approval(),
  },
  hooks: { beforeChange: ({ data }) => ({ ...data, level: data.parentId ? SUB : MAIN }) },
  representation: 'name',
  unique: [['name', 'kind']],
  sort: { field: 'name', order: 'ASC' },
});
