/**
 * A hadith's, dream interpretation's, dua's or fatwa's subject (spec 02 §3; README.md): the
 * declaration already keeps the main subject to a main title of the content's kind and the subject
 * to a sub title of that kind (its `choices`) and refuses a subject without a main one; this hook
 * adds that the subject is one of the chosen main subject's own sub titles.
 */
import { and, eq } from 'drizzle-orm';
import { enumValue, SEO_CONTENT_KIND } from '../../resources/enums.ts';
import type { SeoContentKind } from '../../resources/seoContentFields.ts';
import { badInput } from '../engine/inputErrors.ts';
import type { ServerValues } from '../engine/resourceHooks.ts';
import { subjectTitlesTable as t } from '../engine/resourceTables.ts';

const idOf = (value: unknown): number | null => (value === null || value === undefined || value === '' ? null : Number(value));

/** The `serverValues` hook of one kind's resource. */
export const subjectUnderChosenMain =
  (kind: SeoContentKind): ServerValues =>
  async (tx, data, _existing, context) => {
    const subjectId = idOf(data.subjectId);
    if (subjectId === null) return data;
    const [subject] = await tx
      .select({ kind: t.kind!, parentId: t.parentId! })
      .from(t)
      .where(and(eq(t.id!, subjectId), eq(t.siteId!, context.siteNumber!)));
    // A subject of another kind or site, or a main title, is the declaration's refusal ('saveErrors.invalid'); this is the parent's.
    if (subject && subject.kind === enumValue(SEO_CONTENT_KIND, kind) && subject.parentId !== null && subject.parentId !== idOf(data.mainSubjectId)) {
      throw badInput({ subjectId: { message: 'validation.subjectNotUnderMain', params: {} } }, context.language);
    }
    return data;
  };
