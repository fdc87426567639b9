import { InputAdornment } from '@mui/material';
import type { KindInputProps } from './kindInputProps.ts';
import { TextLikeInput } from './TextInput.tsx';

/** A nickname on a social network (the network's rule of spec 02 §5), typed without the @. */
export function SocialHandleInput(props: KindInputProps<'socialHandle'>) {
  return <TextLikeInput {...props} startAdornment={<InputAdornment position="start">@</InputAdornment>} />;
}
