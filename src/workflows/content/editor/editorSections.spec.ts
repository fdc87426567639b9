import { describe, expect, it } from 'vitest';
import { typeValues } from '../../../../resources/contentTypes.ts';
import { editorSections } from './editorSections.ts';

/** Which fields a type's editor labels as required. */
function requiredIn(type: Parameters<typeof typeValues>[0]): string[] {
  const [value] = typeValues(type);
  return [...editorSections(value, {}).values()].flatMap((section) => section.fields.filter(([, field]) => field.required).map(([name]) => name)).sort();
}

describe("the content editors' sections", () => {
  it('mark as required what the type must have, as the rules check it, beside what the declaration requires', () => {
    expect(requiredIn('news')).toEqual(['categoryId', 'coverImages', 'spot', 'status', 'text', 'title']);
    expect(requiredIn('cartoon')).toEqual(['categoryId', 'coverImages', 'status', 'title']);
    expect(requiredIn('column')).toEqual(['authorId', 'categoryId', 'coverImages', 'spot', 'status', 'text', 'title']);
    expect(requiredIn('photoGallery')).toEqual(['categoryId', 'coverImages', 'images', 'spot', 'status', 'title']);
    expect(requiredIn('infographic')).toEqual(['categoryId', 'coverImages', 'images', 'spot', 'status', 'title']);
    // The cover video keeps its add button; its file and caption say they are required once added.
    expect(requiredIn('video')).toEqual(['categoryId', 'coverImages', 'spot', 'status', 'title']);
  });
});
