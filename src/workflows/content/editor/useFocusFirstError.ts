import { useEffect, useRef } from 'react';
import { useFormState } from 'react-hook-form';

/**
 * The first field in error, in the order the form shows them: scrolled to the middle of the window
 * and focused. A rich text or an image list marks itself invalid on its own element.
 */
export function focusFirstInvalid(form: HTMLElement | null): HTMLElement | undefined {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return undefined;
  field.scrollIntoView?.({ block: 'center' });
  field.focus({ preventScroll: true });
  return field;
}

/**
 * After a save the browser's rules or the server refused on fields (`formId`'s form), the first of
 * those fields takes the focus, wherever it is in the long form: not only the rules' own, as
 * react-hook-form does, but the server's field messages too.
 */
export function useFocusFirstError(formId: string): void {
  const { isSubmitting, submitCount, errors } = useFormState();
  const handled = useRef(0);
  const hasErrors = Object.keys(errors).length > 0;
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current || !hasErrors) return;
    handled.current = submitCount;
    // After the messages are drawn, so that the fields are marked invalid.
    const frame = requestAnimationFrame(() => focusFirstInvalid(document.getElementById(formId)));
    return () => cancelAnimationFrame(frame);
  }, [isSubmitting, submitCount, hasErrors, formId]);
}
