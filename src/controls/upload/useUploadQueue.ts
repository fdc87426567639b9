import { useEffect, useState, useSyncExternalStore } from 'react';
import { createUploadQueue, type UploadQueue, type UploadQueueOptions } from './uploadQueue.ts';
import type { UploadItem } from './uploadTypes.ts';

/**
 * One upload queue for the component's lifetime; later renders update its options (accept,
 * onComplete, …). Running uploads are aborted when the component goes away.
 */
export function useUploadQueue(options: UploadQueueOptions = {}): UploadQueue {
  const [queue] = useState(() => createUploadQueue(options));
  // The latest accept and callbacks, read by the queue's events and by this render's children.
  queue.configure(options);
  useEffect(() => () => queue.abortAll(), [queue]);
  return queue;
}

/** The queue's files, re-rendering on every change. */
export function useUploadItems(queue: UploadQueue): readonly UploadItem[] {
  return useSyncExternalStore(queue.subscribe, queue.getItems, queue.getItems);
}
