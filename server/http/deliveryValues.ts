/**
 * How the delivery API writes one declared field's stored value for a website (docs/delivery-api.md,
 * "One item"): by the field's kind, so a field added to a declaration goes out without a second list.
 * Storage paths gain an absolute `url` beside them, enums go out by key, dates as ISO-8601, embed
 * codes keep only their frame (cleaned on save too: server/engine/embedCode.ts).
 */
import type { Field } from '../../resources/fields.ts';
import { deliveredUrl, fileUrl, imageOf, richHtmlOf, type StoredImage } from '../contract/deliveryFiles.ts';
import { cleanEmbedCode, embedRuleOf } from '../engine/embedCode.ts';
import { withoutMarkup } from '../../resources/plainText.ts';

/** Where a site's values go out from: the server's public URL, where `/storage/files/…` serves every stored file, and the site's embed hosts. */
export interface DeliveryOrigin {
  publicUrl: string;
  embedHosts: readonly string[];
}

export { deliveredUrl, fileUrl, imageOf };

/** `path` → `url`, `posterPath` → `posterUrl`, `file` → `fileUrl`. */
const urlKey = (name: string) => (/path$/i.test(name) ? name.replace(/path$/i, (word) => (word[0] === 'P' ? 'Url' : 'url')) : `${name}Url`);

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : typeof value === 'string' && Number.isFinite(Date.parse(value)) ? new Date(value).toISOString() : null);

/** The selected cover (the editor's rule lets exactly one be selected), else the first. */
export function coverOf(origin: DeliveryOrigin, value: unknown) {
  const items = (Array.isArray(value) ? value : []) as { image?: StoredImage; isSelected?: boolean }[];
  const present = items.filter((item) => item?.image?.path);
  return imageOf(origin, (present.find((item) => item.isSelected) ?? present[0])?.image);
}

/** The fields of a sub-object (a video, an embed, a PDF, a gallery image), every one present. */
function objectOf(origin: DeliveryOrigin, fields: Readonly<Record<string, Field>>, value: unknown): Record<string, unknown> | null {
  if (!value || typeof value !== 'object') return null;
  const stored = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.delivery === false) continue;
    out[name] = deliveredValue(origin, field, stored[name]);
    // A document opens under its name (the link's `name`, fileRoutes' documentDisposition).
    if (field.kind === 'text' && field.upload) out[urlKey(name)] = fileUrl(origin, stored[name], field.upload === 'document' ? stored.name : undefined);
  }
  return out;
}


/** One field's value as a website reads it; references are resolved by the caller (they need the database). */
export function deliveredValue(origin: DeliveryOrigin, field: Field, value: unknown): unknown {
  if (value === null || value === undefined) return field.kind === 'list' || field.kind === 'tags' ? [] : null;
  switch (field.kind) {
    case 'text':
      if (typeof value !== 'string') return null;
      if (field.html === 'rich') return richHtmlOf(origin, value);
      if (embedRuleOf(field)) return cleanEmbedCode(value, origin.embedHosts);
      // Checked on save; read again for values stored before plain text held no markup.
      return field.html ? value : withoutMarkup(value);
    case 'url':
      return deliveredUrl(value);
    case 'tags':
      return Array.isArray(value) ? value.map((tag) => (typeof tag === 'string' ? withoutMarkup(tag) : tag)) : [];
    case 'enum': {
      const keyOf = (one: unknown) => field.enum.values.find((entry) => String(entry.value) === String(one))?.key ?? null;
      return Array.isArray(value) ? value.map(keyOf) : keyOf(value);
    }
    case 'date':
    case 'dateTime':
      return iso(value);
    case 'image':
      return imageOf(origin, value as StoredImage);
    case 'object':
      return objectOf(origin, field.fields, value);
    case 'list':
      return (Array.isArray(value) ? value : []).map((item) => objectOf(origin, field.fields, item)).filter((item) => item !== null);
    default:
      return value;
  }
}
