/**
 * The rule catalogue of spec 02 §5, one factory per rule. Blank values (see isBlank) pass every
 * format rule; required, minLength, decimal (the spec: empty is invalid) and hasCoverImage judge them.
 */
import { iframeSource, isAudioEmbed, isIframeCode } from './embedCode.ts';
import { DEFAULT_EMBED_HOSTS, embedHostEntry, embedSourceHost, isEmbedHostAllowed } from './embedHosts.ts';
import { asNumber, asText, countOf, fail, hasImage, isBlank, type Rule, type RuleContext } from './validationRule.ts';
import type { ValidationMessageName } from './validationMessages.ts';
import {
  isAbsoluteUrl,
  isAnnouncementNumber,
  isDecimal,
  isEmailAddress,
  isHexColor,
  isPhoneNumber,
  isRelativeUrl,
  isSlug,
  isTimeOfDay,
  SOCIAL_HANDLE_PATTERNS,
  type DecimalOptions,
  type SocialNetwork,
} from './validationFormats.ts';

/** A rule on text: blank passes, text must meet `test`, anything that is not text fails. */
const textRule =
  (test: (text: string) => boolean, message: ValidationMessageName, params?: Record<string, string | number>): Rule =>
  (value, context) => {
    if (isBlank(value)) return undefined;
    const text = asText(value);
    return text !== undefined && test(text) ? undefined : fail(message, context, params);
  };

/** Characters as a reader counts them (an emoji or a combined letter is one). */
const characterCount = (text: string) => [...text].length;

export const required = (): Rule => (value, context) =>
  isBlank(value) || (typeof value === 'string' && value.trim() === '') ? fail('required', context) : undefined;

/** At least n items in a list. */
export const minLength =
  (n: number): Rule =>
  (value, context) =>
    countOf(value) < n ? fail('minLength', context, { n }) : undefined;

/** At most n items in a list. */
export const maxLength =
  (n: number): Rule =>
  (value, context) =>
    countOf(value) > n ? fail('maxLength', context, { n }) : undefined;

/** At least n characters. */
export const min = (n: number): Rule => textRule((text) => characterCount(text) >= n, 'min', { n });

/** At most n characters. */
export const max = (n: number): Rule => textRule((text) => characterCount(text) <= n, 'max', { n });

export const decimal =
  (options: DecimalOptions = {}): Rule =>
  (value, context) =>
    isDecimal(value, options) ? undefined : fail('decimal', context);

/**
 * Embed code: one iframe with a web source (`message` when not), loading over https from a host the
 * site allows (its embed hosts, the default list when the context has none).
 */
const embedCodeRule =
  (isCode: (code: string) => boolean, message: ValidationMessageName): Rule =>
  (value, context) => {
    if (isBlank(value)) return undefined;
    const code = asText(value);
    const source = code !== undefined && isCode(code) ? iframeSource(code) : undefined;
    const host = source === undefined ? undefined : embedSourceHost(source);
    if (!host) return fail(message, context);
    const hosts = context.embedHosts ?? DEFAULT_EMBED_HOSTS;
    return isEmbedHostAllowed(host, hosts) ? undefined : fail('embedHostNotAllowed', context, { host, hosts: hosts.join(', ') });
  };

export const iframe = (): Rule => embedCodeRule(isIframeCode, 'iframe');

export const soundcloudIframe = (): Rule => embedCodeRule((code) => isIframeCode(code) && isAudioEmbed(code), 'soundcloudIframe');

/** A host name for the site's embed host list (a pasted address counts by its host); on a list, every entry. */
export const embedHost = (): Rule => (value, context) => {
  const entries = Array.isArray(value) ? value : [value];
  const isHost = (entry: unknown) => isBlank(entry) || (typeof entry === 'string' && (entry.trim() === '' || embedHostEntry(entry) !== undefined));
  return entries.every(isHost) ? undefined : fail('embedHost', context);
};

export const nullableEmail = (): Rule => textRule(isEmailAddress, 'nullableEmail');

export const socialHandle = (network: SocialNetwork): Rule =>
  textRule((handle) => SOCIAL_HANDLE_PATTERNS[network].test(handle), 'socialHandle');

/**
 * A field's upload is running: a count of running uploads, or an item (or a list holding one)
 * flagged isUploading or in status uploading or processing.
 */
export function isUploadInProgress(value: unknown): boolean {
  if (typeof value === 'number') return value > 0;
  if (Array.isArray(value)) return value.some(isUploadInProgress);
  if (!value || typeof value !== 'object') return false;
  const { isUploading, status } = value as { isUploading?: unknown; status?: unknown };
  return isUploading === true || status === 'uploading' || status === 'processing';
}

export const waitUpload = (): Rule => (value, context) =>
  isUploadInProgress(value) ? { ...fail('uploadInProgress', context), title: 'validation.uploadInProgressTitle' } : undefined;

/** Absolute http(s) or relative from /; `withHint` gives the longer message that says so. */
export const url = ({ withHint = false }: { withHint?: boolean } = {}): Rule =>
  textRule((text) => isAbsoluteUrl(text) || isRelativeUrl(text), withHint ? 'urlWithHint' : 'url');

export const absoluteUrl = (exampleHost = 'https://www.example.com'): Rule =>
  textRule(isAbsoluteUrl, 'absoluteUrl', { host: exampleHost });

export const relativeUrl = (): Rule => textRule(isRelativeUrl, 'relativeUrl');

export const rel = (): Rule => textRule((text) => text === 'nofollow', 'rel');

export const announcementNumber = (): Rule => textRule(isAnnouncementNumber, 'announcementNumber');

/** Not below `minimum`; a value that is not a number is the decimal rule's business. */
export const minValue =
  (minimum: number): Rule =>
  (value, context) => {
    const number = asNumber(value);
    return number !== undefined && number < minimum ? fail('minValue', context, { min: minimum }) : undefined;
  };

export const hasCoverImage = (): Rule => (value, context) => (hasImage(value) ? undefined : fail('hasCoverImage', context));

interface CropSetting {
  width?: unknown;
  height?: unknown;
  x?: unknown;
  y?: unknown;
}

const isPositive = (n: unknown) => typeof n === 'number' && Number.isFinite(n) && n > 0;
const isOffset = (n: unknown) => n === undefined || n === null || (typeof n === 'number' && Number.isFinite(n) && n >= 0);
const isValidCrop = (crop: unknown) => {
  if (!crop || typeof crop !== 'object') return false;
  const { width, height, x, y } = crop as CropSetting;
  return isPositive(width) && isPositive(height) && isOffset(x) && isOffset(y);
};

/** Every crop has a positive width and height (and offsets, when given, not below 0). */
export const validCropSettings = (): Rule => (value, context) => {
  if (isBlank(value)) return undefined;
  const crops = Array.isArray(value) ? value : (value as { crops?: unknown })?.crops;
  if (crops === undefined && value && typeof value === 'object') return undefined;
  return Array.isArray(crops) && crops.every(isValidCrop) ? undefined : fail('validCropSettings', context);
};

const isWholeNumber = (n: unknown) => Number.isInteger(n) && (n as number) > 0;

/**
 * An image, when one is given (a path or crops), is whole: its path (else `required`), its size
 * (else `hasCoverImage`) and its crops' sizes (else `validCropSettings`).
 */
export const wholeImage = (): Rule => (value, context) => {
  if (!value || typeof value !== 'object') return undefined;
  const image = value as { path?: unknown; width?: unknown; height?: unknown; crops?: unknown };
  const hasPath = typeof image.path === 'string' && image.path.trim() !== '';
  if (!hasPath && !(Array.isArray(image.crops) && image.crops.length > 0)) return undefined;
  if (!hasPath) return fail('required', context);
  if (!isWholeNumber(image.width) || !isWholeNumber(image.height)) return fail('hasCoverImage', context);
  return validCropSettings()(value, context);
};

/** The total may not be below the content count held in `contentsField` (a count or the list itself). */
export const totalContentCountLess =
  (contentsField = 'contents'): Rule =>
  (value, context: RuleContext) => {
    const total = asNumber(value);
    const contents = context.values?.[contentsField];
    const count = asNumber(contents) ?? countOf(contents);
    return total !== undefined && total < count ? fail('totalContentCountLess', context) : undefined;
  };

export const hexColor = (): Rule => textRule(isHexColor, 'hexColor');

export const phone = (): Rule => textRule(isPhoneNumber, 'phone');

/** A user as a search gives one: its id (a positive whole number, as a number or text) or its record with that id. */
function selectedUserId(entry: unknown): string | undefined {
  const id = typeof entry === 'object' && entry !== null && 'id' in entry ? (entry as { id: unknown }).id : entry;
  if (typeof id === 'number') return Number.isSafeInteger(id) && id > 0 ? String(id) : undefined;
  return typeof id === 'string' && /^[1-9]\d*$/.test(id) ? id : undefined;
}

/**
 * A list of users added one by one from a search (spec 02 §5): each must be a user the search gave,
 * not typed text ("a user must be selected from the search"), and none twice ("a user already
 * added cannot be added again"). Blank passes: `required` or `minLength` judge an empty list.
 */
export const addedUsers = (): Rule => (value, context) => {
  if (isBlank(value)) return undefined;
  const added = new Set<string>();
  for (const entry of Array.isArray(value) ? value : [value]) {
    const id = selectedUserId(entry);
    if (id === undefined) return fail('userNotSelected', context);
    if (added.has(id)) return fail('userAlreadyAdded', context);
    added.add(id);
  }
  return undefined;
};

/** Ours (a program's time slots): HH:mm on the 24-hour clock. */
export const timeOfDay = (): Rule => textRule(isTimeOfDay, 'timeOfDay');

/** Ours (a category's link name): lower-case letters, digits and hyphens. */
export const slug = (): Rule => textRule(isSlug, 'slug');
