import type { HeadlineItemInput } from '../../graphql/graphql.ts';
import type { HeadlineItem as PickerHeadlineItem } from '../../../resources/picker/pickerItems.ts';
import type { PickedItem } from '../contentPicker/index.ts';

/**
 * What the board adds for the picker's items: our contents by id, an outside item (a recipe) with
 * the picker's headline item kept whole as `external`; title, spot and the two covers either way.
 * They go on top of the headline in the order they were picked: the first on top, the next below it
 * (each item without an order would go to the top, reversing them).
 */
export function headlineItemInputs(picked: readonly PickedItem[]): HeadlineItemInput[] {
  return picked.map(({ provider, contentId, item }, index) => {
    const built = item as PickerHeadlineItem;
    const shared = {
      provider,
      order: index + 1,
      title: built.title,
      spot: built.spot || null,
      images: { vertical: built.coverImage.vertical, horizontal: built.coverImage.horizontal },
    };
    return contentId ? { ...shared, contentId } : { ...shared, external: built };
  });
}
