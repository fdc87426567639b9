import { describe, expect, it } from 'vitest';
import { typeValues } from '../../../../resources/contentTypes.ts';
import { contentFilterOf } from './contentListFilter.ts';

describe('contentFilterOf', () => {
  it('takes the type from the route and leaves out what is empty', () => {
    expect(contentFilterOf({ categoryId: [], search: '  ' }, 'photo-gallery')).toEqual({ type: typeValues('photoGallery') });
    expect(contentFilterOf({}, 'no-such-type')).toEqual({});
  });

  it('passes every choice under the API’s names', () => {
    const range = { startDate: '2026-11-01T00:00:00.000Z', endDate: '2026-11-02T23:59:59.999Z' };
    expect(contentFilterOf({ categoryId: ['3'], status: 1, editorId: '7', search: ' çağrı ', ...range }, undefined)).toEqual({
      categoryId: ['3'],
      status: [1],
      editorId: ['7'],
      contentDateFrom: range.startDate,
      contentDateTo: range.endDate,
      search: 'çağrı',
    });
  });
});
