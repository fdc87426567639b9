import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** "3 new items — Show" above the desk's list; Show reloads the list from the top. Nothing while none arrived. */
export function NewItemsNotice({ count, onShow }: { count: number; onShow: () => void }) {
  const translate = useTranslate();
  if (count <= 0) return null;
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mb: 1 }}
      action={
        <Button color="inherit" size="small" onClick={onShow}>
          {translate('agency.newItems.show')}
        </Button>
      }
    >
      {translate('agency.newItems.count', { smart_count: count })}
    </Alert>
  );
}
