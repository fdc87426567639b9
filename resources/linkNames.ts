/**
 * The link name a save stores for a record the sites address by words (a live transfer, an SEO
 * content): the one the editor wrote, else the slug of the record's name or title (its markup
 * dropped: 'Şükrü İğdeli' → `sukru-igdeli`); null when that has no letter or digit. A link name the
 * editor wrote is kept when the name changes; emptied, it is made again.
 */
import { withoutMarkup } from './plainText.ts';
import { slugOf } from './turkishText.ts';

export function linkNameOf(written: unknown, name: unknown): string | null {
  const kept = typeof written === 'string' ? written.trim() : '';
  if (kept !== '') return kept;
  const made = slugOf(typeof name === 'string' ? withoutMarkup(name) : '');
  return made === '' ? null : made;
}
