import { browserTracingIntegration, captureReactException, init, replayIntegration, setUser } from '@sentry/react';
import { ERROR_REPORT_SAMPLING, scrubReport } from '../../resources/errorReports.ts';
import { getSession, subscribeSession, type Session } from '../providers/session.ts';
import type { ErrorInfo } from 'react';

/** What the chunk offers once loaded (src/platform/errorReports.ts holds it). */
export interface ErrorReporter {
  captureReactException(error: unknown, info: ErrorInfo): void;
}

/**
 * The Sentry SDK for the browser (its own chunk, loaded only with a DSN): the spec's sampling, the
 * signed-in user's id (nothing else of them), and every report, trace, breadcrumb and replay
 * recording scrubbed (resources/errorReports.ts). Replays mask all text and inputs and block media
 * (the SDK's defaults), and record no request or response bodies or headers. The tokens the sign-in
 * keeps in localStorage are never read.
 */
export function startSentry(options: { dsn: string; release?: string; environment?: string }): ErrorReporter {
  init({
    ...options,
    ...ERROR_REPORT_SAMPLING,
    traceLifecycle: 'static',
    integrations: [browserTracingIntegration(), replayIntegration({ beforeAddRecordingEvent: (event) => scrubReport(event) })],
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [] },
    beforeSend: (event) => scrubReport(event),
    beforeSendTransaction: (event) => scrubReport(event),
    beforeBreadcrumb: (breadcrumb) => scrubReport(breadcrumb),
  });
  const identify = (session: Session | null) => setUser(session ? { id: session.user.id } : null);
  identify(getSession());
  subscribeSession(identify);
  return { captureReactException };
}
