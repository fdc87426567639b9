import { childNamed, childrenNamed, findDescendant, readXmlDocument, textOf, type MarkupElement } from './markupTree.ts';
import { htmlToSimpleHtml, markupToSimpleHtml, plainTextToSimpleHtml } from './simpleHtml.ts';
import {
  agencyNameOf,
  providerIdOf,
  authorityOfGuid,
  codeOf,
  CONTENT_TYPE_OF_KIND,
  distinctNames,
  isoDate,
  itemVersion,
  numberOrNull,
  pubStatusOf,
  WireFormatError,
  type WireImage,
  type WireItem,
  type WireKind,
  type WireVideo,
} from './wireItem.ts';

/** IPTC NewsML-G2: a newsItem or packageItem → one item; a newsMessage → one per item it carries. */
export function parseNewsmlG2(xml: string): WireItem[] {
  const root = readXmlDocument(xml);
  if (root.name === 'newsItem' || root.name === 'packageItem') return [itemOf(root, null, undefined)];
  if (root.name === 'newsMessage') {
    const headerPriority = numberOrNull(textOf(childNamed(childNamed(root, 'header'), 'priority')));
    const items = (childNamed(root, 'itemSet')?.children ?? []).filter(
      (child) => child.name === 'newsItem' || child.name === 'packageItem',
    );
    if (items.length === 0) throw new WireFormatError('newsMessage carries no newsItem or packageItem', 'not-content');
    return items.map((item, index) => itemOf(item, headerPriority, index + 1));
  }
  throw new WireFormatError(
    `XML root <${root.name}> is not a NewsML-G2 newsItem, packageItem or newsMessage`,
    'unknown-format',
  );
}

function itemOf(item: MarkupElement, headerPriority: number | null, position: number | undefined): WireItem {
  const guid = item.attrs.guid?.trim();
  if (!guid) {
    const where = position === undefined ? item.name : `${item.name} #${position} of the newsMessage`;
    throw new WireFormatError(`${where} has no guid`, 'missing-field');
  }
  const language = item.attrs.lang;
  const itemMeta = childNamed(item, 'itemMeta');
  const contentMeta = childNamed(item, 'contentMeta');
  const contentSet = childNamed(item, 'contentSet');
  const assertNames = namesOfAsserts(item, language);
  const nameOf = (concept: MarkupElement) => localisedName(concept, language) || assertNames.get(concept.attrs.qcode ?? concept.attrs.literal ?? '') || '';

  const kind = kindOf(item, itemMeta, contentSet);
  const inline = childNamed(contentSet, 'inlineXML');
  const title =
    textOf(inLanguage(childrenNamed(contentMeta, 'headline'), language)) ||
    textOf(childNamed(itemMeta, 'title')) ||
    textOf(findDescendant(inline, 'hl1')) ||
    textOf(childNamed(contentMeta, 'slugline'));

  const descriptions = childrenNamed(contentMeta, 'description');
  const spotDescription = preferredDescription(descriptions, language);
  const spot = textOf(spotDescription) || textOf(findDescendant(inline, 'abstract'));
  let content = inline ? markupToSimpleHtml(inline) : inlineDataHtml(childNamed(contentSet, 'inlineData'));
  // Video and photo items carry their text (shot list, script) as further descriptions.
  if (!content) for (const description of descriptions) if (description !== spotDescription) content += markupToSimpleHtml(description);

  const provider = childNamed(itemMeta, 'provider');
  const copyrightHolder = childNamed(childNamed(item, 'rightsInfo'), 'copyrightHolder');
  const agencyName = agencyNameOf(
    guid,
    provider && localisedName(provider, language),
    codeOf(provider?.attrs.qcode) ?? provider?.attrs.literal,
    copyrightHolder && localisedName(copyrightHolder, language),
    provider?.attrs.uri && authorityOfGuid(provider.attrs.uri),
  );

  const subjects = childrenNamed(contentMeta, 'subject');
  const tagNames: string[] = [];
  for (const subject of subjects) {
    tagNames.push(nameOf(subject));
    for (const narrower of childrenNamed(subject, 'narrower')) tagNames.push(nameOf(narrower));
  }
  for (const keyword of childrenNamed(contentMeta, 'keyword')) tagNames.push(textOf(keyword));
  const topic = subjects.find((subject) => isTopic(subject) && nameOf(subject));
  const genre = childrenNamed(contentMeta, 'genre').find((candidate) => nameOf(candidate));

  const creators = childrenNamed(contentMeta, 'creator').map(nameOf).filter(Boolean);
  const infoSources = childrenNamed(contentMeta, 'infoSource').map(nameOf).filter(Boolean);
  const place = placeOf(childNamed(contentMeta, 'located'), nameOf);
  const city = place.city ?? cityOfDateline(textOf(childNamed(contentMeta, 'dateline')));

  const embargoed = childNamed(itemMeta, 'embargoed');
  const embargoText = textOf(embargoed);
  const firstCreated = isoDate(textOf(childNamed(itemMeta, 'firstCreated')));
  const versionCreated = isoDate(textOf(childNamed(itemMeta, 'versionCreated')));
  const contentCreated = isoDate(textOf(childNamed(contentMeta, 'contentCreated')));
  const contentModified = isoDate(textOf(childNamed(contentMeta, 'contentModified')));
  const createdDate = firstCreated ?? contentCreated ?? versionCreated ?? contentModified;

  const remoteContents = childrenNamed(contentSet, 'remoteContent');
  return {
    format: 'newsml-g2',
    kind,
    guid,
    version: itemVersion(item.attrs.version),
    agencyName,
    providerId: providerIdOf(provider?.attrs),
    title,
    spot,
    content,
    city,
    country: place.country,
    tags: distinctNames(tagNames),
    types: [CONTENT_TYPE_OF_KIND[kind]],
    priority: numberOrNull(textOf(childNamed(contentMeta, 'urgency'))) ?? headerPriority,
    agencyCategoryName: topic ? nameOf(topic) : genre ? nameOf(genre) : null,
    author: textOf(childNamed(contentMeta, 'by')) || creators.join(', ') || textOf(findDescendant(inline, 'byline')) || null,
    source: textOf(childNamed(contentMeta, 'creditline')) || infoSources.join(', ') || null,
    createdDate,
    updatedDate: versionCreated ?? contentModified ?? createdDate,
    embargoUntil: isoDate(embargoText),
    // An empty <embargoed/> means "held until further notice": not usable yet, with no date to wait for.
    pubStatus: embargoed && !embargoText ? 'withheld' : pubStatusOf(codeOf(childNamed(itemMeta, 'pubStatus')?.attrs.qcode)),
    images: kind === 'photo' || kind === 'graphic' ? imagesOf(remoteContents, guid, spot || title) : [],
    videos: kind === 'video' || kind === 'audio' ? videosOf(remoteContents) : [],
  };
}

const KIND_OF_ITEM_CLASS: Record<string, WireKind> = {
  text: 'text',
  picture: 'photo',
  graphic: 'graphic',
  animated: 'graphic',
  video: 'video',
  audio: 'audio',
  composite: 'package',
};

function kindOf(item: MarkupElement, itemMeta: MarkupElement | undefined, contentSet: MarkupElement | undefined): WireKind {
  const itemClass = codeOf(childNamed(itemMeta, 'itemClass')?.attrs.qcode);
  const known = itemClass && KIND_OF_ITEM_CLASS[itemClass];
  if (known) return known;
  if (item.name === 'packageItem') return 'package';
  for (const rendition of childrenNamed(contentSet, 'remoteContent')) {
    const type = rendition.attrs.contenttype ?? '';
    if (type.startsWith('image/')) return 'photo';
    if (type.startsWith('video/')) return 'video';
    if (type.startsWith('audio/')) return 'audio';
  }
  return 'text';
}

/** Of several elements in different languages: the item's language, else one without a language, else the first. */
function inLanguage(elements: MarkupElement[], language: string | undefined): MarkupElement | undefined {
  if (elements.length <= 1) return elements[0];
  if (language) {
    const primary = language.split('-')[0].toLowerCase();
    const exact = elements.find((element) => element.attrs.lang === language);
    if (exact) return exact;
    const close = elements.find((element) => element.attrs.lang?.split('-')[0].toLowerCase() === primary);
    if (close) return close;
  }
  return elements.find((element) => !element.attrs.lang) ?? elements[0];
}

function localisedName(concept: MarkupElement, language: string | undefined): string {
  return textOf(inLanguage(childrenNamed(concept, 'name'), language));
}

/** Concepts the item only points at by QCode are named in its <assert> blocks (AP does this). */
function namesOfAsserts(item: MarkupElement, language: string | undefined): Map<string, string> {
  const names = new Map<string, string>();
  for (const child of item.children) {
    if (child.name !== 'assert') continue;
    const key = child.attrs.qcode ?? child.attrs.literal;
    const name = localisedName(child, language);
    if (key && name) names.set(key, name);
  }
  return names;
}

function preferredDescription(descriptions: MarkupElement[], language: string | undefined): MarkupElement | undefined {
  if (descriptions.length <= 1) return descriptions[0];
  for (const role of ['summary', 'caption']) {
    const match = descriptions.find((description) => codeOf(description.attrs.role) === role);
    if (match) return match;
  }
  return inLanguage(descriptions, language);
}

/** A topic (abstract subject, e.g. IPTC Media Topics) as opposed to a place, person or organisation. */
function isTopic(subject: MarkupElement): boolean {
  const type = subject.attrs.type;
  return !type || codeOf(type) === 'abstract';
}

function isCountry(concept: MarkupElement): boolean {
  return /country/i.test(concept.attrs.type ?? '') || /^(?:iso3166|cntry|country)/i.test(concept.attrs.qcode ?? '');
}

function placeOf(located: MarkupElement | undefined, nameOf: (concept: MarkupElement) => string) {
  let city: string | null = null;
  let country: string | null = null;
  if (!located) return { city, country };
  if (isCountry(located)) country = nameOf(located) || null;
  else city = nameOf(located) || null;
  for (const broader of childrenNamed(located, 'broader')) {
    if (!country && isCountry(broader)) country = nameOf(broader) || null;
  }
  return { city, country };
}

/** "MOSCOW, Monday (Reuters)" → "MOSCOW": a dateline opens with the place the story was filed from. */
function cityOfDateline(dateline: string): string | null {
  if (!dateline) return null;
  const place = dateline.split(',')[0].trim();
  return place && place !== dateline ? place : null;
}

function rawText(element: MarkupElement): string {
  let text = '';
  for (const part of element.content) text += typeof part === 'string' ? part : rawText(part);
  return text;
}

function inlineDataHtml(inlineData: MarkupElement | undefined): string {
  if (!inlineData) return '';
  const text = rawText(inlineData);
  return /html/i.test(inlineData.attrs.contenttype ?? '') ? htmlToSimpleHtml(text) : plainTextToSimpleHtml(text);
}

function hrefOf(rendition: MarkupElement): string | undefined {
  return (rendition.attrs.href ?? rendition.attrs.residref)?.trim() || undefined;
}

/** The picture's largest rendition (the high-resolution one); smaller ones are the same picture. */
function imagesOf(renditions: MarkupElement[], guid: string, text: string): WireImage[] {
  let best: WireImage | undefined;
  let bestArea = -1;
  for (const rendition of renditions) {
    const href = hrefOf(rendition);
    const type = rendition.attrs.contenttype;
    if (!href || (type && !type.startsWith('image/'))) continue;
    const width = numberOrNull(rendition.attrs.width);
    const height = numberOrNull(rendition.attrs.height);
    const area = (width ?? 0) * (height ?? 0);
    if (area > bestArea) {
      best = { href, text, width, height, agencyImageId: guid };
      bestArea = area;
    }
  }
  return best ? [best] : [];
}

function videosOf(renditions: MarkupElement[]): WireVideo[] {
  const videos: WireVideo[] = [];
  for (const rendition of renditions) {
    const href = hrefOf(rendition);
    const type = rendition.attrs.contenttype ?? null;
    if (!href || type?.startsWith('image/') || type?.startsWith('text/')) continue;
    videos.push({
      href,
      mimeType: type,
      width: numberOrNull(rendition.attrs.width),
      height: numberOrNull(rendition.attrs.height),
      durationSeconds: durationSeconds(rendition.attrs),
    });
  }
  return videos;
}

/** NewsML-G2 duration in its unit (seconds unless stated; edit units are frames). */
function durationSeconds(attrs: Record<string, string>): number | null {
  const raw = attrs.duration?.trim();
  if (!raw) return null;
  if (raw.includes(':')) {
    // Normal play time, "hh:mm:ss.fff".
    const seconds = raw.split(':').reduce((total, part) => total * 60 + Number(part), 0);
    return Number.isFinite(seconds) ? seconds : null;
  }
  const value = numberOrNull(raw);
  if (value === null) return null;
  switch (codeOf(attrs.durationunit) ?? 'seconds') {
    case 'seconds':
      return value;
    case 'milliseconds':
      return value / 1000;
    case 'editUnit':
    case 'frames': {
      const frameRate = numberOrNull(attrs.videoframerate);
      return frameRate ? value / frameRate : null;
    }
    default:
      return null;
  }
}
