/**
 * What an editor may change of a picked item before it reaches the board or the newsletter (spec 02
 * §2, the picker's edit form), declared by field kind so the form and the headline's save apply the
 * same rules. The item's own page (`url`, `contentUrl`) is a path on the site, the form the
 * transformers build (`/<route>/<slug>-<id>`, the relativeUrl message's example); the external link
 * is any URL, as the board's manual URL, and says what it accepts.
 */
import { fieldRuleDeclarations, text, textarea, url, type Field } from '../fields.ts';
import { toRules, validateValues, type RuleFailure } from '../validation.ts';
import type { PickerTarget } from './pickerItems.ts';

const label = (name: string) => ({ label: `picker.editForm.fields.${name}` });

export const PICKER_EDIT_FIELDS: Record<PickerTarget, Readonly<Record<string, Field>>> = {
  headline: {
    title: text(label('title')),
    spot: textarea(label('spot')),
    url: url('relative', label('url')),
    externalLink: url('any', label('externalLink')),
  },
  mailing: {
    title: text(label('title')),
    spot: textarea(label('spot')),
    contentUrl: url('relative', label('contentUrl')),
  },
};

const compiled = (fields: Readonly<Record<string, Field>>) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, { label: field.label ?? name, rules: toRules(fieldRuleDeclarations(field)) }]));
const CHECKS = { headline: compiled(PICKER_EDIT_FIELDS.headline), mailing: compiled(PICKER_EDIT_FIELDS.mailing) };

/** The first refusal of each declared field of a picked item (a field it lacks passes, as blank). */
export const pickerEditFailures = (target: PickerTarget, item: Readonly<Record<string, unknown>>): Record<string, RuleFailure> =>
  validateValues(CHECKS[target], item);
