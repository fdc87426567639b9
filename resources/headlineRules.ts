/**
 * The headline rules of spec 02 §5 that read more than one value, declared once for the settings
 * screen, the board and the server (the messages are the catalogue's, validationMessages.ts).
 */
import { asNumber, fail, isBlank, type Rule } from './validationRule.ts';

/** The cover crop needs width and height: one without the other refuses the missing one as required. */
export const requiredWith =
  (sibling: string): Rule =>
  (value, context) =>
    isBlank(value) && !isBlank(context.values?.[sibling]) ? fail('required', context) : undefined;

/** Not above `maximum` (a headline type's item count). */
export const maxValue =
  (maximum: number): Rule =>
  (value, context) => {
    const number = asNumber(value);
    return number !== undefined && number > maximum ? fail('maxValue', context, { max: maximum }) : undefined;
  };
