import { contentTypeByValue } from '../../../resources/contentTypes.ts';
import { PICKER_PROVIDERS } from '../../../resources/picker/index.ts';
import { resizeUrl } from '../../controls/upload/storageUrls.ts';
import type { HeadlineItem } from './headlineMethods.ts';

const THUMBNAIL_WIDTH = 160;

const textAt = (value: unknown, ...keys: string[]): string | undefined => {
  let at: unknown = value;
  for (const key of keys) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
  return typeof at === 'string' && at !== '' ? at : undefined;
};

/** A stored path goes through the resize route; an address (an outside item's cover) is shown as it is. */
const shownAt = (path: string) => (/^(https?:)?\/\//.test(path) || path.startsWith('/') ? path : resizeUrl(path, THUMBNAIL_WIDTH));

/** The picture of a card: the item's own landscape cut, else its portrait, the content's cover or the outside item's. */
export function cardImage(item: Pick<HeadlineItem, 'images' | 'content' | 'external'>): string | undefined {
  const path =
    textAt(item.images, 'horizontal') ??
    textAt(item.images, 'vertical') ??
    item.content?.coverUrl ??
    textAt(item.external, 'coverImage', 'horizontal') ??
    textAt(item.external, 'coverImage', 'vertical');
  return path ? shownAt(path) : undefined;
}

/**
 * The translation key of what the item is: the content's type, or the outside item's provider,
 * named by its label (Tarifler), never by its key (recipes).
 */
export function cardKind(item: Pick<HeadlineItem, 'content' | 'provider'>): { key: string; provider?: string } {
  const type = item.content ? contentTypeByValue(item.content.contentType) : undefined;
  if (type) return { key: `enums.contentType.${type.key}` };
  const known = PICKER_PROVIDERS.names.includes(item.provider);
  return { key: 'headlines.card.external', provider: known ? PICKER_PROVIDERS.provider(item.provider).label : item.provider };
}
