import { describe, expect, it } from 'vitest';
import { HANDBOOK } from '../../resources/handbook/index.ts';
import { handbookVersion } from './currentHandbook.ts';

describe('the handbook version', () => {
  it('follows the text of either language: any edit is a new version', () => {
    const current = handbookVersion(HANDBOOK);
    expect(current).toMatch(/^[0-9a-f]{12}$/);
    expect(handbookVersion({ ...HANDBOOK })).toBe(current);
    const editedParagraph = { ...HANDBOOK.en, sections: HANDBOOK.en.sections.map((section, index) => (index === 0 ? { ...section, paragraphs: [...section.paragraphs, 'One more rule.'] } : section)) };
    expect(handbookVersion({ ...HANDBOOK, en: editedParagraph })).not.toBe(current);
    expect(handbookVersion({ ...HANDBOOK, tr: { ...HANDBOOK.tr, title: 'Editör El Kitabı (2027)' } })).not.toBe(current);
  });

  it('has the same sections in Turkish and English, and says that non-compliance can lead to action under the labour law', () => {
    expect(HANDBOOK.tr.sections.map((section) => section.paragraphs.length)).toEqual(HANDBOOK.en.sections.map((section) => section.paragraphs.length));
    expect(JSON.stringify(HANDBOOK.tr)).toContain('İş Kanunu');
    expect(JSON.stringify(HANDBOOK.en)).toContain('Labour Law');
  });
});
