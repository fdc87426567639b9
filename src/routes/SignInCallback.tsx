import { useQueryClient } from '@tanstack/react-query';
import { AuthError, Loading, useHandleAuthCallback, useRedirect } from 'react-admin';

/**
 * The identity provider's return (/auth/callback): react-admin's AuthCallback, except that what the
 * app asked the auth provider before the session existed (permissions, access checks) is asked
 * again, as react-admin's own login does. Without it, a screen opened right after signing in could
 * read permissions cached while signed out until the page is reloaded.
 */
export function SignInCallback() {
  const queryClient = useQueryClient();
  const redirect = useRedirect();
  const { error } = useHandleAuthCallback({
    onSuccess: (data) => {
      void queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] === 'auth' && queryKey[1] !== 'handleCallback' });
      const redirectTo = (data as { redirectTo?: string | false } | null | undefined)?.redirectTo;
      if (redirectTo !== false) redirect(redirectTo ?? '/');
    },
  });
  return error ? <AuthError message={error instanceof Error ? error.message : undefined} /> : <Loading />;
}
