import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { lengthState } from '../../../resources/notificationRules.ts';

/** Spec 02 §5's indicator under a title or spot: characters of the limit, and "Proper" (green) or "Too long" (red), by the rule the server uses. */
export function LengthIndicator({ text, limit }: { text: string; limit: number }) {
  const translate = useTranslate();
  const state = lengthState(text, limit);
  const color = state === 'proper' ? 'success.main' : 'error.main';
  return (
    <Stack direction="row" spacing={1} component="span" sx={{ color }} data-length-state={state}>
      <span>{`${[...text.trim()].length}/${limit}`}</span>
      <span>{translate(`notification.length.${state}`)}</span>
    </Stack>
  );
}
