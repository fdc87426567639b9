import { permittedValues } from './access.ts';
import { computeContentValues } from './contentHooks.ts';
import { columnNeedsAuthor, coverImages, minItemsFor, requiredFor, writableContentType } from './contentRules.ts';
import { CONTENT_TYPES, typeValues, type ContentTypeKey } from './contentTypes.ts';
import { defineResource } from './defineResource.ts';
import { rules, unlessBlank } from './validation.ts';
import { AGENCY_NEWS_TYPE, APPROVAL_STATUS, CONTENT_TYPE, NEWS_TYPE, PRODUCT_CONTENT } from './enums.ts';
import {
  boolean,
  dateTime,
  enumeration,
  image,
  number,
  object,
  orderedList,
  reference,
  references,
  richText,
  tags,
  text,
  textarea,
  url,
  type CropDefinition,
  type Field,
} from './fields.ts';

/** The crops every cover is cut to (the sites' slots: wide, square and portrait); ours, the spec names none. */
export const CONTENT_COVER_CROPS: readonly CropDefinition[] = [
  { type: 'horizontal', width: 1200, height: 675 },
  { type: 'square', width: 800, height: 800 },
  { type: 'vertical', width: 720, height: 960 },
];

const ALL: readonly ContentTypeKey[] = CONTENT_TYPES.map((type) => type.key);
const allBut = (...excluded: ContentTypeKey[]) => ALL.filter((key) => !excluded.includes(key));
/** The field belongs to these types only. */
const only = (...keys: ContentTypeKey[]) => ({ when: { field: 'type', in: typeValues(...keys) } });

const [column, photoGallery, infographic] = typeValues('column', 'photoGallery', 'infographic');

/** A video file in storage with its caption (spec 02 §5: a caption is required for videos); the upload fills its size and length. */
const videoFields = (): Record<string, Field> => ({
  path: text({ required: true, upload: 'video' }),
  caption: text({ required: true, maxLength: 300 }),
  posterPath: text({ upload: 'image' }),
  duration: number(),
  width: number(),
  height: number(),
});

/**
 * Content (spec 02 §3): one declaration for the nine types, told apart by `type`; a field that
 * belongs to some types only says so with `when`, so forms show it, rules check it and the server
 * stores it only for those (the table of types and fields is in docs/content-types.md). `status` is the
 * spec's publish status (1 approved, 2 unapproved); `isPublished` is the server's: approved and
 * its publish date come, set by the save and, for a date still ahead, by the scheduled job.
 */
export const contents = defineResource({
  name: 'contents',
  typeName: 'Content',
  permission: 'content',
  operations: { one: 'content', list: 'contents', save: 'saveContent', status: 'updateStatusToContent', delete: 'deleteContent' },
  statusIdArgument: 'contentId',
  revisions: { list: 'contentRevisions', one: 'contentRevision', restore: 'restoreContentRevision', idArgument: 'contentId' },
  siteScoped: true,
  hasStatus: true,
  fields: {
    type: enumeration(CONTENT_TYPE, { required: true, list: true, filter: true, rules: [writableContentType(typeValues(...ALL))] }),
    status: enumeration(APPROVAL_STATUS, { required: true, defaultValue: 2, list: true, filter: true, delivery: false }),
    title: text({ required: true, maxLength: 250, list: true, search: true }),
    spot: textarea({ maxLength: 600, list: true, search: true, rules: [requiredFor(typeValues(...allBut('cartoon')))] }),
    text: richText({ search: true, ...only(...allBut('cartoon')), rules: [requiredFor(typeValues('news', 'column', 'officialAnnouncement'))] }),
    categoryId: reference('categories', { required: true, list: true, filter: true }),
    tags: tags({ maxItems: 30 }),
    sourceId: reference('sources', { filter: true }),
    signatureId: reference('signatures'),
    authorId: reference('authors', { filter: true, notFound: 'authorNotFound', ...only('column', 'news'), rules: [columnNeedsAuthor(column)] }),
    cartoonistId: reference('cartoonists', { ...only('cartoon'), siteSetting: 'isCartoonistEnabled' }),
    programId: reference('programs', { ...only('video'), siteSetting: 'isProgramEnabled' }),
    contentDate: dateTime({ list: true, filter: true }),
    publishDate: dateTime({ filter: true }),
    expirationDate: dateTime({ siteSetting: 'isExpirationDate', delivery: false }),
    isPublished: boolean({ readOnly: true, filter: true, delivery: false }),
    /**
     * The agency item the content was made from (through a draft of it) and the wire version it
     * follows: written by the server only (server/content/contentAgencySource.ts).
     */
    agencySource: object(
      'ContentAgencySource',
      { agencyItemId: number(), agencyContentId: text(), agencyId: number(), agencyName: text(), version: number() },
      { readOnly: true, delivery: false },
    ),

    coverImages: orderedList(
      'ContentCoverImage',
      { image: image({ crops: CONTENT_COVER_CROPS, requireDescription: true }), isSelected: boolean() },
      { rules: [coverImages()] },
    ),
    coverVideo: object('ContentCoverVideo', videoFields(), { ...only('video', 'news'), rules: [requiredFor(typeValues('video'))] }),
    coverGif: image({ ...only('news', 'video') }),
    images: orderedList(
      'ContentImage',
      { image: image({ requireDescription: false }), caption: text({ required: true, maxLength: 300 }) },
      { ...only('photoGallery', 'infographic', 'news'), rules: [minItemsFor({ [photoGallery]: 2, [infographic]: 1 })] },
    ),
    videos: orderedList('ContentVideo', videoFields(), { ...only('news', 'video') }),
    embeds: orderedList('ContentEmbed', { code: textarea({ required: true, rules: ['iframe'] }), caption: text({ maxLength: 300 }) }, { ...only('news', 'video', 'column') }),
    podcastEmbed: textarea({ required: true, rules: ['soundcloudIframe'], ...only('podcast') }),
    pdfs: orderedList('ContentPdf', { path: text({ required: true, upload: 'document' }), name: text({ required: true, maxLength: 200 }) }, { ...only('officialAnnouncement', 'news') }),
    relatedContentIds: references('contents', { ...only(...allBut('cartoon')) }),
    /** The people the content is about (spec 02 §3 person; resources/person.ts): the sites link their profiles. */
    personIds: references('people', { filter: true }),
    footballEmbed: textarea({ rules: ['iframe'], ...only('news') }),
    externalLink: url('absolute', { ...only('news', 'promotion') }),
    externalLinkRel: text({ rules: ['rel'], choices: ['nofollow'], ...only('news', 'promotion') }),

    newsType: enumeration(NEWS_TYPE, { ...only('news'), filter: true }),
    agencyNewsType: enumeration(AGENCY_NEWS_TYPE, { ...only('news') }),
    showInHomepage: boolean(),
    isNewsWorthy: boolean({ ...only('news', 'video', 'photoGallery'), filter: true }),
    allowReactions: boolean({ defaultValue: true, siteSetting: 'isSmilesEnabled' }),
    incident: text({ maxLength: 200, ...only('news') }),
    tableOfContents: boolean({ ...only('news') }),
    // The issue's number, digits only (spec 02 §5 decimal with no decimals); optional, so blank passes.
    magazineIssue: text({ maxLength: 20, rules: [unlessBlank(rules.decimal({ decimals: 0, sign: false }))], ...only('news', 'column'), siteSetting: 'isMagazineQuoteEnabled' }),
    literaryWork: text({ maxLength: 200, ...only('column') }),
    series: text({ maxLength: 200, ...only('video', 'podcast') }),
    podcastSeason: number({ ...only('podcast') }),
    podcastEpisode: number({ ...only('podcast') }),
    promotionType: enumeration(PRODUCT_CONTENT, { required: true, ...only('promotion') }),
    startDate: dateTime({ ...only('promotion'), rules: [['startNotAfterEnd', 'endDate']] }),
    endDate: dateTime({ ...only('promotion') }),
    announcementNumber: text({ required: true, maxLength: 40, rules: ['announcementNumber'], ...only('officialAnnouncement') }),
    announcementOrder: number({ ...only('officialAnnouncement') }),

    seoTitle: text({ maxLength: 120 }),
    seoUrlTitle: text({ maxLength: 200, rules: ['slug'] }),
    seoSpot: textarea({ maxLength: 320 }),
    seoKeyword: text({ maxLength: 300 }),

    /**
     * Where the content is shared (spec 02 §3 social media): per chosen account of the site, the
     * share text and the UTM source its link carries (resources/shareLinks.ts). Saved with the
     * content, so drafts and revisions keep it; the delivery API serves the links (`shareLinks`).
     */
    socialShares: orderedList(
      'ContentSocialShare',
      {
        accountId: reference('socialAccounts', { required: true }),
        text: textarea({ required: true, maxLength: 500, label: 'resources.contents.fields.shareText' }),
        utmSourceId: reference('utmSources'),
      },
      { delivery: false },
    ),
  },
  access: {
    read: permittedValues('type', CONTENT_TYPES.map((type) => ({ value: type.value, permission: `${type.permission}.view` })), 'content.view'),
    create: permittedValues('type', CONTENT_TYPES.map((type) => ({ value: type.value, permission: `${type.permission}.save` }))),
    update: permittedValues('type', CONTENT_TYPES.map((type) => ({ value: type.value, permission: `${type.permission}.save` }))),
    delete: permittedValues('type', CONTENT_TYPES.map((type) => ({ value: type.value, permission: `${type.permission}.delete` }))),
  },
  representation: 'title',
  sort: { field: 'contentDate', order: 'DESC' },
  hooks: { beforeChange: (args) => computeContentValues(args) },
  paging: 'keyset',
  searchIndex: true,
  editorFilter: true,
  // The editor content report counts a site's contents by creator, type and news-worthiness over a date range (server/editorReport/).
  indexes: [['siteId', 'createdDate', 'createdUserId', 'type', 'isNewsWorthy']],
  writesNeedHandbook: true,
});
