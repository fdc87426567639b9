import type { KindInputProps } from './kindInputProps.ts';
import { TextLikeInput } from './TextInput.tsx';

/** A URL: any (absolute or relative), absolute only or relative only, checked by the field's url rule. */
export function UrlInput(props: KindInputProps<'url'>) {
  return <TextLikeInput {...props} inputType={props.field.variant === 'relative' ? 'text' : 'url'} />;
}
