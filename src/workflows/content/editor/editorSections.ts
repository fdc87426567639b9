import { contents } from '../../../../resources/content.ts';
import { rulesRequire } from '../../../../resources/contentRules.ts';
import { fieldApplies, type Field, type SiteSettingFlag } from '../../../../resources/fields.ts';

export type SectionKey = 'main' | 'media' | 'classification' | 'publishing' | 'seo' | 'social' | 'typeSpecific';

/** Where a field sits in the editor, as a Turkish desk reads a story: the text, its media, where it belongs, when it goes out, how search finds it. */
const PLACED: Record<Exclude<SectionKey, 'typeSpecific'>, readonly string[]> = {
  main: ['title', 'spot', 'text'],
  media: ['coverImages', 'coverVideo', 'coverGif', 'images', 'videos', 'embeds', 'podcastEmbed', 'pdfs'],
  classification: ['categoryId', 'tags', 'sourceId', 'signatureId', 'authorId', 'cartoonistId', 'programId', 'relatedContentIds', 'personIds'],
  publishing: ['status', 'contentDate', 'publishDate', 'expirationDate', 'showInHomepage', 'isNewsWorthy', 'allowReactions'],
  seo: ['seoTitle', 'seoUrlTitle', 'seoSpot', 'seoKeyword'],
  // Where it is shared, with its links (src/workflows/socialMedia).
  social: ['socialShares'],
};

/** The left column carries the story; the right one the decisions about it. */
export const WIDE_SECTIONS: readonly SectionKey[] = ['main', 'media', 'typeSpecific'];
export const SIDE_SECTIONS: readonly SectionKey[] = ['publishing', 'classification', 'seo', 'social'];

/** Fixed by the editor's route, never edited. */
const NOT_EDITED = new Set(['type']);

export interface EditorSection {
  key: SectionKey;
  fields: [string, Field][];
}

/**
 * A field a type's rules require (a news item's spot and text, a column's author, every cover list)
 * is shown as required in that type's editor. Only the label changes: the checks stay the
 * declaration's. An optional object (a video's cover video) keeps its add button.
 */
const asShownFor = (typeValue: number, field: Field): Field =>
  !field.required && field.kind !== 'object' && rulesRequire(field.rules, typeValue) ? { ...field, required: true } : field;

/** The sections of one type's editor with the fields that belong to that type and site; empty sections left out. */
export function editorSections(typeValue: number, siteSettings: Partial<Record<SiteSettingFlag, boolean | null>> | undefined): Map<SectionKey, EditorSection> {
  const shown = Object.entries(contents.fields)
    .filter(
      ([name, field]) =>
        !field.readOnly && !NOT_EDITED.has(name) && fieldApplies(field, { type: typeValue }) && (!field.siteSetting || !!siteSettings?.[field.siteSetting]),
    )
    .map(([name, field]): [string, Field] => [name, asShownFor(typeValue, field)]);
  const placed = new Set(Object.values(PLACED).flat());
  const sections = new Map<SectionKey, EditorSection>();
  const add = (key: SectionKey, fields: [string, Field][]) => fields.length > 0 && sections.set(key, { key, fields });
  for (const [key, names] of Object.entries(PLACED) as [SectionKey, readonly string[]][]) {
    add(key, names.flatMap((name) => shown.filter(([shownName]) => shownName === name)));
  }
  add('typeSpecific', shown.filter(([name]) => !placed.has(name)));
  return sections;
}
