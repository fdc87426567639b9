import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A small spinner while any request is in flight; the space stays reserved so nothing jumps. */
export function LoadingIndicatorView({ loading }: { loading: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ width: 24, height: 24, mx: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      {loading ? (
        <CircularProgress color="inherit" size={18} thickness={5} aria-label={translate('shell.loading')} />
      ) : null}
    </Box>
  );
}
