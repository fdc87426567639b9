/** Uploads in progress per form field, for the waitUpload rule and the form's warning (spec 02 §5). */
export interface UploadActivity {
  field: string;
  /** The field's name as the user reads it (already translated). */
  label: string;
  count: number;
}

export interface UploadRegistry {
  report(activity: UploadActivity): void;
  clear(field: string): void;
  get(field: string): UploadActivity | undefined;
  list(): readonly UploadActivity[];
  subscribe(listener: () => void): () => void;
}

export function createUploadRegistry(): UploadRegistry {
  let activities: readonly UploadActivity[] = [];
  const listeners = new Set<() => void>();
  const set = (next: readonly UploadActivity[]) => {
    activities = next;
    listeners.forEach((listener) => listener());
  };
  const without = (field: string) => activities.filter((activity) => activity.field !== field);
  return {
    report(activity) {
      const existing = activities.find((entry) => entry.field === activity.field);
      if (existing?.count === activity.count && existing.label === activity.label) return;
      set(activity.count > 0 ? [...without(activity.field), activity] : without(activity.field));
    },
    clear(field) {
      if (activities.some((activity) => activity.field === field)) set(without(field));
    },
    get: (field) => activities.find((activity) => activity.field === field),
    list: () => activities,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Used when no <UploadRegistryProvider> is around: field names of one open form are unique enough. */
export const defaultUploadRegistry = createUploadRegistry();
