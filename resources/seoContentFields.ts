/**
 * What the four SEO contents share (spec 02 §1, §3, §5: hadith, dream interpretation, dua, fatwa):
 * a title and its address words, the text (rich text), a main subject and a subject under it from
 * the kind's subject titles (resources/subjectTitle.ts), the SEO title and description with the
 * ok/short/long feedback of resources/seoLength.ts, and the approved flag: an approved one is
 * published through the delivery API (server/seoContents/README.md).
 */
import { enumValue, SEO_CONTENT_KIND, SUBJECT_TITLE_LEVEL } from './enums.ts';
import { approval, reference, richText, text, textarea } from './fields.ts';
import { required } from './catalogueRules.ts';
import { linkNameOf } from './linkNames.ts';
import type { ResourceHooks } from './resourceHooks.ts';
import { subjectUnderMain } from './subjectTitleRules.ts';
import type { Rule } from './validationRule.ts';

export type SeoContentKind = 'hadith' | 'dreamInterpretation' | 'dua' | 'fatwa';

const [MAIN, SUB] = SUBJECT_TITLE_LEVEL.values.map(({ value }) => value);

/** The fields before the kind's own (the title, its address words, the subjects). */
export function seoContentHead(kind: SeoContentKind) {
  const kindValue = enumValue(SEO_CONTENT_KIND, kind);
  return {
    title: text({ required: true, maxLength: 200, list: true, search: true }),
    /** The words of its address on the site; made from the title by the save when left empty. */
    linkName: text({ maxLength: 200, rules: ['slug'], helperText: 'seoContents.hints.linkName' }),
    mainSubjectId: reference('subjectTitles', { list: true, filter: true, choices: { kind: kindValue, level: MAIN } }),
    subjectId: reference('subjectTitles', { filter: true, choices: { kind: kindValue, level: SUB }, rules: [subjectUnderMain('mainSubjectId')] }),
  };
}

/** Required once the content is approved (on the sites): a draft may wait for its text. */
const requiredWhenApproved: Rule = (value, context) => (context.values?.isApproved === false ? undefined : required()(value, context));

/**
 * The fields after the kind's own: the text, the SEO title and description, approval. With
 * `draftWithoutText`, an unapproved one may be saved without its text (a hadith is started from its
 * list with its title and book, then written on its own page: src/workflows/seoContents/README.md).
 */
export function seoContentTail({ draftWithoutText = false } = {}) {
  return {
    text: draftWithoutText ? richText({ search: true, rules: [requiredWhenApproved] }) : richText({ required: true, search: true }),
    seoTitle: text({ maxLength: 120 }),
    seoSpot: textarea({ maxLength: 300 }),
    isApproved: approval(),
  };
}

/** What each of the four saves does before the write: the link name made from the title when left empty. */
export const seoContentHooks: ResourceHooks = {
  beforeChange: ({ data }) => ({ ...data, linkName: linkNameOf(data.linkName, data.title) }),
};
