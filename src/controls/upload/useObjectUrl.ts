import { useEffect, useState } from 'react';

/** A preview URL for a local file, revoked when the file changes or the component goes away. */
export function useObjectUrl(file: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return undefined;
    let created: string;
    try {
      created = URL.createObjectURL(file);
    } catch {
      // Runtimes without object URLs (server rendering, some test DOMs) just show no preview.
      return undefined;
    }
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(undefined);
    };
  }, [file]);
  return url;
}
