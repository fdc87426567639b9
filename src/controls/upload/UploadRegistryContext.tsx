import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { defaultUploadRegistry, type UploadActivity, type UploadRegistry } from './uploadRegistry.ts';

const UploadRegistryContext = createContext<UploadRegistry>(defaultUploadRegistry);

/** Gives the upload controls inside (and the warning) their own registry, e.g. one per form. */
export function UploadRegistryProvider({ registry, children }: { registry: UploadRegistry; children: ReactNode }) {
  return <UploadRegistryContext.Provider value={registry}>{children}</UploadRegistryContext.Provider>;
}

function useUploadRegistry(): UploadRegistry {
  return useContext(UploadRegistryContext);
}

/** The fields with uploads in progress, of `registry` or else of the surrounding one. */
export function useUploadActivities(registry?: UploadRegistry): readonly UploadActivity[] {
  const surrounding = useUploadRegistry();
  const used = registry ?? surrounding;
  return useSyncExternalStore(used.subscribe, used.list, used.list);
}

/** An upload control tells its form how many of its files are uploading; nothing without a field. */
export function useReportUploads(field: string | undefined, label: string, count: number): void {
  const registry = useUploadRegistry();
  useEffect(() => {
    if (field) registry.report({ field, label, count });
  }, [registry, field, label, count]);
  useEffect(() => {
    if (!field) return undefined;
    return () => registry.clear(field);
  }, [registry, field]);
}
