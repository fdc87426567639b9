import type { KindInputProps } from './kindInputProps.ts';
import { TextLikeInput } from './TextInput.tsx';

/** A phone number: an optional plus sign, then digits (spec 02 §5). */
export function PhoneInput(props: KindInputProps<'phone'>) {
  return <TextLikeInput {...props} inputType="tel" />;
}
