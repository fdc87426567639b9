import type { ErrorInfo } from 'react';
import type { RuntimeConfig } from '../config.ts';
import type { ErrorReporter } from './sentryBrowser.ts';


const MAX_WAITING = 20;

let reporter: ErrorReporter | undefined;
/** What happened before the configuration said whether reports are on; undefined once it did. */
let waiting: ((reporter: ErrorReporter) => void)[] | undefined = [];

function send(report: (reporter: ErrorReporter) => void): void {
  if (reporter) report(reporter);
  else if (waiting && waiting.length < MAX_WAITING) waiting.push(report);
}

/**
 * Starts the browser's error reports when the server gave a Sentry DSN (SENTRY_BROWSER_DSN or
 * SENTRY_DSN): the SDK is a chunk of its own, loaded only then. Without one, nothing is loaded and
 * what waited is dropped.
 */
export async function startErrorReports(config: Pick<RuntimeConfig, 'sentryDsn' | 'release' | 'environment'>): Promise<void> {
  if (!config.sentryDsn) {
    waiting = undefined;
    return;
  }
  try {
    const { startSentry } = await import('./sentryBrowser.ts');
    reporter = startSentry({ dsn: config.sentryDsn, release: config.release, environment: config.environment });
    (waiting ?? []).forEach((report) => report(reporter!));
  } catch (error) {
    console.warn('Error reports could not start', error);
  } finally {
    waiting = undefined;
  }
}

/**
 * React's `onCaughtError` (createRoot): a render error an error boundary (react-admin's error page)
 * caught is logged as React does and reported once. Uncaught ones reach the window's error event,
 * where the SDK sees them.
 */
export function onCaughtError(error: unknown, info: ErrorInfo): void {
  console.error(error, info.componentStack);
  send((current) => current.captureReactException(error, info));
}
