import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, Button, IconButton, Paper, Stack, Tooltip } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { SimpleFormIteratorBase, SimpleFormIteratorItemBase, useArrayInput, useSimpleFormIterator, useTranslate } from 'react-admin';

interface Positioned {
  id: string | number;
}

/** dnd-kit's screen-reader texts, in the interface language; positions count from 1. */
function useAnnouncements(ids: readonly string[]) {
  const translate = useTranslate();
  const position = (id: string | number | undefined) => ids.indexOf(String(id)) + 1;
  return useMemo(
    () => ({
      screenReaderInstructions: { draggable: translate('lowcode.orderedList.instructions') },
      announcements: {
        onDragStart: ({ active }: { active: Positioned }) => translate('lowcode.orderedList.picked', { from: position(active.id) }),
        onDragOver: ({ active, over }: { active: Positioned; over: Positioned | null }) =>
          over ? translate('lowcode.orderedList.over', { from: position(active.id), to: position(over.id) }) : undefined,
        onDragEnd: ({ active, over }: { active: Positioned; over: Positioned | null }) =>
          translate('lowcode.orderedList.dropped', { from: position(active.id), to: position(over?.id ?? active.id) }),
        onDragCancel: ({ active }: { active: Positioned }) => translate('lowcode.orderedList.cancelled', { from: position(active.id) }),
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [translate, ids],
  );
}

function SortableItem({ id, index, disabled, children }: { id: string; index: number; disabled?: boolean; children: ReactNode }) {
  const translate = useTranslate();
  const { remove } = useSimpleFormIterator();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  const position = index + 1;
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      data-testid="ordered-list-item"
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 1, transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 2 : undefined, position: 'relative', opacity: isDragging ? 0.85 : 1 }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        size="small"
        aria-label={translate('lowcode.orderedList.move', { position })}
        disabled={disabled}
        sx={{ cursor: 'grab', mt: 0.5 }}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
        {children}
      </Stack>
      <Tooltip title={translate('lowcode.orderedList.remove', { position })}>
        <span>
          <IconButton size="small" onClick={() => remove(index)} disabled={disabled} aria-label={translate('lowcode.orderedList.remove', { position })}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Paper>
  );
}

function SortableItems({ children, disabled }: { children: ReactNode; disabled?: boolean }) {
  const translate = useTranslate();
  const { fields } = useArrayInput();
  const { reOrder, add } = useSimpleFormIterator();
  const ids = useMemo(() => fields.map((item) => item.id), [fields]);
  const accessibility = useAnnouncements(ids);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    reOrder(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          {fields.map((item, index) => (
            <SimpleFormIteratorItemBase key={item.id} index={index}>
              <SortableItem id={item.id} index={index} disabled={disabled}>
                {children}
              </SortableItem>
            </SimpleFormIteratorItemBase>
          ))}
        </SortableContext>
      </DndContext>
      <Box>
        <Button size="small" startIcon={<AddIcon />} onClick={() => add()} disabled={disabled}>
          {translate('lowcode.orderedList.add')}
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * An ArrayInput's items, reordered by dragging their handle with the mouse or, from the keyboard,
 * by picking the handle up with Space and moving it with the arrow keys; `children` are rendered
 * inside each item's source context (useSimpleFormIteratorItem gives the item its index).
 */
export function SortableFormIterator({ children, disabled }: { children: ReactNode; disabled?: boolean }) {
  return (
    <SimpleFormIteratorBase>
      <SortableItems disabled={disabled}>{children}</SortableItems>
    </SimpleFormIteratorBase>
  );
}
