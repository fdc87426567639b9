import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { textOf } from './markupTree.ts';
import { htmlToSimpleHtml, plainTextToSimpleHtml, readHtml } from './simpleHtml.ts';
import {
  agencyNameOf,
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

/** The IPTC ninjs schemas shipped in ./schemas; a document names its version or we pick the latest of its major. */
export const NINJS_SCHEMA_VERSIONS = ['1.5', '1.6', '2.1', '2.2', '3.0', '3.1'] as const;
export type NinjsSchemaVersion = (typeof NINJS_SCHEMA_VERSIONS)[number];
const LATEST_OF_MAJOR: Record<string, NinjsSchemaVersion> = { '1': '1.6', '2': '2.2', '3': '3.1' };

type Json = Record<string, unknown>;

let ajv: Ajv2020 | undefined;
/** The 1.x schemas are JSON Schema draft-07, read by Ajv's draft-07 class. */
let ajvDraft7: Ajv | undefined;
/** The same schemas reporting every fault at once, to find all the unknown properties in one pass. */
let ajvAll: Ajv2020 | undefined;
let ajvDraft7All: Ajv | undefined;
const validators = new Map<string, ValidateFunction>();

function readSchema(file: string): Json {
  return JSON.parse(readFileSync(new URL(`./schemas/${file}`, import.meta.url), 'utf8')) as Json;
}

/** Compiled on first use, once per version (and per mode), for the life of the process. */
function validatorFor(version: NinjsSchemaVersion, allErrors = false): ValidateFunction {
  const key = `${version}${allErrors ? ' all' : ''}`;
  let validate = validators.get(key);
  if (!validate) {
    // The IPTC schemas are not written for Ajv's strict mode (unknown keywords, loose unions).
    if (version.startsWith('1.')) {
      let instance = allErrors ? ajvDraft7All : ajvDraft7;
      if (!instance) {
        instance = new Ajv({ strict: false, allErrors });
        addFormats(instance);
        if (allErrors) ajvDraft7All = instance;
        else ajvDraft7 = instance;
      }
      validate = instance.compile(readSchema(`ninjs-schema_${version}.json`));
    } else {
      let instance = allErrors ? ajvAll : ajv;
      if (!instance) {
        instance = new Ajv2020({ strict: false, allErrors });
        addFormats(instance);
        instance.addSchema(readSchema('geojson.json'));
        if (allErrors) ajvAll = instance;
        else ajv = instance;
      }
      validate = instance.compile(readSchema(`ninjs-schema_${version}.json`));
    }
    validators.set(key, validate);
  }
  return validate;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when a JSON value looks like a ninjs document (the parser then holds it to its schema). */
export function looksLikeNinjs(document: unknown): boolean {
  if (!isObject(document)) return false;
  if (typeof document.uri === 'string') return true;
  if (typeof document.$schema === 'string' && /ninjs/i.test(document.$schema)) return true;
  return isObject(document.standard) || isObject(document.$standard) || 'headlines' in document || 'headline' in document || 'versioncreated' in document || 'versionCreated' in document;
}

// Top-level names that exist in only one generation: 2.x spells them in lower case, 3.x in camel case.
const ONLY_V3 = ['versionCreated', 'firstCreated', 'contentCreated', 'pubStatus', 'embargoedUntil', 'copyrightHolder', 'copyrightNotice', 'usageTerms', 'edNote', 'altIds', 'infoSources', 'rightsInfo', 'representationType', 'trustIndicators', 'eventDetails', 'plannedCoverage'];
const ONLY_V2 = ['versioncreated', 'firstcreated', 'contentcreated', 'pubstatus', 'embargoed', 'copyrightholder', 'copyrightnotice', 'usageterms', 'ednote', 'altids', 'infosources', 'rightsinfo', 'representationtype', 'trustindicators'];

function versionFromText(text: string | undefined, pattern: RegExp): NinjsSchemaVersion | undefined {
  const match = text ? pattern.exec(text) : null;
  if (!match) return undefined;
  const exact = `${match[1]}.${match[2] ?? ''}`;
  if ((NINJS_SCHEMA_VERSIONS as readonly string[]).includes(exact)) return exact as NinjsSchemaVersion;
  const latest = LATEST_OF_MAJOR[match[1]];
  if (!latest) throw new WireFormatError(`ninjs ${match[0]} is not supported (versions 1.x, 2.x and 3.x are)`, 'unknown-format');
  return latest;
}

const ONLY_V1 = ['subject', 'place', 'person', 'organisation', 'genre', 'infosource', 'event', 'object', 'trustindicator'];

/**
 * 1.x alone: one `headline` string, `byline`, `body_*` / `description_*` / `headline_*` strings, the
 * singular `subject`, `place`, `person`, `organisation`, `genre`, `infosource` lists, and renditions
 * and associations as objects keyed by name (2.x and 3.x make them lists).
 */
function looksLikeNinjs1(document: Json): boolean {
  if (isObject(document.associations) || isObject(document.renditions) || isObject(document.$standard)) return true;
  if (typeof document.headline === 'string' || typeof document.byline === 'string') return true;
  if (ONLY_V1.some((name) => Array.isArray(document[name]))) return true;
  return Object.keys(document).some((name) => /^(body|description|headline)_/.test(name));
}
/**
 * The schema a document is held to: the one it declares ($schema, standard / $standard schema or
 * version), else the latest of the generation its property names belong to, else the latest 3.x.
 */
export function ninjsSchemaVersionOf(document: Json): NinjsSchemaVersion {
  const schemaPattern = /ninjs-schema_v?(\d+)\.(\d+)/i;
  const standard = isObject(document.standard) ? document.standard : isObject(document.$standard) ? document.$standard : undefined;
  const declared =
    versionFromText(typeof document.$schema === 'string' ? document.$schema : undefined, schemaPattern) ??
    versionFromText(typeof standard?.schema === 'string' ? standard.schema : undefined, schemaPattern) ??
    (typeof standard?.version === 'string' && (typeof standard.name !== 'string' || /ninjs/i.test(standard.name))
      ? versionFromText(standard.version, /^(\d+)(?:\.(\d+))?/)
      : undefined);
  if (declared) return declared;
  if (ONLY_V3.some((name) => name in document)) return LATEST_OF_MAJOR['3'];
  if (looksLikeNinjs1(document)) return LATEST_OF_MAJOR['1'];
  if (ONLY_V2.some((name) => name in document)) return LATEST_OF_MAJOR['2'];
  return LATEST_OF_MAJOR['3'];
}

function describeError(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const detail =
    params.additionalProperty ?? params.unevaluatedProperty ?? params.missingProperty ??
    (Array.isArray(params.allowedValues) ? params.allowedValues.join(', ') : undefined);
  return `${error.instancePath || '/'} ${error.message ?? 'is invalid'}${detail === undefined ? '' : ` (${String(detail)})`}`;
}

function schemaRefusal(version: NinjsSchemaVersion, error: ErrorObject | undefined): WireFormatError {
  return new WireFormatError(`ninjs ${version} schema: ${error ? describeError(error) : 'invalid document'}`, 'schema');
}

/** `$schema` is a hint ninjs does not define, so it is set aside before a document meets its schema. */
function withoutSchemaHint(document: Json): Json {
  if (!('$schema' in document)) return document;
  const { $schema: _hint, ...rest } = document;
  return rest;
}

/**
 * Holds a document to its ninjs schema (or the one named), to the letter: a refusal is a
 * WireFormatError with Ajv's first error as the reason. The ingest reads with `readNinjs` instead.
 */
export function validateNinjs(document: unknown, version?: NinjsSchemaVersion): NinjsSchemaVersion {
  if (!isObject(document)) throw new WireFormatError('a ninjs document must be a JSON object', 'unknown-format');
  const schemaVersion = version ?? ninjsSchemaVersionOf(document);
  const validate = validatorFor(schemaVersion);
  if (!validate(withoutSchemaHint(document))) throw schemaRefusal(schemaVersion, validate.errors?.[0]);
  return schemaVersion;
}

/**
 * A fault that does not break an item's meaning, as [the object holding it, the property, the note]:
 * a property the schema does not define where it stands (`additionalProperties` /
 * `unevaluatedProperties` false), or a text the schema wants as a URI that is not one (Superdesk's
 * vocabulary names in `scheme`) — but never an item's own uri, its identity.
 */
function harmlessFault(error: ErrorObject): { at: string; name: string; note: string } | undefined {
  const params = error.params as Record<string, unknown>;
  const unknown = error.keyword === 'additionalProperties' ? params.additionalProperty : error.keyword === 'unevaluatedProperties' ? params.unevaluatedProperty : undefined;
  if (typeof unknown === 'string') return { at: error.instancePath, name: unknown, note: '' };
  if (error.keyword === 'format' && /^uri/.test(String(params.format))) {
    const cut = error.instancePath.lastIndexOf('/');
    const name = error.instancePath.slice(cut + 1).replace(/~1/g, '/').replace(/~0/g, '~');
    if (cut >= 0 && name !== 'uri') return { at: error.instancePath.slice(0, cut), name, note: ' (not a URI)' };
  }
  return undefined;
}

/** The value a JSON pointer names in a document, or undefined. */
function atPointer(document: unknown, pointer: string): unknown {
  let value = document;
  for (const token of pointer.split('/').slice(1)) {
    const key = token.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(value)) value = value[Number(key)];
    else if (isObject(value)) value = value[key];
    else return undefined;
  }
  return value;
}

const pointerToken = (name: string) => name.replace(/~/g, '~0').replace(/\//g, '~1');

export interface NinjsReading {
  version: NinjsSchemaVersion;
  /**
   * JSON pointers of what the schema does not know (`/guid`, `/place/0/world_region`), or of a
   * non-URI where it asks for one (`/subject/0/scheme (not a URI)`).
   */
  unknownProperties: string[];
}

/**
 * Holds a document to its ninjs schema as a real feed needs: a property the schema does not know
 * (Superdesk's `guid`, `priority`, `service`, a rendition's `poi` …) or a `scheme` that is not a URI
 * does not refuse the file; it is named in `unknownProperties` and left in the document, unread.
 * Anything else the schema refuses (a missing or non-URI uri, a known property of the wrong type or
 * value, a date that is not a date) still refuses it.
 */
export function readNinjs(document: unknown): NinjsReading {
  if (!isObject(document)) throw new WireFormatError('a ninjs document must be a JSON object', 'unknown-format');
  const version = ninjsSchemaVersionOf(document);
  const validate = validatorFor(version);
  // A copy the harmless faults are taken out of until the rest passes.
  const instance = structuredClone(withoutSchemaHint(document));
  const unknownProperties: string[] = [];
  const setAside = (fault: { at: string; name: string; note: string }) => {
    const parent = atPointer(instance, fault.at);
    if (!isObject(parent) || !(fault.name in parent)) return false;
    delete parent[fault.name];
    unknownProperties.push(`${fault.at}/${pointerToken(fault.name)}${fault.note}`);
    return true;
  };
  while (!validate(instance)) {
    const first = validate.errors?.[0];
    const fault = first && harmlessFault(first);
    if (!fault) throw schemaRefusal(version, first);
    // Every harmless fault at once, unless the document has others: then one at a time, so a known
    // property that is wrong is never taken for an unknown one.
    const all = validatorFor(version, true);
    const faults = all(instance) ? [] : (all.errors ?? []).map(harmlessFault);
    const harmless = faults.every(Boolean) ? (faults as NonNullable<(typeof faults)[number]>[]) : [fault];
    let removed = false;
    for (const each of harmless) removed = setAside(each) || removed;
    if (!removed) throw schemaRefusal(version, first);
  }
  return { version, unknownProperties: [...new Set(unknownProperties)] };
}

const KIND_OF_TYPE: Record<string, WireKind> = {
  text: 'text',
  component: 'text',
  picture: 'photo',
  graphic: 'graphic',
  video: 'video',
  audio: 'audio',
  composite: 'package',
};

/** Roles of descriptions that are not a summary of the story. */
const NOT_A_SPOT = new Set(['creditline', 'credit', 'writer', 'by', 'byline', 'copyright', 'source', 'keywords']);
const SPOT_ROLES = ['summary', 'abstract', 'teaser', 'caption', 'description', 'text'];

/** A 1.x `body_html`-style name's suffix → the content type a 2.x body states. */
function contentTypeOfSuffix(suffix: string): string {
  const name = suffix.toLowerCase();
  if (name.includes('html')) return 'text/html';
  if (name.includes('nitf')) return 'application/nitf+xml';
  if (name === 'text' || name.includes('plain')) return 'text/plain';
  return '';
}

const PLURAL_OF_V1: Record<string, string> = {
  subject: 'subjects',
  place: 'places',
  person: 'people',
  organisation: 'organisations',
  genre: 'genres',
  infosource: 'infosources',
  event: 'events',
  object: 'objects',
  byline: 'by',
};

/**
 * A ninjs 1.x document in 2.x terms, so one reading serves both: `headline`, `headline_*`,
 * `description_*` and `body_*` strings become headlines / descriptions / bodies with the suffix as
 * role, the singular lists take their plural names, and the renditions and associations keyed by
 * name become lists carrying that name (associations converted in turn).
 */
function ninjs1AsNinjs2(doc: Json): Json {
  const out: Json = {};
  const headlines: Json[] = [];
  const descriptions: Json[] = [];
  const bodies: Json[] = [];
  const lists: Record<string, Json[]> = { body: bodies, description: descriptions, headline: headlines };
  for (const [name, value] of Object.entries(doc)) {
    const suffixed = /^(body|description|headline)_(.+)$/.exec(name);
    if (suffixed && typeof value === 'string') {
      lists[suffixed[1]!]!.push({ role: suffixed[2], contenttype: contentTypeOfSuffix(suffixed[2]!), value });
    } else if (name === 'headline' && typeof value === 'string') {
      headlines.unshift({ role: 'main', value });
    } else if (name === 'renditions' && isObject(value)) {
      out.renditions = Object.entries(value).filter(([, rendition]) => isObject(rendition)).map(([key, rendition]) => ({ name: key, ...(rendition as Json), contenttype: (rendition as Json).mimetype }));
    } else if (name === 'associations' && isObject(value)) {
      out.associations = Object.entries(value).filter(([, association]) => isObject(association)).map(([key, association]) => ({ name: key, ...ninjs1AsNinjs2(association as Json) }));
    } else {
      out[PLURAL_OF_V1[name] ?? name] = value;
    }
  }
  return { ...out, headlines, descriptions, bodies };
}

/** One ninjs document (1.x, 2.x or 3.x) → its item, after schema validation (unknown properties noted, not refused). */
export function parseNinjs(document: unknown): WireItem[] {
  const { version: schemaVersion, unknownProperties } = readNinjs(document);
  const generation = Number(schemaVersion[0]);
  const doc = generation === 1 ? ninjs1AsNinjs2(document as Json) : (document as Json);
  const major = generation === 3 ? 3 : 2;
  // 2.x names are 3.x names in lower case, embargo aside; 1.x reads as 2.x once converted.
  const field = major === 3 ? (object: Json, name: string) => object[name] : (object: Json, name: string) => object[name.toLowerCase()];

  const type = typeof doc.type === 'string' ? doc.type : undefined;
  if (type === 'event' || type === 'planning' || 'eventDetails' in doc || 'plannedCoverage' in doc) {
    throw new WireFormatError(`ninjs ${type ?? 'event'} item: an event or planning notice, not agency content`, 'not-content');
  }
  const kind: WireKind = (type && KIND_OF_TYPE[type]) || 'text';
  const guid = (doc.uri as string).trim();

  const headline = mainHeadline(doc, field);
  const title = headline || stringOf(doc.title) || stringOf(doc.slugline);
  const spot = spotOf(doc, field);
  const creditline = entries(doc.descriptions).find((entry) => stringOf(entry.role).toLowerCase() === 'creditline');
  const infoSources = entries(field(doc, 'infoSources')).map((source) => stringOf(source.name));

  const tags = distinctNames([
    ...entries(doc.subjects).map((subject) => stringOf(subject.name)),
    ...entries(doc.places).map((place) => stringOf(place.name)),
    ...entries(doc.people).map((person) => stringOf(person.name)),
    ...entries(doc.organisations).map((organisation) => stringOf(organisation.name)),
  ]);
  const category =
    entries(doc.subjects).map((subject) => stringOf(subject.name)).find(Boolean) ||
    entries(doc.genres).map((genre) => stringOf(genre.name)).find(Boolean);

  const createdDate = isoDate(field(doc, 'firstCreated')) ?? isoDate(field(doc, 'contentCreated')) ?? isoDate(field(doc, 'versionCreated'));
  const associations = entries(doc.associations);
  const videoKind = kind === 'video' || kind === 'audio';
  return [
    {
      format: generation === 1 ? 'ninjs-1' : major === 3 ? 'ninjs-3' : 'ninjs-2',
      kind,
      guid,
      version: itemVersion(doc.version),
      agencyName: agencyNameOf(guid, stringOf(field(doc, 'copyrightHolder'))),
      title,
      spot,
      content: bodyHtml(doc, field),
      city: stringOf(doc.located) || null,
      country: null,
      tags,
      types: [CONTENT_TYPE_OF_KIND[kind]],
      priority: numberOrNull(doc.urgency),
      agencyCategoryName: category || null,
      author: stringOf(doc.by) || null,
      source: (creditline && stringOf(creditline.value)) || distinctNames(infoSources).join(', ') || null,
      createdDate,
      updatedDate: isoDate(field(doc, 'versionCreated')) ?? createdDate,
      embargoUntil: isoDate(major === 3 ? doc.embargoedUntil : doc.embargoed),
      pubStatus: pubStatusOf(stringOf(field(doc, 'pubStatus')) || undefined),
      images:
        kind === 'photo' || kind === 'graphic'
          ? imageOf(doc, field, guid, spot || title)
          : videoKind
            ? []
            : associations.filter(isPicture).flatMap((association) =>
                imageOf(association, field, stringOf(association.uri) || `${guid}#${stringOf(association.name)}`, spotOf(association, field) || mainHeadline(association, field) || stringOf(association.title)),
              ),
      videos: videoKind
        ? videosOf(doc, field)
        : associations.filter((association) => association.type === 'video').flatMap((association) => videosOf(association, field)),
      ...(unknownProperties.length > 0 ? { unknownProperties } : {}),
    },
  ];
}

type Field = (object: Json, name: string) => unknown;

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function entries(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

/** A headline or description value as plain text (some are sent as HTML). */
function plainValue(entry: Json, field: Field): string {
  const value = stringOf(entry.value);
  return /html|xml/i.test(stringOf(field(entry, 'contentType'))) ? textOf(readHtml(value)) : value.replace(/\s+/g, ' ');
}

function mainHeadline(object: Json, field: Field): string {
  const headlines = entries(object.headlines);
  const main = headlines.find((entry) => stringOf(entry.role).toLowerCase() === 'main') ?? headlines.find((entry) => !entry.role) ?? headlines[0];
  return main ? plainValue(main, field) : '';
}

function spotOf(object: Json, field: Field): string {
  const descriptions = entries(object.descriptions);
  for (const role of SPOT_ROLES) {
    const match = descriptions.find((entry) => stringOf(entry.role).toLowerCase() === role);
    if (match) return plainValue(match, field);
  }
  const other = descriptions.find((entry) => !NOT_A_SPOT.has(stringOf(entry.role).toLowerCase()));
  return other ? plainValue(other, field) : '';
}

/** The richest body: HTML, else NITF, else plain text; formats we cannot read (an agency's own XML) are skipped. */
function bodyHtml(doc: Json, field: Field): string {
  let nitf: string | undefined;
  let plain: string | undefined;
  for (const body of entries(doc.bodies)) {
    const value = stringOf(body.value);
    if (!value) continue;
    const contentType = stringOf(field(body, 'contentType')).toLowerCase();
    const role = stringOf(body.role).toLowerCase();
    if (contentType.includes('nitf') || role.includes('nitf')) nitf ??= value;
    else if (contentType.includes('html')) return htmlToSimpleHtml(value);
    else if (!contentType) {
      if (/<\/?[a-z][^>]*>/i.test(value)) return htmlToSimpleHtml(value);
      plain ??= value;
    } else if (contentType.startsWith('text/plain')) plain ??= value;
  }
  if (nitf) return htmlToSimpleHtml(nitf);
  return plain ? plainTextToSimpleHtml(plain) : '';
}

function isPicture(association: Json): boolean {
  return association.type === 'picture' || association.type === 'graphic';
}

/** The picture's largest image rendition; the smaller ones are the same picture. */
function imageOf(object: Json, field: Field, agencyImageId: string, text: string): WireImage[] {
  let best: WireImage | undefined;
  let bestArea = -1;
  for (const rendition of entries(object.renditions)) {
    const href = stringOf(rendition.href);
    const contentType = stringOf(field(rendition, 'contentType'));
    if (!href || (contentType && !contentType.startsWith('image/'))) continue;
    const width = numberOrNull(rendition.width);
    const height = numberOrNull(rendition.height);
    const area = (width ?? 0) * (height ?? 0);
    if (area > bestArea) {
      best = { href, text, width, height, agencyImageId };
      bestArea = area;
    }
  }
  return best ? [best] : [];
}

function videosOf(object: Json, field: Field): WireVideo[] {
  const videos: WireVideo[] = [];
  for (const rendition of entries(object.renditions)) {
    const href = stringOf(rendition.href);
    const contentType = stringOf(field(rendition, 'contentType'));
    const timed = contentType.startsWith('video/') || contentType.startsWith('audio/') || (!contentType && rendition.duration !== undefined);
    if (!href || !timed) continue;
    videos.push({
      href,
      mimeType: contentType || null,
      width: numberOrNull(rendition.width),
      height: numberOrNull(rendition.height),
      // ninjs durations are in seconds.
      durationSeconds: numberOrNull(rendition.duration),
    });
  }
  return videos;
}
