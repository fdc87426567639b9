/**
 * From the API's picker items to what the dialog lists and hands over: each item through its tab's
 * transformer (resources/picker/), a transformer's refusal kept as its message name rather than thrown.
 */
import { PickerError, type PickerErrorName } from '../../../resources/picker/pickerError.ts';
import type { HeadlineItem, MailingItem, PickerTarget } from '../../../resources/picker/pickerItems.ts';
import type { PickerRegistry } from '../../../resources/picker/pickerRegistry.ts';
import { contentProvider } from '../../../resources/picker/providers/contents.ts';
import type { PickerEntry, PickerTargetItem } from './pickerState.ts';

/** An item as the API lists it (`pickerItems`). */
export interface PickerApiItem {
  provider: string;
  id: string;
  entity: unknown;
}

/** A line of the items list: the item it becomes, or why it cannot be taken. */
export type PickerRow = { id: string; provider: string; item: PickerTargetItem; error: null } | { id: string; provider: string; item: null; error: PickerErrorName };

/** What the dialog hands to the headline board or the newsletter. */
export interface PickedItem {
  provider: string;
  /** The item's id at its provider ('12' for the recipe 12). */
  providerItemId: string;
  /** Our content's id when the item is one of our contents, else null. */
  contentId: string | null;
  item: HeadlineItem | MailingItem;
}

type PickerEntryEdits = Readonly<Record<string, PickerTargetItem>>;

/** Spec 02 §4: a tab whose provider or transformer is missing warns (with spec 02 §8's message) and lists nothing. */
export const tabWarning = (registry: PickerRegistry, tab: string, target: PickerTarget): PickerErrorName | null =>
  registry.has(tab, target) ? null : 'notFound';

const refusalOf = (error: unknown): PickerErrorName => (error instanceof PickerError ? error.messageName : 'notFound');

export function pickerRows(registry: PickerRegistry, target: PickerTarget, items: readonly PickerApiItem[], edits: PickerEntryEdits): PickerRow[] {
  return items.map(({ provider, id, entity }) => {
    const edited = edits[id];
    if (edited) return { id, provider, item: edited, error: null };
    try {
      return { id, provider, item: registry.transform(provider, target, entity), error: null };
    } catch (error) {
      return { id, provider, item: null, error: refusalOf(error) };
    }
  });
}

/** What a line shows of a headline or a mailing item: its image, title and date. */
export function rowView(item: PickerTargetItem): { title: string; image: string; date: string } {
  if ('coverImage' in item) return { title: item.title, image: item.coverImage.horizontal, date: item.createdDate };
  return { title: item.title, image: item.imageUrl, date: item.contentDate };
}

export function pickedItems(entries: readonly PickerEntry[]): PickedItem[] {
  return entries.map(({ id, provider, item }) => {
    const providerItemId = id.startsWith(`${provider}:`) ? id.slice(provider.length + 1) : id;
    return { provider, providerItemId, contentId: provider === contentProvider.name ? providerItemId : null, item };
  });
}
