import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { useTranslate } from 'react-admin';

/**
 * What a screen reader hears while a row is moved with the keyboard, in the interface's language:
 * the texts under `texts` (`instructions`, `start`, `over`, `end`, `cancel`, with %{title} and
 * %{position}); positions count from `firstPosition`.
 */
export function useDragAnnouncements<T extends { id: string }>(
  rows: readonly T[],
  titleOf: (row: T) => string,
  texts: string,
  firstPosition = 1,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const translate = useTranslate();
  const title = (id: unknown) => {
    const row = rows.find((candidate) => candidate.id === id);
    return row ? titleOf(row) : '';
  };
  const position = (id: unknown) => rows.findIndex((candidate) => candidate.id === id) + firstPosition;
  return {
    screenReaderInstructions: { draggable: translate(`${texts}.instructions`) },
    announcements: {
      onDragStart: ({ active }) => translate(`${texts}.start`, { title: title(active.id), position: position(active.id) }),
      onDragOver: ({ active, over }) => (over ? translate(`${texts}.over`, { title: title(active.id), position: position(over.id) }) : undefined),
      onDragEnd: ({ active, over }) => translate(`${texts}.end`, { title: title(active.id), position: position(over?.id ?? active.id) }),
      onDragCancel: ({ active }) => translate(`${texts}.cancel`, { title: title(active.id) }),
    },
  };
}
