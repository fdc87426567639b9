/**
 * The rules of spec 02 §5 and §8 that read a content's type or its cover list. Each runs where its
 * field applies (the field's `when`); the messages are the catalogue's (validationMessages.ts).
 */
import { fail, hasImage, isBlank, type Rule } from './validationRule.ts';

const typeOf = (values: Readonly<Record<string, unknown>> | undefined) => String(values?.type ?? '');

/** The types (numbers, or every type) for which a rule makes its field required. */
type RequiredTypes = readonly number[] | 'every';
type RequiringRule = Rule & { requiredForTypes: RequiredTypes };

/** Remembers on the rule which types it makes its field required for, so the editors can mark the field. */
const requiring = (rule: Rule, types: RequiredTypes): Rule => Object.assign(rule, { requiredForTypes: types });

/** Whether one of these rules makes the field required for the type (the editors mark the label as required). */
export const rulesRequire = (rules: readonly unknown[] | undefined, type: number): boolean =>
  (rules ?? []).some((rule) => {
    const types = typeof rule === 'function' ? (rule as Partial<RequiringRule>).requiredForTypes : undefined;
    return types === 'every' || (Array.isArray(types) && types.includes(type));
  });

/** Required only for these types (their numbers): the spot of everything but a cartoon. */
export const requiredFor = (types: readonly number[]): Rule =>
  requiring(
    (value, context) =>
      types.map(String).includes(typeOf(context.values)) && (isBlank(value) || (typeof value === 'string' && value.trim() === ''))
        ? fail('required', context)
        : undefined,
    types,
  );

/** On the author: a column must have one ('Column content must have an author'). */
export const columnNeedsAuthor = (columnType: number): Rule =>
  requiring((value, context) => (typeOf(context.values) === String(columnType) && isBlank(value) ? fail('columnAuthor', context) : undefined), [columnType]);

/** At least `n` items for the types named: a photo gallery 2, an infographic 1 (spec 02 §5, §9). */
export const minItemsFor = (minimum: Readonly<Record<number, number>>): Rule =>
  requiring(
    (value, context) => {
      const n = minimum[Number(typeOf(context.values))];
      if (n === undefined) return undefined;
      const present = Array.isArray(value) ? value.filter((item) => hasImage((item as { image?: unknown })?.image ?? item)).length : 0;
      return present < n ? fail('minLength', context, { n }) : undefined;
    },
    Object.entries(minimum).flatMap(([type, n]) => (n > 0 ? [Number(type)] : [])),
  );

interface CoverItem {
  image?: unknown;
  isSelected?: unknown;
}

/**
 * The cover list: an image is uploaded ('Please upload cover image.'), and exactly one is the
 * cover ('Could not find any selected cover image'; more than one is ours to refuse).
 */
export const coverImages = (): Rule =>
  requiring((value, context) => {
    const items = (Array.isArray(value) ? value : []) as CoverItem[];
    const present = items.filter((item) => hasImage(item?.image));
    if (present.length === 0) return fail('hasCoverImage', context);
    const selected = present.filter((item) => item.isSelected === true).length;
    if (selected === 0) return fail('noSelectedCover', context);
    return selected > 1 ? fail('oneSelectedCover', context) : undefined;
  }, 'every');

/** The type is one an editor writes: not the agency archive's. */
export const writableContentType =
  (writable: readonly number[]): Rule =>
  (value, context) =>
    isBlank(value) || writable.map(String).includes(String(value)) ? undefined : fail('required', context);
