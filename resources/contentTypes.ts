/**
 * The nine content types an editor writes (spec 02 §1, §2): each one's number in the API
 * (enums.ts CONTENT_TYPE), its editor route (`content/<route>/:id?`) and its permission category
 * (`<permission>.view` / `.save` / `.delete`, spec 02 §6). Reading any content also needs
 * `content.view`.
 */
import { CONTENT_TYPE } from './enums.ts';

export type ContentTypeKey =
  | 'news'
  | 'video'
  | 'photoGallery'
  | 'column'
  | 'cartoon'
  | 'infographic'
  | 'promotion'
  | 'podcast'
  | 'officialAnnouncement';

export interface ContentTypeDefinition {
  key: ContentTypeKey;
  /** CONTENT_TYPE's number for it. */
  value: number;
  /** The editor's route segment and the list's `:type` parameter. */
  route: string;
  /** The permission category of spec 02 §6. */
  permission: string;
}

const ROUTES: Record<ContentTypeKey, string> = {
  news: 'news',
  video: 'video',
  photoGallery: 'photo-gallery',
  column: 'column',
  cartoon: 'cartoon',
  infographic: 'infographic',
  promotion: 'promotion',
  podcast: 'podcast',
  officialAnnouncement: 'official-announcement',
};

const valueOf = (key: ContentTypeKey) => {
  const entry = CONTENT_TYPE.values.find((candidate) => candidate.key === key);
  if (!entry) throw new Error(`CONTENT_TYPE has no ${key}`);
  return entry.value as number;
};

/** In the order the "create" menu offers them. */
export const CONTENT_TYPES: readonly ContentTypeDefinition[] = (Object.keys(ROUTES) as ContentTypeKey[]).map((key) => ({
  key,
  value: valueOf(key),
  route: ROUTES[key],
  permission: key,
}));

export const contentTypeByKey = (key: ContentTypeKey): ContentTypeDefinition => CONTENT_TYPES.find((type) => type.key === key)!;
export const contentTypeByValue = (value: unknown): ContentTypeDefinition | undefined =>
  CONTENT_TYPES.find((type) => String(type.value) === String(value));
export const contentTypeByRoute = (route: string | undefined): ContentTypeDefinition | undefined =>
  CONTENT_TYPES.find((type) => type.route === route);

/** The numbers of these types, for a field's `when`. */
export const typeValues = (...keys: ContentTypeKey[]): number[] => keys.map(valueOf);

/** The types the agency desk's "create content" makes a draft of (spec 02 §4: news, photo gallery, video). */
export const AGENCY_DRAFT_TYPES: readonly ContentTypeKey[] = ['news', 'photoGallery', 'video'];
