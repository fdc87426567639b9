import { closestCenter, DndContext, KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { HeadlineCard } from './HeadlineCard.tsx';
import type { HeadlineItem } from './headlineMethods.ts';
import { dropTarget } from './headlineOrder.ts';
import { useDragAnnouncements } from './useDragAnnouncements.ts';

export interface SortableHeadlineListProps {
  items: readonly HeadlineItem[];
  /** How many the site shows: the cards after it are greyed. */
  itemCount: number;
  /** A drop that changes the order: the item now follows `afterItemId` (null: the top). */
  onMove(itemId: string, afterItemId: string | null): void;
  /** The card's menu. */
  actionsOf?(item: HeadlineItem): ReactNode;
}

function SortableCard({ item, notShown, actions }: { item: HeadlineItem; notShown: boolean; actions?: ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, disabled: item.auto });
  const movable = !item.auto;
  return (
    <HeadlineCard
      ref={setNodeRef}
      item={item}
      notShown={notShown}
      dragging={isDragging}
      actions={actions}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      {...(movable ? { ...attributes, ...listeners, 'aria-label': item.title || item.content?.title || '' } : {})}
      sx={movable ? { cursor: 'grab', touchAction: 'none', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' } } : undefined}
    />
  );
}

/**
 * A headline's live items, reordered by dragging with the mouse, a finger, or the keyboard (space
 * picks a card up, the arrows move it, space drops it, escape cancels), announced in the
 * interface's language. Auto items follow the manual ones and do not move.
 */
export function SortableHeadlineList({ items, itemCount, onMove, actionsOf }: SortableHeadlineListProps) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useDragAnnouncements(items);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const target = dropTarget(items, String(active.id), over ? String(over.id) : undefined);
    if (target) onMove(String(active.id), target.afterItemId);
  };
  const manualIds = items.filter((item) => !item.auto).map((item) => item.id);
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
      <SortableContext items={manualIds} strategy={verticalListSortingStrategy}>
        <Stack spacing={0.5} component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item, index) => (
            <li key={item.id}>
              <SortableCard item={item} notShown={index >= itemCount} actions={item.auto ? undefined : actionsOf?.(item)} />
            </li>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
