import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contents } from '../../resources/content.ts';
import { CONTENT_TYPES } from '../../resources/contentTypes.ts';
import { fieldApplies } from '../../resources/fields.ts';
import { firstFailure } from '../../resources/validation.ts';

/** docs/content-types.md's table of types and fields is the declaration's: each `when`, and what its rules refuse empty. */
const COLUMNS: Record<string, string> = {
  news: 'News', video: 'Video', photoGallery: 'Gallery', column: 'Column', cartoon: 'Cartoon',
  infographic: 'Infogr.', promotion: 'Promo', podcast: 'Podcast', officialAnnouncement: 'Announc.',
};

function fieldTable(): string {
  const lines = [`| Field | ${CONTENT_TYPES.map((type) => COLUMNS[type.key]).join(' | ')} |`, `|---|${CONTENT_TYPES.map(() => ':-:').join('|')}|`];
  for (const [name, field] of Object.entries(contents.fields)) {
    if (field.readOnly) continue;
    const cells = CONTENT_TYPES.map((type) => {
      const values = { type: type.value };
      if (!fieldApplies(field, values)) return '';
      const empty = field.kind === 'list' || field.kind === 'tags' ? [] : null;
      return firstFailure(contents.rules[name] ?? [], empty, { fieldLabel: name, values }) ? '**R**' : '✓';
    });
    lines.push(`| \`${name}\`${field.siteSetting ? ` (${field.siteSetting})` : ''} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

describe('docs/content-types.md, "Content types and their fields"', () => {
  it('shows which type has which field and which are required, as resources/content.ts declares', () => {
    expect(readFileSync('docs/content-types.md', 'utf8')).toContain(fieldTable());
  });
});
