import CachedIcon from '@mui/icons-material/Cached';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';

/**
 * "Clear menu cache" (spec 02 §3, §8): drops the site's menus from what the sites read, on every
 * server, and says so once all have (naming how many), or says the spec's 'menu cache clear error'.
 * Only for users with menu.save, whom alone the server lets do it.
 */
export function ClearMenuCacheButton() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { canAccess } = useCanAccess({ resource: 'menu', action: 'save' });
  const clearing = useMutation({ mutationFn: () => dataProvider.clearMenuCache() });
  if (!canAccess) return null;
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      {clearing.isSuccess && (
        <Alert severity="success" role="status" sx={{ py: 0 }} onClose={() => clearing.reset()}>
          {translate('menus.editor.cleared', { smart_count: clearing.data.servers })}
        </Alert>
      )}
      {clearing.isError && (
        <Alert severity="error" role="alert" sx={{ py: 0 }} onClose={() => clearing.reset()}>
          {translate('menus.errors.cacheClear')}
        </Alert>
      )}
      <Button
        variant="outlined"
        startIcon={clearing.isPending ? <CircularProgress size={16} aria-label={translate('menus.editor.clearing')} /> : <CachedIcon />}
        disabled={clearing.isPending}
        onClick={() => clearing.mutate()}
      >
        {translate('menus.editor.clearCache')}
      </Button>
    </Stack>
  );
}
