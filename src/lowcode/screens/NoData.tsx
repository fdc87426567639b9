import AddIcon from '@mui/icons-material/Add';
import InboxIcon from '@mui/icons-material/Inbox';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** An empty first page (spec 01 §4): 'no data', and the way to add the first record when allowed. */
export function NoData({ onCreate }: { onCreate?: () => void }) {
  const translate = useTranslate();
  return (
    <Stack alignItems="center" spacing={2} sx={{ py: 6, color: 'text.secondary' }}>
      <InboxIcon sx={{ fontSize: 48 }} aria-hidden />
      <Typography role="status">{translate('lowcode.list.noData')}</Typography>
      {onCreate && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
          {translate('lowcode.list.add')}
        </Button>
      )}
    </Stack>
  );
}
