import type { KindInputProps } from './kindInputProps.ts';
import { TextLikeInput } from './TextInput.tsx';

/** An e-mail address; empty is allowed unless required (nullableEmail). */
export function EmailInput(props: KindInputProps<'email'>) {
  return <TextLikeInput {...props} inputType="email" />;
}
