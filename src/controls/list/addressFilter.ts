/** The address parameter a list keeps its filter choices in (`?filter=…`), so a reload or a shared link keeps them. */
export const FILTER_PARAM = 'filter';

/** The choices the address holds: only an object, anything else (a hand-edited address) is no choice. */
export function readFilter<Filter extends object>(raw: string | null): Filter {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return (parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {}) as Filter;
  } catch {
    return {} as Filter;
  }
}

/** The choices that hold something, or undefined when none does (the address then has no filter). */
export function writeFilter(filter: object): string | undefined {
  const kept = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0)));
  return Object.keys(kept).length ? JSON.stringify(kept) : undefined;
}

/** Whether any choice holds something: "clear filters" has something to clear. */
export const isFiltered = (filter: object) => writeFilter(filter) !== undefined;
