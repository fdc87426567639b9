/**
 * The field vocabulary. A field is plain data: its kind, options and rules. Each side interprets a
 * kind once — server/engine maps it to a column, a GraphQL type and input, a filter; src/lowcode
 * maps it to an input, a list cell and a filter control — so a resource file in resources/ never
 * imports Drizzle, GraphQL or React, and both bundles stay lean. A preset is one call: `text({ max: 100 })`.
 */
import type { EnumDefinition } from './enums.ts';
import type { Rule } from './validationRule.ts';
import type { RuleDeclaration } from './validation.ts';
import type { ValidationMessageName } from './validationMessages.ts';

export type SocialNetworkRule = 'twitter' | 'facebook' | 'instagram' | 'youtube' | 'tiktok';

/** What every field may say, whatever its kind. */
export interface FieldOptions {
  /** i18n key of the label; default `resources.<resource>.fields.<name>`. */
  label?: string;
  /** Adds the catalogue's `required` rule and makes the input non-null. */
  required?: boolean;
  /** More rules from resources/validation.ts, after the kind's own. */
  rules?: readonly (RuleDeclaration | Rule)[];
  /** Shown as a list column (in declaration order). */
  list?: boolean;
  /** Offered as a list filter and a GraphQL filter argument. */
  filter?: boolean;
  /** Part of the free-text `search` filter. */
  search?: boolean;
  /**
   * Written by the server only (not in the input): by the resource's `beforeChange` hook, which may
   * compute it on every save and store it so it can be listed, searched and filtered.
   */
  readOnly?: boolean;
  defaultValue?: unknown;
  /** Help text i18n key shown under the input. */
  helperText?: string;
  /**
   * The field belongs only to records whose sibling `field` holds one of `in` (a content's type):
   * elsewhere forms hide it, its rules are skipped and the server stores it empty. Payload's
   * `admin.condition`, declared as data so that both sides apply it.
   */
  when?: FieldCondition;
  /**
   * Forms show the field only on sites whose settings (spec 01 §3) turn this flag on
   * (`isAuthorEnabled`, …); the server accepts it on any site.
   */
  siteSetting?: SiteSettingFlag;
  /**
   * `false`: an editor-only field the delivery API (server/http/deliveryApi.ts) never serves; every
   * other field of a delivered resource goes out for the records its `when` admits.
   */
  delivery?: false;
}

export interface FieldCondition {
  field: string;
  in: readonly (string | number)[];
}

/** The site settings' flags that shape the editors (spec 01 §3). */
export type SiteSettingFlag =
  | 'isAuthorEnabled'
  | 'isCartoonistEnabled'
  | 'isProgramEnabled'
  | 'isExpirationDate'
  | 'isMagazineQuoteEnabled'
  | 'isSmilesEnabled';

/** Whether a field belongs to a record with these values (its `when`, if any, holds). */
export const fieldApplies = (field: Pick<FieldOptions, 'when'>, values: Readonly<Record<string, unknown>>): boolean =>
  !field.when || field.when.in.some((allowed) => String(allowed) === String(values[field.when!.field]));

export type Field =
  | (FieldOptions & {
      kind: 'text';
      maxLength?: number;
      multiline?: boolean;
      /**
       * HTML the server sanitises before storing: `true` by the agency's simple allow-list
       * (resources/simpleHtml.ts), `'rich'` by the rich text editor's (resources/richHtml.ts).
       */
      html?: boolean | 'rich';
      /**
       * A storage path filled by uploading a file of this kind (an image may also be chosen from
       * the media library); a video's upload also fills the siblings `width`, `height` and
       * `duration`, a document's the sibling `name` while it is empty, where the object declares them.
       */
      upload?: 'image' | 'video' | 'document';
      /**
       * The only values the spec allows (a link's `rel`: nofollow): the form offers them, and
       * nothing, as a choice instead of free text. The field's rules still decide, on both sides.
       */
      choices?: readonly string[];
    })
  /**
   * A number. `nullable`: an empty value stays empty (stored null) instead of becoming the minimum
   * (spec 01 §5), for a number that may be unknown (a transfer's undisclosed fee).
   */
  | (FieldOptions & { kind: 'number'; min?: number; integer?: boolean; nullable?: boolean })
  | (FieldOptions & { kind: 'boolean' })
  | (FieldOptions & { kind: 'approval' })
  | (FieldOptions & { kind: 'enum'; enum: EnumDefinition; multiple?: boolean })
  | (FieldOptions & { kind: 'color'; format?: 'hexa' | 'hex' })
  | (FieldOptions & { kind: 'url'; variant: 'any' | 'absolute' | 'relative' })
  | (FieldOptions & { kind: 'email' })
  | (FieldOptions & { kind: 'socialHandle'; network: SocialNetworkRule })
  | (FieldOptions & { kind: 'phone' })
  | (FieldOptions & { kind: 'date' })
  | (FieldOptions & { kind: 'dateTime'; notInPast?: boolean })
  | (FieldOptions & {
      kind: 'reference';
      resource: string;
      multiple?: boolean;
      /** The ids are stored as text: the roles' ids ('1'…'6') and the platform users' sites and roles. */
      textIds?: boolean;
      /** Only target records with these values may be chosen (the picker's filter and the server's check), e.g. main categories as parents. */
      choices?: Readonly<Record<string, string | number | boolean>>;
      /** The catalogue's message when a chosen record does not exist ('Could not find author'); default the generic invalid value. */
      notFound?: ValidationMessageName;
    })
  | (FieldOptions & { kind: 'image'; crops?: readonly CropDefinition[]; requireDescription?: boolean })
  | (FieldOptions & { kind: 'object'; typeName: string; fields: Readonly<Record<string, Field>> })
  | (FieldOptions & { kind: 'list'; typeName: string; fields: Readonly<Record<string, Field>>; minItems?: number })
  /**
   * Free words, kept in the order given (a content's tags). `hosts`: the words are host names,
   * each stored lower case as its host (a pasted address counts by its host: the embed host list).
   */
  | (FieldOptions & { kind: 'tags'; maxItems?: number; hosts?: boolean });

export type FieldKind = Field['kind'];

/** Kinds whose value is one plain string: the same column, GraphQL type, filter and value check. */
export const STRING_KINDS = ['text', 'url', 'email', 'socialHandle', 'phone', 'color'] as const;
export type StringKind = (typeof STRING_KINDS)[number];
export const isStringKind = (field: Field): field is Extract<Field, { kind: StringKind }> =>
  (STRING_KINDS as readonly string[]).includes(field.kind);

/** A crop an image field asks for (spec 01 §3 Crop: type, width, height; path once cut). */
export interface CropDefinition {
  type: string;
  width: number;
  height: number;
}

type FieldOf<K extends FieldKind> = Extract<Field, { kind: K }>;
type Options<K extends FieldKind> = Omit<FieldOf<K>, 'kind'>;

/** An image as stored and answered (spec 01 §3): the file's path and size, its description and its crops. */
export interface ImageData {
  path: string | null;
  width: number | null;
  height: number | null;
  text?: string | null;
  crops: { type: string; path: string | null; width: number | null; height: number | null }[];
}

/** The value a field of this declaration holds, as the API answers it (the globals' documents are typed by it). */
export type FieldValue<T extends Field> = T extends { kind: 'boolean' | 'approval' }
  ? boolean
  : T extends { kind: 'object'; fields: infer S extends Record<string, Field> }
    ? { [K in keyof S]: FieldValue<S[K]> } | null
    : T extends { kind: 'tags' }
      ? string[]
      : T extends { kind: 'image' }
        ? ImageData | null
        : T extends { kind: 'number' }
          ? number | null
          : T extends { kind: 'list' | 'reference' | 'enum' }
            ? unknown
            : string | null;

export type FieldValues<F extends Record<string, Field>> = { [K in keyof F]: FieldValue<F[K]> };

export const text = (options: Options<'text'> = {}): FieldOf<'text'> => ({
  ...options,
  kind: 'text',
  rules: [...(options.maxLength ? [['max', options.maxLength] as RuleDeclaration] : []), ...(options.rules ?? [])],
});
export const textarea = (options: Options<'text'> = {}): FieldOf<'text'> => ({ ...text(options), multiline: true });
/** Rich text kept as simple HTML: stored sanitised (no script, handler or foreign link ever reaches a consumer). */
export const html = (options: Omit<Options<'text'>, 'html' | 'multiline'> = {}): Field => ({ ...text(options), multiline: true, html: true } as Field);
/** A content's body from the rich text editor: stored sanitised by the editor's own allow-list (resources/richHtml.ts). */
export const richText = (options: Omit<Options<'text'>, 'html' | 'multiline'> = {}): Field => ({ ...text(options), multiline: true, html: 'rich' } as Field);
/** Default minimum 0: an empty or lower value becomes the minimum (spec 01 §5). */
export const number = (options: Options<'number'> = {}): Field => ({ min: 0, integer: true, ...options, kind: 'number' });
export const boolean = (options: Options<'boolean'> = {}): FieldOf<'boolean'> => ({ defaultValue: false, ...options, kind: 'boolean' });
/** isApproved: adding an unapproved item warns that it will not appear in the lists. */
export const approval = (options: Options<'approval'> = {}): Field => ({ defaultValue: true, list: true, filter: true, ...options, kind: 'approval' });
export const enumeration = (definition: EnumDefinition, options: Omit<Options<'enum'>, 'enum'> = {}): Field => ({ ...options, kind: 'enum', enum: definition });
export const color = (options: Options<'color'> = {}): Field => ({ format: 'hexa', ...options, kind: 'color', rules: ['hexColor', ...(options.rules ?? [])] });
export const url = (variant: 'any' | 'absolute' | 'relative' = 'any', options: Omit<Options<'url'>, 'variant'> = {}): Field => ({
  ...options,
  kind: 'url',
  variant,
  // Any URL says what it accepts (spec 02 §5: 'enter a valid url (starting with http, https or /) or leave empty').
  rules: [variant === 'any' ? (['url', { withHint: true }] as RuleDeclaration) : variant === 'absolute' ? 'absoluteUrl' : 'relativeUrl', ...(options.rules ?? [])],
});
export const email = (options: Options<'email'> = {}): Field => ({ ...options, kind: 'email', rules: ['nullableEmail', ...(options.rules ?? [])] });
export const socialHandle = (network: SocialNetworkRule, options: Omit<Options<'socialHandle'>, 'network'> = {}): Field => ({
  ...options,
  kind: 'socialHandle',
  network,
  rules: [network, ...(options.rules ?? [])],
});
export const phone = (options: Options<'phone'> = {}): Field => ({ ...options, kind: 'phone', rules: ['phone', ...(options.rules ?? [])] });
export const date = (options: Options<'date'> = {}): Field => ({ ...options, kind: 'date' });
export const dateTime = (options: Options<'dateTime'> = {}): Field => ({ ...options, kind: 'dateTime' });
export const reference = (resource: string, options: Omit<Options<'reference'>, 'resource'> = {}): Field => ({ ...options, kind: 'reference', resource });
export const references = (resource: string, options: Omit<Options<'reference'>, 'resource' | 'multiple'> = {}): Field => ({
  ...options,
  kind: 'reference',
  resource,
  multiple: true,
});
export const image = (options: Options<'image'> = {}): FieldOf<'image'> => ({ ...options, kind: 'image' });
export const tags = (options: Options<'tags'> = {}): FieldOf<'tags'> => ({
  ...options,
  kind: 'tags',
  rules: [...(options.maxItems ? [['maxLength', options.maxItems] as RuleDeclaration] : []), ...(options.rules ?? [])],
});
export const object = <F extends Record<string, Field>>(typeName: string, fields: F, options: Omit<Options<'object'>, 'typeName' | 'fields'> = {}): FieldOf<'object'> & { fields: F } => ({
  ...options,
  kind: 'object',
  typeName,
  fields,
});
/** An ordered list of sub-objects (e.g. a program's time slots). */
export const orderedList = (typeName: string, fields: Record<string, Field>, options: Omit<Options<'list'>, 'typeName' | 'fields'> = {}): Field => ({
  ...options,
  kind: 'list',
  typeName,
  fields,
  rules: [...(options.minItems ? [['minLength', options.minItems] as RuleDeclaration] : []), ...(options.rules ?? [])],
});

/** All rules of a field, the kind's and the declaration's, `required` first. */
export function fieldRuleDeclarations(field: Field): readonly (RuleDeclaration | Rule)[] {
  return [...(field.required ? (['required'] as const) : []), ...(field.rules ?? [])];
}
