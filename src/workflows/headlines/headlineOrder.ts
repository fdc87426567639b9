import { dropTarget as boardDropTarget, movedAfter as boardMovedAfter } from '../../controls/board/boardOrder.ts';

/** What the order logic needs of an item: its id and whether the auto headline filled it in. */
interface Ordered {
  id: string;
  auto: boolean;
  order: number;
}

const isAuto = (item: Ordered) => item.auto;

/**
 * The items with `itemId` put right after `afterItemId` (null: at the top), as the server's
 * `moveHeadlineItem` does, renumbered 1..n (the board's optimistic order until the server answers);
 * undefined when either is not among the items, or the item is an auto one.
 */
export function movedAfter<T extends Ordered>(items: readonly T[], itemId: string, afterItemId: string | null): T[] | undefined {
  return boardMovedAfter(items, itemId, afterItemId, isAuto)?.map((item, index) => (item.order === index + 1 ? item : { ...item, order: index + 1 }));
}

/** What a drop of `activeId` over `overId` asks the server (src/controls/board/boardOrder.ts); auto items sit after the manual ones. */
export const dropTarget = (items: readonly Ordered[], activeId: string, overId: string | undefined) => boardDropTarget(items, activeId, overId, isAuto);

/** The contract's default item count of a headline type (a type saved before the field existed has none). */
const DEFAULT_ITEM_COUNT = 10;

/** How many items of the headline the site shows. */
export const shownCount = (headline: { headlineType: { itemCount?: number | null } }) => headline.headlineType.itemCount ?? DEFAULT_ITEM_COUNT;
