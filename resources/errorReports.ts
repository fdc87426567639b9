/**
 * Error reports (Sentry) of the server and the browser alike: how many are kept (spec 01 §9), and
 * what a report (event, transaction, breadcrumb, replay recording) may not carry: no token,
 * password, secret, cookie or Authorization value, no sign-in code or state, and of the user only
 * their id.
 */

/** Spec 01 §9: full trace sampling, session replay for one session in ten, replay of every session with an error. */
export const ERROR_REPORT_SAMPLING = { tracesSampleRate: 1.0, replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1.0 } as const;

export const FILTERED = '[Filtered]';

/** Names whose values never leave: `password`, `newPassword`, `id_token`, `access_token`, `refresh_token`, `client_secret`, `cookie`, `set-cookie`, `authorization`, the sign-in's `code` and `state`. */
const SENSITIVE_NAMES = '[\\w-]*(?:password|passwd|token|secret|cookie|authorization)[\\w-]*|code|state|session_state|code_verifier';

const SENSITIVE_NAME = new RegExp(`^(?:${SENSITIVE_NAMES})$`, 'i');
/** `name=value` in a URL's query or fragment, a form body or a cookie header. */
const SENSITIVE_PARAM = new RegExp(`(^|[?&#;\\s])(${SENSITIVE_NAMES})=[^&#\\s"';]*`, 'gi');
/** `"name": value` in JSON text (a request body kept as a string). */
const SENSITIVE_JSON_PAIR = new RegExp(`("(?:${SENSITIVE_NAMES})"\\s*:\\s*)(?:"(?:[^"\\\\]|\\\\.)*"|[^,}\\]\\s]+)`, 'gi');
const CREDENTIALS = /\b(Bearer|Basic)\s+[^\s"',;]+/gi;
/** A JSON Web Token (an id or access token) wherever it appears. */
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;

export const isSensitiveName = (name: string): boolean => SENSITIVE_NAME.test(name);

/** A text with every sensitive query or form parameter, JSON pair, bearer credential and token replaced. */
export function scrubText(text: string): string {
  return text
    .replace(JWT, FILTERED)
    .replace(CREDENTIALS, `$1 ${FILTERED}`)
    .replace(SENSITIVE_PARAM, `$1$2=${FILTERED}`)
    .replace(SENSITIVE_JSON_PAIR, `$1"${FILTERED}"`);
}

const MAX_DEPTH = 40;

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

function scrubValue(value: unknown, depth: number, copies: WeakMap<object, unknown>): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  const copied = copies.get(value);
  if (copied !== undefined) return copied;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    copies.set(value, copy);
    // A [name, value] pair (headers and query strings are sometimes sent so).
    const pairOfSensitive = value.length === 2 && typeof value[0] === 'string' && isSensitiveName(value[0]);
    value.forEach((item, index) => copy.push(pairOfSensitive && index === 1 ? FILTERED : scrubValue(item, depth + 1, copies)));
    return copy;
  }
  // Class instances (the SDK's own scopes among its processing data) are not reports' JSON: left as they are.
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  copies.set(value, copy);
  for (const [key, item] of Object.entries(value)) {
    copy[key] = isSensitiveName(key) && item !== undefined && item !== null ? FILTERED : scrubValue(item, depth + 1, copies);
  }
  return copy;
}

/**
 * A copy of a report with every value under a sensitive name filtered, every text scrubbed
 * (scrubText) and its user reduced to the id: what beforeSend, beforeSendTransaction and
 * beforeBreadcrumb hand back.
 */
export function scrubReport<T>(report: T): T {
  const copy = scrubValue(report, 0, new WeakMap()) as T;
  if (copy && typeof copy === 'object' && 'user' in copy) {
    const { user } = copy as { user?: { id?: unknown } | null };
    (copy as { user?: { id: string } }).user = user && user.id !== undefined && user.id !== null ? { id: String(user.id) } : undefined;
  }
  return copy;
}
