/** What the order logic needs of an item: its id and whether the auto headline filled it in. */
interface Ordered {
  id: string;
  auto: boolean;
  order: number;
}

/** The same items renumbered 1..n in the order given (the board's optimistic order until the server answers). */
const renumbered = <T extends Ordered>(items: readonly T[]): T[] => items.map((item, index) => (item.order === index + 1 ? item : { ...item, order: index + 1 }));

/**
 * The items with `itemId` put right after `afterItemId` (null: at the top), as the server's
 * `moveHeadlineItem` does; undefined when either is not among the items, or the item is an auto one.
 */
export function movedAfter<T extends Ordered>(items: readonly T[], itemId: string, afterItemId: string | null): T[] | undefined {
  const moved = items.find((item) => item.id === itemId);
  if (!moved || moved.auto || itemId === afterItemId) return undefined;
  const rest = items.filter((item) => item.id !== itemId);
  const at = afterItemId === null ? 0 : rest.findIndex((item) => item.id === afterItemId) + 1;
  if (at === 0 && afterItemId !== null) return undefined;
  return renumbered([...rest.slice(0, at), moved, ...rest.slice(at)]);
}

/**
 * What a drop of `activeId` over `overId` asks the server: the item it now follows (null: the top).
 * Undefined when nothing moves. Auto items sit after the manual ones, so a manual item never lands among them.
 */
export function dropTarget(items: readonly Ordered[], activeId: string, overId: string | undefined): { afterItemId: string | null } | undefined {
  if (overId === undefined || activeId === overId) return undefined;
  const manual = items.filter((item) => !item.auto);
  const from = manual.findIndex((item) => item.id === activeId);
  const to = manual.findIndex((item) => item.id === overId);
  if (from < 0 || to < 0) return undefined;
  const rest = manual.filter((item) => item.id !== activeId);
  // The item takes the place of the one it was dropped over (dnd-kit's arrayMove): it follows what now precedes that place.
  return { afterItemId: rest[to - 1]?.id ?? null };
}

/** The contract's default item count of a headline type (a type saved before the field existed has none). */
const DEFAULT_ITEM_COUNT = 10;

/** How many items of the headline the site shows. */
export const shownCount = (headline: { headlineType: { itemCount?: number | null } }) => headline.headlineType.itemCount ?? DEFAULT_ITEM_COUNT;
