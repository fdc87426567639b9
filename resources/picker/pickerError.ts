import { en, tr } from '../messages/picker.ts';

/** Spec 02 §9: the picker speaks Turkish whatever the interface's language. */
export const PICKER_LANGUAGE = 'tr' as const;

export type PickerErrorName = keyof typeof en.picker.errors;

const MESSAGES = { tr, en };

/** The catalogue's text of a picker error (resources/messages/picker.ts), in the picker's language unless asked otherwise. */
export function pickerMessage(name: PickerErrorName, language: 'tr' | 'en' = PICKER_LANGUAGE): string {
  return MESSAGES[language].picker.errors[name];
}

/**
 * A registry lookup or a transformation that cannot be done (spec 02 §8): the browser shows
 * `picker.errors.<name>`, the server answers with the Turkish text.
 */
export class PickerError extends Error {
  override readonly name = 'PickerError';
  constructor(readonly messageName: PickerErrorName) {
    super(pickerMessage(messageName, 'en'));
  }
}
