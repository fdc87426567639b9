/**
 * Reads what a failed call says, whatever wrapped it: Apollo errors (graphQLErrors,
 * networkError with statusCode/result), ra-data-graphql's HttpError (status, body),
 * GraphQL error arrays, or a plain Error.
 */
export const USER_NOT_ACTIVE_MESSAGE = 'Context creation failed: User is not active';

export interface ErrorDetails {
  /** HTTP status of the response, when there was one and it was not 2xx. */
  status?: number;
  statusText?: string;
  /** True when the request got no response at all (offline, refused, DNS). */
  unreachable: boolean;
  /** A request that was cancelled on purpose. */
  aborted: boolean;
  messages: string[];
  codes: string[];
  /** What a FORBIDDEN answer says would let the caller ('category.keyword' keys, any one would do). */
  needs: string[];
}

type Loose = Record<string, unknown>;

const asObject = (value: unknown): Loose | undefined =>
  value && typeof value === 'object' ? (value as Loose) : undefined;

function collectNeeds(extensions: Loose | undefined, details: ErrorDetails) {
  const needs = extensions?.needs;
  if (!Array.isArray(needs)) return;
  for (const need of needs) if (typeof need === 'string' && !details.needs.includes(need)) details.needs.push(need);
}

function collectGraphQLErrors(list: unknown, details: ErrorDetails) {
  if (!Array.isArray(list)) return;
  for (const entry of list) {
    const error = asObject(entry);
    if (!error) continue;
    if (typeof error.message === 'string') details.messages.push(error.message);
    const code = asObject(error.extensions)?.code;
    if (typeof code === 'string') details.codes.push(code);
    collectNeeds(asObject(error.extensions), details);
  }
}

function collect(value: unknown, details: ErrorDetails, depth: number) {
  const error = asObject(value);
  if (!error || depth > 4) return;
  if (error.name === 'AbortError') details.aborted = true;
  if (typeof error.message === 'string' && error.message) details.messages.push(error.message);
  if (typeof error.reason === 'string' && error.reason) details.messages.push(error.reason);
  const code = asObject(error.extensions)?.code ?? error.code;
  if (typeof code === 'string') details.codes.push(code);
  collectNeeds(asObject(error.extensions), details);
  collectGraphQLErrors(error.graphQLErrors, details);
  collectGraphQLErrors(error.errors, details);

  const status = [error.statusCode, error.status].find((s): s is number => typeof s === 'number');
  const response = asObject(error.response);
  if (status !== undefined && (status < 200 || status >= 300)) {
    details.status = status;
    if (typeof response?.statusText === 'string') details.statusText = response.statusText;
  }
  const result = asObject(error.result);
  if (result) collectGraphQLErrors(result.errors, details);

  if (error.networkError) {
    const network = asObject(error.networkError);
    const hasStatus = typeof network?.statusCode === 'number';
    if (!hasStatus && network?.name !== 'AbortError') details.unreachable = true;
    collect(error.networkError, details, depth + 1);
  }
  if (error.body) collect(error.body, details, depth + 1);
  if (error.cause) collect(error.cause, details, depth + 1);
}

/** A fetch that never got a response fails with a TypeError ("Failed to fetch", "fetch failed"). */
function isFetchFailure(error: unknown): boolean {
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

export function readErrorDetails(error: unknown): ErrorDetails {
  const details: ErrorDetails = { unreachable: false, aborted: false, messages: [], codes: [], needs: [] };
  if (Array.isArray(error)) collectGraphQLErrors(error, details);
  else collect(error, details, 0);
  if (isFetchFailure(error) || isFetchFailure(asObject(error)?.networkError)) details.unreachable = true;
  if (details.status !== undefined) details.unreachable = false;
  return details;
}

export function isUserNotActive(details: ErrorDetails): boolean {
  return details.messages.some((message) => message.includes(USER_NOT_ACTIVE_MESSAGE));
}

/**
 * A refusal of the signed-in session itself, which no later call of this page can change: the user
 * is not active, or the token is not accepted (UNAUTHENTICATED, HTTP 401). Undefined for any other error.
 */
export type SessionRefusal = 'inactive' | 'unauthenticated';

export function sessionRefusal(details: ErrorDetails): SessionRefusal | undefined {
  if (isUserNotActive(details)) return 'inactive';
  if (details.codes.includes('UNAUTHENTICATED') || details.status === 401) return 'unauthenticated';
  return undefined;
}

/**
 * The permissions a refused call says it needs ('category.keyword' keys, any one would do; empty
 * when it names none), or undefined when the error is no refusal (FORBIDDEN).
 */
export function refusedPermissions(error: unknown): readonly string[] | undefined {
  if (error === undefined || error === null) return undefined;
  const details = readErrorDetails(error);
  return details.codes.includes('FORBIDDEN') ? details.needs : undefined;
}
