import { alertStore, type AlertStore } from '../alerts/alertStore.ts';
import { readErrorDetails, sessionRefusal, type ErrorDetails, type SessionRefusal } from './errorDetails.ts';
import { createRateLimitGate, RATE_LIMIT_WINDOW_MS } from './rateLimitGate.ts';


/** The error catalogue of spec 01 §8, applied to every failed request and every uncaught error. */
export const UNAUTHORIZED_USER_PATH = '/unauthorized-user';
export const UNAUTHENTICATED_PATH = '/unauthenticated';

/** The page a refused session is shown (it signs out, or signs in again). */
const REFUSAL_PATHS: Record<SessionRefusal, string> = { inactive: UNAUTHORIZED_USER_PATH, unauthenticated: UNAUTHENTICATED_PATH };

export const ERROR_MESSAGES = {
  title: 'alerts.titles.error',
  unreachable: 'errors.unreachable',
  tooManyRequests: 'errors.tooManyRequests',
  noAuthorization: 'errors.noAuthorization',
  generic: 'errors.generic',
} as const;

export type Navigate = (path: string) => void;

const navigateByLocation: Navigate = (path) => {
  if (window.location.pathname !== path) window.location.assign(path);
};

let registeredNavigate: Navigate | undefined;

/** The router's navigate, when mounted (see <AdminBridges />); without it the page reloads on the path. */
export function setErrorNavigator(navigate: Navigate | undefined): void {
  registeredNavigate = navigate;
}

export interface ErrorReporterDeps {
  alerts?: AlertStore;
  navigate?: Navigate;
  now?: () => number;
}

const IGNORED_MESSAGES = [/ResizeObserver loop/i];

function statusMessage(details: ErrorDetails): string {
  if (details.status === 403) return ERROR_MESSAGES.noAuthorization;
  if (details.status === 404) return ERROR_MESSAGES.generic;
  return details.statusText || `HTTP ${details.status}`;
}

export function createErrorReporter({ alerts = alertStore, navigate, now = Date.now }: ErrorReporterDeps = {}) {
  const rateLimitGate = createRateLimitGate(RATE_LIMIT_WINDOW_MS, now);
  const handled = new WeakSet<object>();

  const alreadyHandled = (error: unknown): boolean => {
    if (!error || typeof error !== 'object') return false;
    const network = (error as { networkError?: unknown }).networkError;
    if (handled.has(error) || (network && typeof network === 'object' && handled.has(network))) return true;
    handled.add(error);
    if (network && typeof network === 'object') handled.add(network);
    return false;
  };

  return function reportError(error: unknown): void {
    if (error === undefined || error === null || alreadyHandled(error)) return;
    const details = typeof error === 'string'
      ? { unreachable: false, aborted: false, messages: [error], codes: [], needs: [] }
      : readErrorDetails(error);
    if (details.aborted) return;
    if (details.messages.some((message) => IGNORED_MESSAGES.some((pattern) => pattern.test(message)))) return;

    const refusal = sessionRefusal(details);
    if (refusal) {
      const path = REFUSAL_PATHS[refusal];
      if (typeof window === 'undefined' || window.location.pathname !== path) (navigate ?? registeredNavigate ?? navigateByLocation)(path);
      return;
    }
    if (details.status === 429) {
      if (rateLimitGate()) alerts.showToast({ type: 'warning', message: ERROR_MESSAGES.tooManyRequests });
      return;
    }
    const message = details.status !== undefined
      ? statusMessage(details)
      : details.unreachable
        ? ERROR_MESSAGES.unreachable
        : details.messages[0] || ERROR_MESSAGES.generic;
    void alerts.showAlert({ type: 'error', title: ERROR_MESSAGES.title, message });
  };
}

/** The one handler for failed requests and uncaught errors. */
export const reportError = createErrorReporter();

/** Routes unhandled promise rejections and global errors to `report`; returns the uninstaller. */
export function installGlobalErrorHandlers(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  report: (error: unknown) => void = reportError,
): () => void {
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason);
  const onError = (event: ErrorEvent) => report(event.error ?? event.message);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}
