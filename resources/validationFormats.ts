/**
 * The text formats behind the rule catalogue (spec 02 §5, 01 §5), as plain predicates so a control
 * can test a value (colour swatch, link preview) without producing a message. Pure: no URL, DOM or
 * Node APIs, so the browser and the server agree to the character.
 */

const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
const HOST = `(?:localhost|(?:\\d{1,3}\\.){3}\\d{1,3}|(?:${LABEL}\\.)+(?:\\p{L}{2,63}|xn--[a-z0-9-]{1,59}))`;
const ABSOLUTE_URL = new RegExp(`^https?:\\/\\/${HOST}(?::\\d{1,5})?(?:[/?#]\\S*)?$`, 'iu');
/** One slash then anything but whitespace; `//host` is protocol-relative, not relative. */
const RELATIVE_URL = /^\/(?![/\\])\S*$/;

/** http or https with a host name (dotted, localhost or IPv4), optional port, path, query, hash. */
export const isAbsoluteUrl = (text: string): boolean => ABSOLUTE_URL.test(text);
export const isRelativeUrl = (text: string): boolean => RELATIVE_URL.test(text);

const LOCAL_PART = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const EMAIL = new RegExp(`^${LOCAL_PART}(?:\\.${LOCAL_PART})*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$`);
export const isEmailAddress = (text: string): boolean => text.length <= 254 && EMAIL.test(text);

/** Spec 02 §5: the handle each network accepts (`\w` is ASCII letters, digits and underscore). */
export const SOCIAL_HANDLE_PATTERNS = {
  twitter: /^[A-Za-z0-9_]{1,15}$/,
  facebook: /^[A-Za-z0-9_.]{5,}$/,
  instagram: /^[\w.]{0,29}$/,
  youtube: /^[\w.]{3,30}$/,
  tiktok: /^[\w.]{0,23}$/,
} as const;
export type SocialNetwork = keyof typeof SOCIAL_HANDLE_PATTERNS;

/**
 * A social media account's handle per network (resources/socialAccount.ts): the spec's rule where
 * 02 §5 gives one (Threads signs in with the Instagram account, so it takes the Instagram rule),
 * ours for the others: a Telegram username is 5 to 32 letters, digits or underscores; a WhatsApp
 * account is its phone number in international form (an optional + and 7 to 15 digits); the
 * in-house network's handle is 1 to 50 word characters, dots or hyphens. No pattern takes a leading
 * '@': the handle is the name without it.
 */
export const NETWORK_HANDLE_PATTERNS = {
  twitter: SOCIAL_HANDLE_PATTERNS.twitter,
  facebook: SOCIAL_HANDLE_PATTERNS.facebook,
  instagram: SOCIAL_HANDLE_PATTERNS.instagram,
  threads: SOCIAL_HANDLE_PATTERNS.instagram,
  telegram: /^[A-Za-z0-9_]{5,32}$/,
  whatsapp: /^\+?\d{7,15}$/,
  inHouse: /^[\w.-]{1,50}$/,
} as const;
export type AccountNetwork = keyof typeof NETWORK_HANDLE_PATTERNS;

/** '#' then three, six or eight hex digits (spec 01 §5 colour input). */
export const isHexColor = (text: string): boolean => /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(text);

/** An optional plus sign, then digits only. */
export const isPhoneNumber = (text: string): boolean => /^\+?\d+$/.test(text);

/** A time of day on the 24-hour clock, HH:mm (00:00 to 23:59). */
export const isTimeOfDay = (text: string): boolean => /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(text);

/** A link name: lower-case letters a–z, digits and hyphens only ('spor-haberleri'). */
export const isSlug = (text: string): boolean => /^[a-z0-9-]+$/.test(text);

/** Uppercase letters (any script's, so Turkish Ç, Ğ, İ, Ö, Ş, Ü too) and digits only. */
export const isAnnouncementNumber = (text: string): boolean => /^[\p{Lu}0-9]+$/u.test(text);

export interface DecimalOptions {
  /** Most digits after the separator; 0 means integers only; omitted means any number. */
  decimals?: number;
  /** Decimal separator; a point by default. */
  separator?: string;
  /** A leading + or - is allowed (default true). */
  sign?: boolean;
  /** An exponent such as e-3 is allowed (default true; never with zero decimals). */
  exponent?: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function decimalPattern({ decimals, separator = '.', sign = true, exponent = true }: DecimalOptions = {}): RegExp {
  const signPart = sign ? '[+-]?' : '';
  if (decimals === 0) return new RegExp(`^${signPart}\\d+$`);
  const fraction = decimals === undefined ? '\\d+' : `\\d{1,${decimals}}`;
  const exponentPart = exponent ? '(?:[eE][+-]?\\d+)?' : '';
  return new RegExp(`^${signPart}\\d+(?:${escapeRegExp(separator)}${fraction})?${exponentPart}$`);
}

/** Empty is not a number; a number value is checked as it would be typed with the separator. */
export function isDecimal(value: unknown, options: DecimalOptions = {}): boolean {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return false;
    if (options.decimals === 0) return Number.isInteger(value) && (options.sign !== false || value >= 0);
    return decimalPattern(options).test(String(value).replace('.', options.separator ?? '.'));
  }
  return typeof value === 'string' && decimalPattern(options).test(value);
}
