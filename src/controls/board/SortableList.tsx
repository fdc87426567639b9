import { closestCenter, DndContext, KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Stack, type Theme } from '@mui/material';
import type { SystemStyleObject } from '@mui/system';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { dropTarget } from './boardOrder.ts';
import { useDragAnnouncements } from './useDragAnnouncements.ts';

/** What a row spreads on its element to be picked up and moved. */
export interface SortableHandle {
  ref: (node: HTMLElement | null) => void;
  style: CSSProperties;
  /** Being dragged: the row stays as a faint placeholder. */
  dragging: boolean;
  /** The pick-up's attributes and listeners, with the row's name; none on a fixed row. */
  props: HTMLAttributes<HTMLElement>;
  /** The grab cursor and the focus ring; none on a fixed row. */
  sx: SystemStyleObject<Theme> | undefined;
}

export interface SortableListProps<T extends { id: string }> {
  rows: readonly T[];
  /** The row's name, for its label and the announcements. */
  titleOf(row: T): string;
  /** The key under which the announcements' texts are (`instructions`, `start`, `over`, `end`, `cancel`). */
  texts: string;
  /** Rows that do not move (they follow the movable ones). */
  fixed?(row: T): boolean;
  /** The position the first row is announced at (a list that follows another). */
  firstPosition?: number;
  /** A drop that changes the order: the row now follows `afterId` (null: the top). */
  onMove(id: string, afterId: string | null): void;
  renderRow(row: T, index: number, handle: SortableHandle): ReactNode;
  /** Between the rows, in theme spacing units. */
  spacing?: number;
}

export const MOVABLE_SX: SystemStyleObject<Theme> = { cursor: 'grab', touchAction: 'none', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' } };

function SortableRow<T extends { id: string }>({ row, index, movable, title, renderRow }: { row: T; index: number; movable: boolean; title: string; renderRow: SortableListProps<T>['renderRow'] }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: row.id, disabled: !movable });
  const handle: SortableHandle = {
    ref: setNodeRef,
    style: { transform: CSS.Translate.toString(transform), transition },
    dragging: isDragging,
    props: movable ? { ...attributes, ...listeners, 'aria-label': title } : {},
    sx: movable ? MOVABLE_SX : undefined,
  };
  return <li>{renderRow(row, index, handle)}</li>;
}

/**
 * Rows reordered by dragging with the mouse (after 5 px), a finger (after 200 ms) or the keyboard
 * (space picks the focused row up, the arrows move it, space drops it, escape cancels), announced in
 * the interface's language. A drop tells `onMove` which row the moved one now follows; the list
 * shows whatever order it is given next (the caller's optimistic order, then the server's).
 */
export function SortableList<T extends { id: string }>({ rows, titleOf, texts, fixed = () => false, firstPosition = 1, onMove, renderRow, spacing = 0.5 }: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useDragAnnouncements(rows, titleOf, texts, firstPosition);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const target = dropTarget(rows, String(active.id), over ? String(over.id) : undefined, fixed);
    if (target) onMove(String(active.id), target.afterItemId);
  };
  const movableIds = rows.filter((row) => !fixed(row)).map((row) => row.id);
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
      <SortableContext items={movableIds} strategy={verticalListSortingStrategy}>
        <Stack spacing={spacing} component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows.map((row, index) => (
            <SortableRow key={row.id} row={row} index={index} movable={!fixed(row)} title={titleOf(row)} renderRow={renderRow} />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
