import { QueryClient } from '@tanstack/react-query';
import { refusedPermissions } from './errorDetails.ts';

/** react-query's three tries, but never for a refusal: asking again will not grant it, and the screen says so at once. */
export const retryUnlessRefused = (failureCount: number, error: unknown) => refusedPermissions(error) === undefined && failureCount < 3;

/** The app's query client (react-admin's hooks and the workflows' own queries share it). */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: retryUnlessRefused } } });
}
