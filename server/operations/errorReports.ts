import { ERROR_REPORT_SAMPLING, scrubReport } from '../../resources/errorReports.ts';

type SentryNode = typeof import('@sentry/node');

/** Error reports to a Sentry project (README, "Error reports"): off while `dsn` is unset. */
export interface ErrorReportsConfig {
  /** The server's reports (SENTRY_DSN). */
  dsn?: string;
  /** The browser's (SENTRY_BROWSER_DSN), the server's when unset. */
  browserDsn?: string;
  /** SENTRY_ENVIRONMENT. */
  environment: string;
  /** What reports name the running version (RELEASE): the package's name@version by default. */
  release: string;
}


/**
 * Left out of the SDK's defaults: local variables (a stack frame's variables may hold a token or a
 * password that no name filter sees).
 */
const LEFT_OUT = new Set(['LocalVariables']);

/** The SDK while reports are on; the module is imported only then (it instruments what it can as it loads). */
let sentry: SentryNode | undefined;

/** What a report adds to an error: the job it came from, … (searchable tags and extra data). */
export interface ReportDetails {
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
}

/**
 * Starts sending error reports to SENTRY_DSN's project (nothing is loaded without it): unexpected
 * GraphQL errors (those the API masks as "Unexpected error."), failed routes (5xx), jobs failed on
 * their last attempt, and uncaught exceptions, each with the release, the environment and the
 * request's user id, scrubbed of tokens, passwords, cookies and Authorization values
 * (resources/errorReports.ts). Returns what flushes and stops them.
 */
export async function startErrorReports(config: ErrorReportsConfig): Promise<() => Promise<void>> {
  if (!config.dsn) return async () => undefined;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: config.dsn,
    release: config.release,
    environment: config.environment,
    tracesSampleRate: ERROR_REPORT_SAMPLING.tracesSampleRate,
    // A trace goes as one transaction, its spans inside, so that beforeSendTransaction scrubs all of it.
    traceLifecycle: 'static',
    // No trace headers on the server's own calls: they go to outside services (webhooks, FCM, SMTP
    // relays, recipes) that have no use for them and should not learn the release.
    tracePropagationTargets: [],
    // A load balancer's checks and Prometheus' scrapes, every few seconds, are no traces worth keeping.
    ignoreSpans: [/^GET \/(livez|readyz|metrics)$/],
    // The user is the id withReportedUser sets, nothing the SDK finds; no cookie, Authorization or
    // stack variable is collected, and the request bodies it keeps are scrubbed below.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { deny: ['authorization', 'cookie'] }, response: { deny: ['set-cookie'] } },
      httpBodies: ['incomingRequest'],
      stackFrameVariables: false,
      databaseQueryData: false,
    },
    integrations: (defaults) => defaults.filter((integration) => !LEFT_OUT.has(integration.name)),
    beforeSend: (event) => scrubReport(event),
    beforeSendTransaction: (event) => scrubReport(event),
    beforeBreadcrumb: (breadcrumb) => scrubReport(breadcrumb),
  });
  sentry = Sentry;
  return async () => {
    if (sentry !== Sentry) return;
    sentry = undefined;
    await Sentry.close(2000);
    // The SDK's hooks stay in the process (a server built again in it, as tests do, reports nothing): they find no client.
    Sentry.getCurrentScope().setClient(undefined);
    Sentry.getIsolationScope().setClient(undefined);
    Sentry.getGlobalScope().setClient(undefined);
  };
}

/** The error a resolver threw rather than the GraphQL error wrapping it (its path is in the message's breadcrumbs). */
function thrownError(error: unknown): unknown {
  const original = error && typeof error === 'object' ? (error as { originalError?: unknown }).originalError : undefined;
  return original instanceof Error ? original : error;
}

/** Sends `error` as a report when reports are on (nothing otherwise): the error was not meant to happen. */
export function reportError(error: unknown, details: ReportDetails = {}): void {
  sentry?.captureException(thrownError(error), details);
}

/** A request's scope, as the SDK opened it for an incoming HTTP request (a websocket or a job has none). */
function inRequest(Sentry: SentryNode): boolean {
  return Sentry.getIsolationScope().getScopeData().sdkProcessingMetadata.normalizedRequest !== undefined;
}

/**
 * `createContext` that also tells the request's reports who made it (the user's id only). Returned
 * unchanged while reports are off.
 */
export function withReportedUser<Args extends unknown[], Context extends { user: { id: string | number } }>(
  createContext: (...args: Args) => Promise<Context>,
): (...args: Args) => Promise<Context> {
  if (!sentry) return createContext;
  return async (...args) => {
    const context = await createContext(...args);
    const Sentry = sentry;
    if (Sentry && inRequest(Sentry)) Sentry.setUser({ id: String(context.user.id) });
    return context;
  };
}
