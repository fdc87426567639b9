import type { ReactNode } from 'react';
import { SortableList } from '../../controls/board/SortableList.tsx';
import { HeadlineCard } from './HeadlineCard.tsx';
import type { HeadlineItem } from './headlineMethods.ts';

export interface SortableHeadlineListProps {
  items: readonly HeadlineItem[];
  /** How many the site shows: the cards after it are greyed. */
  itemCount: number;
  /** A drop that changes the order: the item now follows `afterItemId` (null: the top). */
  onMove(itemId: string, afterItemId: string | null): void;
  /** The card's menu. */
  actionsOf?(item: HeadlineItem): ReactNode;
}

const titleOf = (item: HeadlineItem) => item.title || item.content?.title || '';
const isAuto = (item: HeadlineItem) => item.auto;

/** A headline's live items on the sortable list (src/controls/board/): auto items follow the manual ones and do not move. */
export function SortableHeadlineList({ items, itemCount, onMove, actionsOf }: SortableHeadlineListProps) {
  return (
    <SortableList
      rows={items}
      titleOf={titleOf}
      texts="headlines.drag"
      fixed={isAuto}
      onMove={onMove}
      renderRow={(item, index, handle) => (
        <HeadlineCard
          ref={handle.ref}
          item={item}
          notShown={index >= itemCount}
          dragging={handle.dragging}
          actions={item.auto ? undefined : actionsOf?.(item)}
          style={handle.style}
          {...handle.props}
          sx={handle.sx}
        />
      )}
    />
  );
}
