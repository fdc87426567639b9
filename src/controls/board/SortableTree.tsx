import {
  closestCenter,
  DndContext,
  KeyboardCode,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragMoveEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Stack } from '@mui/material';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { MOVABLE_SX, type SortableHandle } from './SortableList.tsx';
import { descendantIds, projectTreeMove, treeDepths, type TreeRow } from './treeOrder.ts';

export interface SortableTreeProps<T extends TreeRow> {
  /** The tree flat in preorder: a parent before its children. */
  rows: readonly T[];
  /** How many levels the tree holds at most (1: a flat list). */
  maxLevels: number;
  /** The row's name, for its label and the announcements. */
  titleOf(row: T): string;
  /** The key under which the announcements' texts are (`instructions`, `start`, `over`, `level`, `end`, `cancel`, with %{title}, %{position} and %{level}). */
  texts: string;
  /** Pixels per level, for the indentation and for the drag's horizontal offset. */
  indent?: number;
  /** Nothing moves (a read-only screen). */
  disabled?: boolean;
  /** A drop that changed the tree: the rows in their new order, the moved one under its new parent. */
  onChange(rows: T[]): void;
  /** The row at `depth` (0: first level; the moved row's: where it would land), spread with its handle; the tree indents it. */
  renderRow(row: T, depth: number, handle: SortableHandle): ReactNode;
}

/** The arrows up and down move the picked-up row as the sortable list's do; right and left change its level by one. */
const treeKeyboardCoordinates =
  (indent: number): KeyboardCoordinateGetter =>
  (event, args) => {
    if (event.code === KeyboardCode.Right || event.code === KeyboardCode.Left) {
      event.preventDefault();
      const { currentCoordinates } = args;
      return { ...currentCoordinates, x: currentCoordinates.x + (event.code === KeyboardCode.Right ? indent : -indent) };
    }
    return sortableKeyboardCoordinates(event, args);
  };

interface SortableTreeRowProps<T extends TreeRow> {
  row: T;
  /** Its level in the tree as it is (the indentation). */
  depth: number;
  /** Its level where a drag would put it (the moved row's; others: `depth`). */
  shownDepth: number;
  indent: number;
  movable: boolean;
  title: string;
  hidden: boolean;
  renderRow: SortableTreeProps<T>['renderRow'];
}

function SortableTreeRow<T extends TreeRow>({ row, depth, shownDepth, indent, movable, title, hidden, renderRow }: SortableTreeRowProps<T>) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: row.id, disabled: !movable });
  if (hidden) return null;
  // The level a drag would give shows as a shift, not as a new indentation: dnd-kit takes a moved
  // row's own layout change off the drag's offset, which would undo the level it shows.
  const shift = (shownDepth - depth) * indent;
  const handle: SortableHandle = {
    ref: setNodeRef,
    style: { transform: transform || shift ? CSS.Translate.toString({ x: shift, y: transform?.y ?? 0, scaleX: 1, scaleY: 1 }) : undefined, transition },
    dragging: isDragging,
    props: movable ? { ...attributes, ...listeners, 'aria-label': title } : {},
    sx: movable ? MOVABLE_SX : undefined,
  };
  return <li style={{ paddingLeft: depth * indent }}>{renderRow(row, shownDepth, handle)}</li>;
}

/**
 * A tree kept flat in preorder, reordered and nested by dragging, the sortable list's way (the
 * mouse after 5 px, a finger after 200 ms, the keyboard: space picks the focused row up, the arrows
 * up and down move it, right and left change its level, space drops it, escape cancels). A dragged
 * row carries its subtree (hidden while it moves); its level follows the horizontal offset, kept
 * to what the rows around it allow and to `maxLevels` with its deepest descendant, so no drop makes
 * a row its own descendant's child or the tree too deep. Announced in the interface's language.
 */
export function SortableTree<T extends TreeRow>({ rows, maxLevels, titleOf, texts, indent = 24, disabled = false, onChange, renderRow }: SortableTreeProps<T>) {
  const translate = useTranslate();
  const [activeId, setActiveId] = useState<string>();
  const [overId, setOverId] = useState<string>();
  const [offset, setOffset] = useState(0);
  const live = useRef({ activeId: undefined as string | undefined, overId: undefined as string | undefined, offset: 0, announcedLevel: -1 });
  const dropped = useRef<ReturnType<typeof projectTreeMove>>(undefined);
  const coordinates = useMemo(() => treeKeyboardCoordinates(indent), [indent]);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: coordinates }),
  );
  const depths = useMemo(() => treeDepths(rows), [rows]);
  const hidden = useMemo(() => new Set(activeId ? descendantIds(rows, activeId) : []), [rows, activeId]);
  const projectionOf = (state = live.current) =>
    state.activeId ? projectTreeMove(rows, state.activeId, state.overId ?? state.activeId, Math.round(state.offset / indent), maxLevels) : undefined;
  const projection = projectionOf({ activeId, overId, offset, announcedLevel: -1 });

  const titleById = (id: unknown) => {
    const row = rows.find((candidate) => candidate.id === id);
    return row ? titleOf(row) : '';
  };
  const shownPosition = (id: unknown) => rows.filter((row) => !hidden.has(row.id)).findIndex((row) => row.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const index = rows.findIndex((row) => row.id === active.id);
      live.current.announcedLevel = depths[index] ?? 0;
      return translate(`${texts}.start`, { title: titleById(active.id), position: index + 1, level: (depths[index] ?? 0) + 1 });
    },
    onDragMove: ({ active }) => {
      const level = projectionOf()?.projection.depth;
      if (level === undefined || level === live.current.announcedLevel) return undefined;
      live.current.announcedLevel = level;
      return translate(`${texts}.level`, { title: titleById(active.id), level: level + 1 });
    },
    onDragOver: ({ active, over }) => {
      if (!over) return undefined;
      const level = projectionOf()?.projection.depth ?? 0;
      live.current.announcedLevel = level;
      return translate(`${texts}.over`, { title: titleById(active.id), position: shownPosition(over.id), level: level + 1 });
    },
    onDragEnd: ({ active }) => {
      const moved = dropped.current;
      const index = rows.findIndex((row) => row.id === active.id);
      const at = moved ? moved.rows.findIndex((row) => row.id === active.id) + 1 : index + 1;
      return translate(`${texts}.end`, { title: titleById(active.id), position: at, level: (moved?.projection.depth ?? depths[index] ?? 0) + 1 });
    },
    onDragCancel: ({ active }) => translate(`${texts}.cancel`, { title: titleById(active.id) }),
  };

  const reset = () => {
    live.current = { activeId: undefined, overId: undefined, offset: 0, announcedLevel: -1 };
    setActiveId(undefined);
    setOverId(undefined);
    setOffset(0);
  };
  const onDragStart = ({ active }: DragStartEvent) => {
    live.current = { ...live.current, activeId: String(active.id), overId: String(active.id), offset: 0 };
    setActiveId(String(active.id));
    setOverId(String(active.id));
  };
  const onDragMove = ({ delta }: DragMoveEvent) => {
    live.current.offset = delta.x;
    setOffset(delta.x);
  };
  const onDragOver = ({ over }: DragOverEvent) => {
    live.current.overId = over ? String(over.id) : undefined;
    setOverId(over ? String(over.id) : undefined);
  };
  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    // The drop's own place and offset: the last move's effects may not have run yet.
    const moved = projectionOf({ ...live.current, activeId: String(active.id), overId: over ? String(over.id) : undefined, offset: delta.x });
    // What the drop announcement (heard after this handler) says.
    dropped.current = moved;
    reset();
    if (!moved) return;
    const changed = moved.rows.some((row, index) => row.id !== rows[index]?.id || row.parentId !== rows[index]?.parentId);
    if (changed) onChange(moved.rows.map((row) => row as T));
  };

  const movableIds = rows.filter((row) => !hidden.has(row.id)).map((row) => row.id);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={reset}
      accessibility={{ announcements, screenReaderInstructions: { draggable: translate(`${texts}.instructions`) } }}
    >
      <SortableContext items={movableIds} strategy={verticalListSortingStrategy} disabled={disabled}>
        <Stack spacing={0.5} component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows.map((row, index) => (
            <SortableTreeRow
              key={row.id}
              row={row}
              depth={depths[index]!}
              shownDepth={row.id === activeId && projection ? projection.projection.depth : depths[index]!}
              indent={indent}
              movable={!disabled}
              hidden={hidden.has(row.id)}
              title={titleOf(row)}
              renderRow={renderRow}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
