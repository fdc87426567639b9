import { closestCenter, DndContext, KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { IconButton, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MailingItemInput } from '../../graphql/graphql.ts';

/** An item of the form with a key of its own: the same content twice is refused, not keyed twice. */
export interface KeyedMailingItem extends MailingItemInput {
  key: string;
}

export interface MailingItemsProps {
  items: readonly KeyedMailingItem[];
  onChange(items: KeyedMailingItem[]): void;
  readOnly?: boolean;
}

function ItemRow({ item, index, count, readOnly, onMove, onRemove }: { item: KeyedMailingItem; index: number; count: number; readOnly: boolean; onMove(to: number): void; onRemove(): void }) {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.key, disabled: readOnly });
  return (
    <Paper ref={setNodeRef} variant="outlined" sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 0.5, opacity: isDragging ? 0.6 : 1 }} style={{ transform: CSS.Translate.toString(transform), transition }}>
      {!readOnly && (
        <IconButton ref={setActivatorNodeRef} size="small" aria-label={`${translate('mailingScreens.items.drag')}: ${item.title ?? ''}`} sx={{ cursor: 'grab', touchAction: 'none' }} {...attributes} {...listeners}>
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ width: 24, textAlign: 'right' }}>
        {index + 1}
      </Typography>
      {item.imageUrl && <img src={item.imageUrl} alt="" width={48} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} />}
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" fontWeight={600} noWrap>
          {item.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap>
          {item.spot}
        </Typography>
      </Stack>
      {!readOnly && (
        <>
          <IconButton size="small" aria-label={translate('mailingScreens.items.moveUp')} disabled={index === 0} onClick={() => onMove(index - 1)}>
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={translate('mailingScreens.items.moveDown')} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={translate('mailingScreens.items.remove')} onClick={onRemove}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </>
      )}
    </Paper>
  );
}

/**
 * A newsletter's items in the order they are sent: dragged with the mouse, a finger or the
 * keyboard (space, the arrows, space), moved with the arrow buttons, removed. The order is the array.
 */
export function MailingItems({ items, onChange, readOnly = false }: MailingItemsProps) {
  const translate = useTranslate();
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => onChange(arrayMove([...items], from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = items.findIndex((item) => item.key === active.id);
    const to = over ? items.findIndex((item) => item.key === over.id) : -1;
    if (from >= 0 && to >= 0 && from !== to) move(from, to);
  };
  if (items.length === 0) return <Typography color="text.secondary">{translate('mailingScreens.items.empty')}</Typography>;
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items.map((item) => item.key)} strategy={verticalListSortingStrategy}>
        <Stack spacing={0.5} component="ol" aria-label={translate('mailingScreens.items.list')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item, index) => (
            <li key={item.key}>
              <ItemRow item={item} index={index} count={items.length} readOnly={readOnly} onMove={(to) => move(index, to)} onRemove={() => onChange(items.filter((other) => other.key !== item.key))} />
            </li>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
