import { describe, expect, it } from 'vitest';
import { contentStatus } from './contentStatus.ts';
import { editorSections } from './editorSections.ts';
import { typeValues } from '../../../../resources/contentTypes.ts';

const now = new Date('2026-11-25T12:00:00Z');

describe('the editor header status', () => {
  it('is unapproved until approved, scheduled while the publish date is ahead, approved after', () => {
    expect(contentStatus({ status: 2 }, now)).toBe('unapproved');
    expect(contentStatus({ status: 1, publishDate: '2026-11-25T13:00:00Z' }, now)).toBe('scheduled');
    expect(contentStatus({ status: 1, publishDate: '2026-11-25T11:00:00Z' }, now)).toBe('approved');
    expect(contentStatus({ status: '1' }, now)).toBe('approved');
  });
});

describe('the editor sections', () => {
  const names = (type: number, settings = {}) =>
    Object.fromEntries([...editorSections(type, settings)].map(([key, section]) => [key, section.fields.map(([name]) => name)]));

  it("give each type its own fields: a column's author and literary work, no gallery", () => {
    const [column] = typeValues('column');
    const sections = names(column!);
    expect(sections.classification).toContain('authorId');
    expect(sections.typeSpecific).toContain('literaryWork');
    expect(sections.media).not.toContain('images');
    expect(Object.values(sections).flat()).not.toContain('type');
  });

  it('show a site-setting field only where the site turns it on', () => {
    const [news] = typeValues('news');
    expect(names(news!).publishing).not.toContain('expirationDate');
    expect(names(news!, { isExpirationDate: true }).publishing).toContain('expirationDate');
  });
});
