import { describe, expect, it } from 'vitest';
import type { HeadlineItem } from '../../../resources/picker/pickerItems.ts';
import { headlineItemInputs } from './pickedHeadlineItems.ts';

const built = (title: string): HeadlineItem =>
  ({ title, spot: '', coverImage: { vertical: `${title}-v.jpg`, horizontal: `${title}-h.jpg` } }) as HeadlineItem;

describe('headlineItemInputs', () => {
  it('places the picked items in the order picked, the first on top, contents by id and outside items whole', () => {
    const recipe = built('Mercimek çorbası');
    const inputs = headlineItemInputs([
      { provider: 'contents', providerItemId: '7', contentId: '7', item: built('Haber') },
      { provider: 'recipes', providerItemId: '12', contentId: null, item: recipe },
    ]);
    expect(inputs.map((input) => [input.order, input.contentId ?? null, input.title])).toEqual([
      [1, '7', 'Haber'],
      [2, null, 'Mercimek çorbası'],
    ]);
    expect(inputs[1]!.external).toBe(recipe);
    expect(inputs[0]!.images).toEqual({ vertical: 'Haber-v.jpg', horizontal: 'Haber-h.jpg' });
  });
});
