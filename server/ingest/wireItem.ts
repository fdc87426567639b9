/**
 * What every wire parser returns: one agency item in the spec's terms (01 §3 AgencyContent and, for
 * video, AgencyVideoContent), before any database work. Text fields the spec always shows are
 * strings ('' when the wire gives none); facts a wire may lack are null.
 */

export type WireFormat = 'newsml-g2' | 'ninjs-1' | 'ninjs-2' | 'ninjs-3';

/** The wire's own nature of the item (NewsML-G2 itemClass, ninjs type). */
export type WireKind = 'text' | 'photo' | 'graphic' | 'video' | 'audio' | 'package';

/** The spec's content type names, as the agency screens use them. */
export type WireContentType = 'news' | 'photo-gallery' | 'infographic' | 'video' | 'podcast';

/**
 * Kind → content type. A graphic is an infographic; audio is the nearest the spec has, a podcast;
 * a package (several items sent as one) reads as news, its text being its headline.
 */
export const CONTENT_TYPE_OF_KIND: Record<WireKind, WireContentType> = {
  text: 'news',
  photo: 'photo-gallery',
  graphic: 'infographic',
  video: 'video',
  audio: 'podcast',
  package: 'news',
};

export type WirePubStatus = 'usable' | 'withheld' | 'canceled';

export interface WireImage {
  /** The rendition's href as written: a remote URL, or a path relative to the wire file. */
  href: string;
  /** Caption, else the headline. */
  text: string;
  width: number | null;
  height: number | null;
  /** The picture's own id: its item guid / association uri. */
  agencyImageId: string;
}

/** One time-based rendition. Audio items put their audio renditions here too, so no media is lost. */
export interface WireVideo {
  href: string;
  mimeType: string | null;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
}

export interface WireItem {
  format: WireFormat;
  kind: WireKind;
  /** agencyContentId: NewsML-G2 @guid, ninjs uri. */
  guid: string;
  /** NewsML-G2 @version, ninjs version; 1 when the wire has none or it is not a whole number. */
  version: number;
  /** Provider, copyright holder or the guid's authority; never empty. */
  agencyName: string;
  /** The provider's own id when the wire gives one (NewsML-G2 provider qcode, literal or URI's site): one agency however it is spelled. */
  providerId?: string | null;
  title: string;
  spot: string;
  /** Simple safe HTML (see simpleHtml.ts); '' when the item carries no body. */
  content: string;
  city: string | null;
  country: string | null;
  tags: string[];
  /** One entry, from CONTENT_TYPE_OF_KIND; an array because the spec's field is a list. */
  types: WireContentType[];
  /** Urgency as sent: 1 is the most urgent, 9 the least. */
  priority: number | null;
  agencyCategoryName: string | null;
  author: string | null;
  source: string | null;
  /** ISO 8601 (UTC). Null only when the wire carries no date at all: the ingest stamps its arrival. */
  createdDate: string | null;
  updatedDate: string | null;
  embargoUntil: string | null;
  pubStatus: WirePubStatus;
  images: WireImage[];
  videos: WireVideo[];
  /**
   * What the wire sent that its format does not define (ninjs: JSON pointers of properties its schema
   * does not know), kept in the file and logged, not read. Absent when there is none.
   */
  unknownProperties?: string[];
}

export type WireFormatErrorCode =
  /** Not well-formed XML or JSON, or not text in its declared encoding. */
  | 'malformed'
  /** A ninjs document its JSON Schema refuses. */
  | 'schema'
  /** Neither NewsML-G2 nor ninjs. */
  | 'unknown-format'
  /** A well-formed document that is not agency content (an event, a planning item, a fragment). */
  | 'not-content'
  /** An item without what the ingest needs (a guid). */
  | 'missing-field'
  /** A file over the ingest's size cap (INGEST_MAX_FILE_MB), refused unread. */
  | 'too-large';

/** A file the ingest cannot take; `message` is the English reason logged and written beside the file. */
export class WireFormatError extends Error {
  constructor(
    reason: string,
    readonly code: WireFormatErrorCode,
  ) {
    super(reason);
    this.name = 'WireFormatError';
  }
}

/** A wire date → ISO 8601 in UTC, or null when absent or unreadable. */
export function isoDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const time = Date.parse(value.trim());
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

export function itemVersion(value: unknown): number {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  return /^\d{1,9}$/.test(text) ? Number(text) : 1;
}

export function pubStatusOf(code: string | undefined): WirePubStatus {
  switch (code?.toLowerCase()) {
    case 'withheld':
      return 'withheld';
    case 'canceled':
    case 'cancelled':
      return 'canceled';
    default:
      return 'usable';
  }
}

/** The code part of a QCode or URI: "stat:usable" → "usable", ".../ninature/picture" → "picture". */
export function codeOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const cut = Math.max(value.lastIndexOf(':'), value.lastIndexOf('/'), value.lastIndexOf('#'));
  return value.slice(cut + 1) || undefined;
}

/** "api.ap.org" → "ap.org", "www.bbc.co.uk" → "bbc.co.uk": the name an agency is known by. */
function siteName(host: string): string {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.');
  if (labels.length <= 2) return labels.join('.');
  const secondLevel = labels[labels.length - 2];
  const keep = labels[labels.length - 1].length === 2 && secondLevel.length <= 3 ? 3 : 2;
  return labels.slice(-keep).join('.');
}

/** The issuer named inside a guid: tag: and urn:newsml: authorities, URL hosts. */
export function authorityOfGuid(guid: string): string | undefined {
  const tag = /^tag:([^,:]+)/i.exec(guid);
  if (tag) return siteName(tag[1]);
  const newsml = /^urn:newsml:([^:]+):/i.exec(guid);
  if (newsml) return siteName(newsml[1]);
  const url = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?([^/:?#]+)/i.exec(guid);
  if (url) return siteName(url[1]);
  return undefined;
}

/** A provider's id: a QCode's code ("nprov:REUTERS" → "REUTERS"), a literal, or a URI's site name ("http://www.acmenews.com/about/" → "acmenews"). */
export function providerIdOf(provider: { qcode?: string; literal?: string; uri?: string } | undefined): string | null {
  const id = codeOf(provider?.qcode)?.trim() || provider?.literal?.trim() || (provider?.uri && authorityOfGuid(provider.uri)?.split('.')[0]);
  return id || null;
}

/** First non-empty of the candidates, else the guid's authority, else "unknown". */
export function agencyNameOf(guid: string, ...candidates: (string | undefined | null)[]): string {
  for (const candidate of candidates) {
    const name = candidate?.trim();
    if (name) return name;
  }
  return authorityOfGuid(guid) ?? 'unknown';
}

/** Non-empty, trimmed, first spelling kept, in order. */
export function distinctNames(names: (string | undefined | null)[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of names) {
    const name = raw?.replace(/\s+/g, ' ').trim();
    if (!name) continue;
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out;
}

/** A number attribute or field; null when absent or not a finite number. */
export function numberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !value.trim()) return null;
  const number = Number(value.trim());
  return Number.isFinite(number) ? number : null;
}

const MB = 1024 * 1024;

/** The refusal of a file over the size cap, sizes in MB as the setting counts them. */
export function tooLargeError(size: number, maxBytes: number): WireFormatError {
  const mb = (bytes: number) => `${Number((bytes / MB).toFixed(2))} MB`;
  return new WireFormatError(`too large: ${mb(size)} is over the ${mb(maxBytes)} cap for a wire file (INGEST_MAX_FILE_MB)`, 'too-large');
}
