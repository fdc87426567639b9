import type { HeadlineItemInput } from '../../graphql/graphql.ts';
import type { HeadlineItem as PickerHeadlineItem } from '../../../resources/picker/pickerItems.ts';
import type { PickedItem } from '../contentPicker/ContentPickerDialog.tsx';

/**
 * What the board adds for the picker's items: our contents by id, an outside item (a recipe) with
 * the picker's headline item kept whole as `external`; title, spot and the two covers either way.
 */
export function headlineItemInputs(picked: readonly PickedItem[]): HeadlineItemInput[] {
  return picked.map(({ provider, contentId, item }) => {
    const built = item as PickerHeadlineItem;
    const shared = { provider, title: built.title, spot: built.spot || null, images: { vertical: built.coverImage.vertical, horizontal: built.coverImage.horizontal } };
    return contentId ? { ...shared, contentId } : { ...shared, external: built };
  });
}
