import { contentTypeByValue } from '../../../resources/contentTypes.ts';
import { FILTER_PARAM, writeFilter } from '../../controls/list/addressFilter.ts';
import type { GlobalSearchKind } from '../../graphql/graphql.ts';

interface HitAddress {
  id: string;
  resource: string;
  contentType?: number | null;
}

const typeRoute = (type: number | null | undefined) => contentTypeByValue(type)?.route ?? 'news';
const withFilter = (path: string, search: string) => `${path}?${new URLSearchParams({ [FILTER_PARAM]: writeFilter({ search }) ?? '' })}`;

/** Where a hit opens: the content's editor, a new item's editor on the draft, the desk's item, the library's item, the person's or author's form. */
export function hitPathOf(hit: HitAddress): string {
  const id = encodeURIComponent(hit.id);
  switch (hit.resource) {
    case 'contents':
      return `/content/${typeRoute(hit.contentType)}/${id}`;
    case 'contentDrafts':
      return `/content/${typeRoute(hit.contentType)}?draft=${id}`;
    case 'agencyContents':
      return `/agency/list?item=${id}`;
    case 'mediaItems':
      return `/content/media?item=${id}`;
    case 'authors':
      return `/settings/content/authors/${id}`;
    default:
      return `/settings/content/people/${id}`;
  }
}

/** "Show all": the kind's list filtered by the words, for the lists that search the same folded words (contents, media). */
export function showAllPathOf(kind: GlobalSearchKind, query: string): string | undefined {
  if (kind === 'CONTENT') return withFilter('/content/list', query.trim());
  if (kind === 'MEDIA') return withFilter('/content/media', query.trim());
  return undefined;
}
