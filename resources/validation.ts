/**
 * The validation entry point, pure, used unchanged by the react-admin validators and by the server
 * before any write. A field declares its rules by name, e.g. `['required', ['max', 100], 'hexColor']`,
 * or by factory, `[rules.required(), rules.max(100)]`. A failure carries a message key and params;
 * the browser translates the key with its i18n, the server renders it with formatRuleMessage.
 */
import * as catalogue from './catalogueRules.ts';
import * as feature from './featureRules.ts';
import type { Rule, RuleContext, RuleFailure } from './validationRule.ts';

export type { Rule, RuleContext, RuleFailure } from './validationRule.ts';
export { isBlank, unlessBlank } from './validationRule.ts';
export { formatRuleMessage, VALIDATION_MESSAGES, type MessageKey, type ValidationLanguage } from './validationMessages.ts';

/** Every rule by its catalogue name; the value is the rule's factory. */
export const RULES = {
  required: catalogue.required,
  minLength: catalogue.minLength,
  maxLength: catalogue.maxLength,
  min: catalogue.min,
  max: catalogue.max,
  decimal: catalogue.decimal,
  iframe: catalogue.iframe,
  soundcloudIframe: catalogue.soundcloudIframe,
  embedHost: catalogue.embedHost,
  nullableEmail: catalogue.nullableEmail,
  twitter: () => catalogue.socialHandle('twitter'),
  facebook: () => catalogue.socialHandle('facebook'),
  instagram: () => catalogue.socialHandle('instagram'),
  youtube: () => catalogue.socialHandle('youtube'),
  tiktok: () => catalogue.socialHandle('tiktok'),
  waitUpload: catalogue.waitUpload,
  isUploading: catalogue.waitUpload,
  url: catalogue.url,
  absoluteUrl: catalogue.absoluteUrl,
  relativeUrl: catalogue.relativeUrl,
  rel: catalogue.rel,
  announcementNumber: catalogue.announcementNumber,
  minValue: catalogue.minValue,
  hasCoverImage: catalogue.hasCoverImage,
  validCropSettings: catalogue.validCropSettings,
  wholeImage: catalogue.wholeImage,
  totalContentCountLess: catalogue.totalContentCountLess,
  hexColor: catalogue.hexColor,
  phone: catalogue.phone,
  addedUsers: catalogue.addedUsers,
  timeOfDay: catalogue.timeOfDay,
  slug: catalogue.slug,
  profilePhoto: feature.profilePhoto,
  divorceNeedsMarriage: feature.divorceNeedsMarriage,
  startNotAfterEnd: feature.startNotAfterEnd,
  orderNotEmpty: feature.orderNotEmpty,
  minutesFromNow: feature.minutesFromNow,
  minImages: feature.minImages,
} as const;

/** The same registry, for declarations written as calls: `rules.maxLength(5)`. */
export const rules = RULES;

export type RuleName = keyof typeof RULES;
type ArgsOf<K extends RuleName> = Parameters<(typeof RULES)[K]>;
/** A bare name where the rule needs no argument; otherwise a tuple of the name and its arguments. */
type DeclarationOf<K extends RuleName> = ([] extends ArgsOf<K> ? K : never) | [K, ...ArgsOf<K>];
export type RuleDeclaration = { [K in RuleName]: DeclarationOf<K> }[RuleName];

/** Declarations (names, tuples or rules already built) as rules, in their order. */
export function toRules(declarations: readonly (RuleDeclaration | Rule)[]): Rule[] {
  return declarations.map((declaration) => {
    if (typeof declaration === 'function') return declaration;
    const [name, ...args] = typeof declaration === 'string' ? [declaration] : declaration;
    const factory = RULES[name] as ((...factoryArgs: unknown[]) => Rule) | undefined;
    if (!factory) throw new Error(`Unknown validation rule "${String(name)}"`);
    return factory(...args);
  });
}

/** The first rule that refuses the value, in declaration order. */
export function firstFailure(fieldRules: readonly Rule[], value: unknown, context: RuleContext): RuleFailure | undefined {
  for (const rule of fieldRules) {
    const failure = rule(value, context);
    if (failure) return failure;
  }
  return undefined;
}

export interface FieldValidation {
  label: string;
  rules: readonly Rule[];
}

/** The server's check before a write: the first failure of each field; empty when all pass. */
export function validateValues(
  fields: Record<string, FieldValidation>,
  values: Record<string, unknown>,
  options: Pick<RuleContext, 'now' | 'embedHosts'> = {},
): Record<string, RuleFailure> {
  const failures: Record<string, RuleFailure> = {};
  for (const [field, { label, rules: fieldRules }] of Object.entries(fields)) {
    const failure = firstFailure(fieldRules, values[field], { ...options, fieldLabel: label, values });
    if (failure) failures[field] = failure;
  }
  return failures;
}
