import { contentTypeByValue } from '../../contentTypes.ts';
import { slugOf } from '../../turkishText.ts';
import { PickerError } from '../pickerError.ts';
import type { CoverImagePaths, HeadlineItem, MailingItem } from '../pickerItems.ts';
import type { PickerProvider } from '../pickerRegistry.ts';

interface CutValue {
  type?: string;
  path?: string | null;
}

/** The fields of a content (the API's Content type) the transformers read. */
export interface PickerContent {
  id: string;
  siteId?: string | null;
  type?: number | null;
  title?: string | null;
  spot?: string | null;
  contentDate?: string | null;
  createdDate?: string | null;
  authorId?: string | null;
  seoUrlTitle?: string | null;
  coverImages?: { image?: { path?: string | null; crops?: CutValue[] | null } | null; isSelected?: boolean | null }[] | null;
  coverVideo?: { path?: string | null; duration?: number | null } | null;
}

function validContent(item: unknown): PickerContent {
  const content = item as PickerContent | null | undefined;
  if (!content || typeof content !== 'object' || !content.id) throw new PickerError('contentInvalid');
  return content;
}

/** The selected cover's vertical and horizontal cuts (resources/content.ts CONTENT_COVER_CROPS), the image itself where a cut is missing. */
function coverPaths(content: PickerContent): CoverImagePaths {
  const image = content.coverImages?.find((cover) => cover.isSelected === true && cover.image?.path)?.image;
  if (!image?.path) throw new PickerError('noSelectedCover');
  const cut = (type: string) => image.crops?.find((crop) => crop.type === type)?.path || image.path!;
  return { vertical: cut('vertical'), horizontal: cut('horizontal') };
}

/** The content's page on its site: `/<type route>/<SEO link name or title's slug>-<id>` (ours: the spec shows the form /test/news-12345). */
export function contentUrl(content: PickerContent): string {
  const route = contentTypeByValue(content.type)?.route ?? 'news';
  const slug = content.seoUrlTitle || slugOf(content.title ?? '');
  return `/${route}/${slug ? `${slug}-` : ''}${content.id}`;
}

const dateOf = (content: PickerContent) => content.contentDate ?? content.createdDate ?? '';

export function contentToHeadlineItem(item: unknown): HeadlineItem {
  const content = validContent(item);
  const video = content.coverVideo?.path ? content.coverVideo : null;
  return {
    title: content.title ?? '',
    spot: content.spot ?? '',
    hasVideo: video !== null,
    duration: video?.duration ?? null,
    createdDate: dateOf(content),
    coverImage: coverPaths(content),
    url: contentUrl(content),
    externalLink: '',
    videoUrl: video?.path ?? '',
    sourceEntity: content,
    authorId: content.authorId ?? null,
    entityType: content.type ?? null,
    headlineTypeId: null,
    images: null,
    order: null,
    siteId: content.siteId ?? null,
  };
}

export function contentToMailingItem(item: unknown): MailingItem {
  const content = validContent(item);
  return {
    title: content.title ?? '',
    spot: content.spot ?? '',
    contentId: String(content.id),
    contentUrl: contentUrl(content),
    contentDate: dateOf(content),
    contentTypeId: content.type ?? 0,
    imageUrl: coverPaths(content).vertical,
    isChiefSelection: false,
    mailingId: null,
    order: null,
  };
}

/** Our approved contents (spec 02 §2): the server lists them through the content resource. */
export const contentProvider: PickerProvider<unknown> = {
  name: 'contents',
  label: 'picker.providers.contents',
  filters: ['search', 'categories', 'author', 'date'],
  identify: (item) => `contents:${validContent(item).id}`,
  transformers: { headline: contentToHeadlineItem, mailing: contentToMailingItem },
};
