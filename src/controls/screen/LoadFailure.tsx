import { Alert, AlertTitle, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { refusedPermissions } from '../../providers/errorDetails.ts';
import { permissionNamesEither } from '../../i18n/permissionNames.ts';

/** A refusal, naming in the user's language the permissions that would let them (any one would do). */
export function RefusedNotice({ needs }: { needs: readonly string[] }) {
  const translate = useTranslate();
  return (
    <Alert severity="warning" data-testid="refused-notice">
      <AlertTitle>{translate('errors.refused.title')}</AlertTitle>
      {needs.length > 0 ? translate('errors.refused.needs', { permissions: permissionNamesEither(translate, needs) }) : translate('errors.refused.unnamed')}
    </Alert>
  );
}

/**
 * Data a screen waited for that did not come: a refusal (FORBIDDEN) says which permission it needs,
 * without a retry (asking again will not help); anything else says `message` (an i18n key), with a
 * retry when one is given. Every list and board shows this instead of waiting on a failed request.
 */
export function LoadFailure({ error, message, onRetry }: { error: unknown; message: string; onRetry?: () => void }) {
  const translate = useTranslate();
  const needs = refusedPermissions(error);
  if (needs) return <RefusedNotice needs={needs} />;
  return (
    <Alert severity="error" action={onRetry && <Button onClick={onRetry}>{translate('shell.actions.retry')}</Button>}>
      {translate(message)}
    </Alert>
  );
}
