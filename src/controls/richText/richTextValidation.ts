import type { Validator } from 'react-admin';
import type { ValidationMessageName } from '../../../resources/validationMessages.ts';

/** Spec 02 §5: link text and href cannot be blank; a blockquote must be filled. */
export function richTextProblem(html: string): ValidationMessageName | undefined {
  if (!html) return undefined;
  const template = document.createElement('template');
  template.innerHTML = html;
  const blank = (element: Element) => !element.textContent?.trim();
  if ([...template.content.querySelectorAll('a')].some((link) => blank(link) || !link.getAttribute('href')?.trim())) return 'richTextBlankLink';
  if ([...template.content.querySelectorAll('blockquote')].some((quote) => blank(quote) && !quote.querySelector('img, iframe'))) {
    return 'richTextEmptyBlockquote';
  }
  return undefined;
}

export const richTextValidator: Validator = (value) => {
  const problem = typeof value === 'string' ? richTextProblem(value) : undefined;
  return problem ? { message: `validation.${problem}`, args: {} } : undefined;
};
