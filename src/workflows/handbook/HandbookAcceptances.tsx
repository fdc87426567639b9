import { Alert, Box, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Loading, Title, useLocaleState, useTranslate } from 'react-admin';
import { DATE_TIME, formatDate } from '../../i18n/dateFormats.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { useKeysetList } from '../../controls/list/useKeysetList.ts';
import { LoadFailure } from '../../controls/screen/LoadFailure.tsx';

const COLUMNS = ['user', 'email', 'version', 'acceptedDate'] as const;

/**
 * Who accepted which version of the editor's handbook and when (/settings/system/handbook,
 * `user.view`), newest first, 50 at a time; each row says whether its version is the current one.
 */
export default function HandbookAcceptances() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const list = useKeysetList(['handbookAcceptances'], (page) => dataProvider.getHandbookAcceptances(page), { firstOf: () => undefined });
  const title = translate('handbook.acceptances.title');
  return (
    <Box sx={{ p: 2 }}>
      <Title title={title} preferenceKey={false} />
      <Typography variant="h6" component="h1">
        {title}
      </Typography>
      {/* The version itself is a fingerprint of the text, nothing a reader can use: each row says current or earlier. */}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('handbook.acceptances.intro')}
      </Typography>
      {list.failed && <LoadFailure error={list.error} message="handbook.acceptances.loadFailed" onRetry={list.retry} />}
      {list.complete && list.rows.length === 0 && <Alert severity="info">{translate('handbook.acceptances.noData')}</Alert>}
      {list.rows.length > 0 && (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} sx={{ fontWeight: 600 }}>
                  {translate(`handbook.acceptances.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.userName}</TableCell>
                <TableCell>{row.userEmail}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={row.isCurrentVersion ? 'success' : 'default'}
                    label={translate(row.isCurrentVersion ? 'handbook.acceptances.current' : 'handbook.acceptances.earlier')}
                  />
                </TableCell>
                <TableCell>{formatDate(row.acceptedDate, DATE_TIME, locale)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {list.loading && <Loading />}
      {!list.complete && !list.loading && list.rows.length > 0 && (
        <Button sx={{ mt: 1 }} onClick={list.showMore}>
          {translate('handbook.acceptances.showMore')}
        </Button>
      )}
    </Box>
  );
}
