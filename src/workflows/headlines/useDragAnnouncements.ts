import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { useTranslate } from 'react-admin';
import type { HeadlineItem } from './headlineMethods.ts';

/** What a screen reader hears while a card is moved with the keyboard, in the interface's language. */
export function useDragAnnouncements(items: readonly HeadlineItem[]): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const translate = useTranslate();
  const titleOf = (id: unknown) => {
    const item = items.find((candidate) => candidate.id === id);
    return item?.title || item?.content?.title || '';
  };
  const positionOf = (id: unknown) => items.findIndex((candidate) => candidate.id === id) + 1;
  return {
    screenReaderInstructions: { draggable: translate('headlines.drag.instructions') },
    announcements: {
      onDragStart: ({ active }) => translate('headlines.drag.start', { title: titleOf(active.id), position: positionOf(active.id) }),
      onDragOver: ({ active, over }) => (over ? translate('headlines.drag.over', { title: titleOf(active.id), position: positionOf(over.id) }) : undefined),
      onDragEnd: ({ active, over }) => translate('headlines.drag.end', { title: titleOf(active.id), position: positionOf(over?.id ?? active.id) }),
      onDragCancel: ({ active }) => translate('headlines.drag.cancel', { title: titleOf(active.id) }),
    },
  };
}
