/**
 * Values for any declared resource, built from its fields: a valid input (distinct on every call,
 * so unique groups hold), and values each field's rules or kind must refuse. A text field takes the
 * first of a few sample shapes its rules accept (plain text, a time of day); a field whose own
 * rules refuse every generated value fails loudly: give its resource an entry in SAMPLE_OVERRIDES.
 */
import type { Resource } from '../../../resources/defineResource.ts';
import { fieldApplies, fieldRuleDeclarations, type Field } from '../../../resources/fields.ts';
import { firstFailure, toRules } from '../../../resources/validation.ts';

/** Field values a resource's own rules need, by resource name. */
export const SAMPLE_OVERRIDES: Record<string, (serial: number) => Record<string, unknown>> = {
  // A frame shows a picture or a video, not both (resources/storyRules.ts); a normal story, since an advertisement also needs storyAd.* (tests/server/storyBoard.spec.ts).
  // The subjects' choices (a main and a sub title of the content's kind) are the seoContents feature's tests' (tests/server/seoContents.spec.ts).
  hadiths: () => ({ mainSubjectId: null, subjectId: null }),
  dreamInterpretations: () => ({ mainSubjectId: null, subjectId: null }),
  duas: () => ({ mainSubjectId: null, subjectId: null }),
  fatwas: () => ({ mainSubjectId: null, subjectId: null }),
  // Main titles: a sub title sits under a main one of its own kind (server/seoContents/subjectTitles.ts, tested there).
  subjectTitles: () => ({ parentId: null }),
  // A one-level tree of a link and a divider (the tree's rules: tests/server/menus.spec.ts).
  menus: (n) => ({
    maxDepth: 3,
    items: [
      { key: `a${n}`, parentKey: null, type: 1, title: `Link ${n}`, url: `https://example.com/menu-${n}`, openInNewTab: false, contentType: null, categoryId: null, brandId: null, subCategoryDepth: null, excludedCategoryIds: [], image: null, darkImage: null },
      { key: `b${n}`, parentKey: null, type: 7, title: null, url: null, openInNewTab: false, contentType: null, categoryId: null, brandId: null, subCategoryDepth: null, excludedCategoryIds: [], image: null, darkImage: null },
    ],
  }),
  // A handle the network's rule takes (each network's rule: tests/server/socialMedia.spec.ts).
  socialAccounts: (n) => ({ network: 'twitter', handle: `sample_${n}` }),
  stories: (n) => ({ type: 1, frames: [{ image: `images/sample-${n}.jpg`, video: null, duration: null, text: `Sample frame ${n}`, externalLink: `https://example.com/story-${n}` }] }),
};

/**
 * Read-only fields a server hook writes (not the declaration's beforeChange), by resource name, from
 * the saved input: a story or reel dated ahead (every sample date is in 2031) waits on the pending
 * list, ordered by that date (server/stories/README.md).
 */
const SERVER_WRITTEN: Record<string, (input: Record<string, unknown>) => Record<string, unknown>> = {
  stories: (input) => pendingBoardItem(input),
  reels: (input) => pendingBoardItem(input),
};

function pendingBoardItem(input: Record<string, unknown>): Record<string, unknown> {
  const at = new Date(String(input.publishDate));
  return { state: 'PENDING', pinned: false, position: `2${String(at.getTime()).padStart(15, '0')}` };
}

/** An id of an existing record of `resource` (a reference field's target). */
export type ReferenceId = (resource: string) => Promise<string>;

/** Reference targets outside the engine, which the seed fills: a site and the plain reader role. */
const PLATFORM_RECORDS: Record<string, string> = { sites: '4', roles: '4' };

let serial = 0;

/**
 * The resources whose sample is being built, outermost first. A reference to a resource already
 * being built twice is left empty, so a self-reference (a category's parent) gets one level of
 * parent and no endless chain.
 */
const building: string[] = [];

/** Plain text, a time of day, a slug, a `rel`, an announcement number, an embed, an audio embed and a whole number (a magazine issue). */
const textShapes = (n: number) => [
  `Sample ${n} ${'x'.repeat(3)}`,
  `${String(n % 24).padStart(2, '0')}:${String((n * 7) % 60).padStart(2, '0')}`,
  `sample-${n}`,
  'nofollow',
  `SAMPLE${n}`,
  `<iframe src="https://www.youtube.com/embed/sample${n}"></iframe>`,
  `<iframe src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/${n}"></iframe>`,
  String(n),
];

const SOCIAL = { twitter: 'sample_', facebook: 'sample.', instagram: 'sample.', youtube: 'sample.', tiktok: 'sample.' } as const;

/** The value a field not belonging to the record (its `when` does not hold) is stored as. */
function emptyValue(field: Field): unknown {
  if (field.kind === 'boolean' || field.kind === 'approval') return field.defaultValue ?? field.kind === 'approval';
  if (field.kind === 'list' || field.kind === 'tags' || ((field.kind === 'reference' || field.kind === 'enum') && field.multiple)) return [];
  return null;
}

/** The first candidate the field's own rules accept on this record, else the first. */
function firstAccepted<T>(field: Field, candidates: readonly T[], record: Record<string, unknown>): T {
  const fieldRules = toRules(fieldRuleDeclarations(field));
  return candidates.find((candidate) => !firstFailure(fieldRules, candidate, { fieldLabel: 'sample', values: record })) ?? candidates[0];
}

async function sampleValue(field: Field, n: number, referenceId: ReferenceId, record: Record<string, unknown>): Promise<unknown> {
  switch (field.kind) {
    case 'text': {
      return firstAccepted(field, textShapes(n).map((text) => (field.maxLength ? text.slice(0, field.maxLength).trimEnd() : text)), record);
    }
    case 'url':
      return field.variant === 'relative' ? `/sample/news-${n}` : `https://example.com/sample-${n}`;
    case 'email':
      return `sample${n}@example.com`;
    case 'socialHandle':
      return `${SOCIAL[field.network]}${n}`;
    case 'phone':
      return `+90555${String(n).padStart(7, '0')}`;
    case 'color':
      return `#${(0x100000 + n).toString(16).slice(-6)}`;
    case 'number':
      return (field.min ?? 0) + (n % 7) + (field.integer === false ? 0.5 : 0);
    case 'boolean':
    case 'approval':
      return true;
    case 'enum': {
      // The n-th value, or the next one the field's rules accept (content: the types an editor writes).
      const { values } = field.enum;
      const candidates = values.map((_, index) => values[(n + index) % values.length].value);
      return field.multiple ? firstAccepted<unknown>(field, candidates.map((value) => [value]), record) : firstAccepted(field, candidates, record);
    }
    case 'date':
      return new Date(Date.UTC(2031, 0, 1 + (n % 300))).toISOString();
    case 'dateTime':
      return new Date(Date.UTC(2031, 0, 1, 0, n % 1440)).toISOString();
    case 'reference': {
      if (building.filter((name) => name === field.resource).length >= 2) {
        if (field.required) throw new Error(`a required reference to ${field.resource} would need an endless chain of samples`);
        return field.multiple ? [] : null;
      }
      const id = PLATFORM_RECORDS[field.resource] ?? (await referenceId(field.resource));
      return field.multiple ? [id] : id;
    }
    case 'image':
      return {
        path: `images/sample-${n}.jpg`,
        width: 1200,
        height: 675,
        text: `Sample image ${n}`,
        crops: (field.crops ?? []).map((crop) => ({ ...crop, path: `images/sample-${n}-${crop.type}.jpg` })),
      };
    case 'tags':
      return [`sample tag ${n}`];
    case 'object':
      return sampleObject(field.fields, n, referenceId);
    case 'list': {
      // As few items as the field's rules take for this record (a photo gallery needs two).
      const item = await sampleObject(field.fields, n, referenceId);
      const fewest = Math.max(field.minItems ?? 1, 1);
      return firstAccepted(field, [0, 1, 2].map((extra) => Array.from({ length: fewest + extra }, () => item)), record);
    }
    default: {
      const unknown: never = field;
      throw new Error(`no sample for ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * One field after another: a reference's sample is built while this one is on the `building` stack.
 * Fields with a `when` come after the ones they depend on, and are empty where it does not hold.
 */
async function sampleObject(fields: Readonly<Record<string, Field>>, n: number, referenceId: ReferenceId) {
  const values: Record<string, unknown> = {};
  const ordered = Object.entries(fields).sort(([, a], [, b]) => Number(!!a.when) - Number(!!b.when));
  for (const [name, field] of ordered) {
    values[name] = fieldApplies(field, values) ? await sampleValue(field, n, referenceId, values) : emptyValue(field);
  }
  return Object.fromEntries(Object.keys(fields).map((name) => [name, values[name]]));
}

/** A valid input for `resource` (without id), different from every earlier one. */
export async function sampleInput(resource: Resource, referenceId: ReferenceId): Promise<Record<string, unknown>> {
  serial += 1;
  const n = serial;
  const writable = Object.fromEntries(Object.entries(resource.fields).filter(([, field]) => !field.readOnly));
  building.push(resource.name);
  let generated: Record<string, unknown>;
  try {
    generated = await sampleObject(writable, n, referenceId);
  } finally {
    building.splice(building.lastIndexOf(resource.name), 1);
  }
  const values = { ...generated, ...SAMPLE_OVERRIDES[resource.name]?.(n) };
  for (const name of Object.keys(writable)) {
    const failure = firstFailure(resource.rules[name] ?? [], values[name], { fieldLabel: name, values });
    if (failure) {
      throw new Error(`sample ${resource.name}.${name} = ${JSON.stringify(values[name])} fails ${failure.message}: add it to SAMPLE_OVERRIDES`);
    }
  }
  return values;
}

export interface RefusedValue {
  field: string;
  value: unknown;
  /** The message key the server must answer with on that field. */
  message: string;
  params: Record<string, string | number>;
}

/** A value the field's rules or kind must refuse, with the failure expected; undefined when none is known. */
function refusal(field: Field, fieldRules: Resource['rules'][string]): Omit<RefusedValue, 'field'> | undefined {
  // Nothing at all: refused by `required` and by rules that need a value (an order, a profile photo, a least count).
  const empty = firstFailure(fieldRules, null, { fieldLabel: 'sample', values: {} });
  if (empty) {
    const { name: _label, ...params } = empty.params;
    return { value: null, message: empty.message, params };
  }
  switch (field.kind) {
    case 'text':
      return field.maxLength ? { value: 'x'.repeat(field.maxLength + 1), message: 'validation.max', params: { n: field.maxLength } } : undefined;
    case 'enum':
      if (field.multiple) return undefined;
      return { value: typeof field.enum.values[0].value === 'number' ? 9999 : 'no-such-value', message: 'saveErrors.invalid', params: {} };
    case 'color':
      return { value: 'red', message: 'validation.hexColor', params: {} };
    case 'email':
      return { value: 'not-an-address', message: 'validation.nullableEmail', params: {} };
    case 'date':
    case 'dateTime':
      return { value: 'not a date', message: 'saveErrors.invalid', params: {} };
    case 'reference':
      return field.multiple ? undefined : { value: '999999999', message: field.notFound ? `validation.${field.notFound}` : 'saveErrors.invalid', params: {} };
    default:
      return undefined;
  }
}

/** For each field that can be refused, a value that must be, and the expected failure. */
export function refusedValues(resource: Resource): RefusedValue[] {
  return Object.entries(resource.fields).flatMap(([name, field]) => {
    // A field with a `when` is checked only on the records it belongs to (tests of its own, e.g. contentRules.spec.ts).
    const refused = field.readOnly || field.when ? undefined : refusal(field, resource.rules[name] ?? []);
    return refused ? [{ field: name, ...refused }] : [];
  });
}

/**
 * The field values a record saved from `input` must show: the input's for every writable field,
 * the resource's beforeChange hook's (or a server hook's, SERVER_WRITTEN) for the read-only ones it writes.
 */
export async function expectedValues(resource: Resource, input: Record<string, unknown>): Promise<Record<string, unknown>> {
  const fields = Object.entries(resource.fields);
  const given = Object.fromEntries(fields.map(([name, field]) => [name, field.readOnly ? null : input[name]]));
  const hook = resource.hooks?.beforeChange;
  const hooked = hook ? await hook({ data: given, originalDoc: undefined, operation: 'create', user: { id: 0, roles: [] }, siteId: undefined, invalidateSessions: () => {} }) : given;
  const written = { ...hooked, ...SERVER_WRITTEN[resource.name]?.(input) };
  return Object.fromEntries(fields.map(([name]) => [name, written[name]]));
}

/** The fields of a record that a save may send (not the server's own). */
export function writableValues(resource: Resource, record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(resource.fields).filter(([, field]) => !field.readOnly).map(([name]) => [name, record[name]]));
}
