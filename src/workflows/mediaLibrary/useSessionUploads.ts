import { useEffect, useState } from 'react';
import type { ImageCrop } from '../../controls/image/cropTypes.ts';
import { addUploads, type SessionUpload } from './sessionUpload.ts';

export const SESSION_UPLOADS_KEY = 'newsroom.mediaLibrary.uploads';

function readStored(): SessionUpload[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(SESSION_UPLOADS_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as SessionUpload[]) : [];
  } catch {
    return [];
  }
}

/**
 * The uploads of this browser session (kept in sessionStorage, so leaving the desk or reloading
 * keeps them and closing the tab forgets them). Given `initial`, it shows those and stores nothing.
 */
export function useSessionUploads(initial?: readonly SessionUpload[]) {
  const [items, setItems] = useState<SessionUpload[]>(() => (initial ? [...initial] : readStored()));
  useEffect(() => {
    if (!initial) window.sessionStorage.setItem(SESSION_UPLOADS_KEY, JSON.stringify(items));
  }, [initial, items]);

  return {
    items,
    add: (added: readonly SessionUpload[]) => setItems((current) => addUploads(current, added)),
    setCrops: (relativePath: string, crops: ImageCrop[]) =>
      setItems((current) => current.map((item) => (item.relativePath === relativePath ? { ...item, crops } : item))),
  };
}
