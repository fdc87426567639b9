/** What the order logic needs of a row: its id. */
interface Identified {
  id: string;
}

/**
 * The rows with `id` put right after `afterId` (null: at the top), as the server's moves do;
 * undefined when either is not among the rows, or nothing moves. `fixed` rows (an auto headline's)
 * do not move.
 */
export function movedAfter<T extends Identified>(rows: readonly T[], id: string, afterId: string | null, fixed: (row: T) => boolean = () => false): T[] | undefined {
  const moved = rows.find((row) => row.id === id);
  if (!moved || fixed(moved) || id === afterId) return undefined;
  const rest = rows.filter((row) => row.id !== id);
  const at = afterId === null ? 0 : rest.findIndex((row) => row.id === afterId) + 1;
  if (at === 0 && afterId !== null) return undefined;
  return [...rest.slice(0, at), moved, ...rest.slice(at)];
}

/**
 * What a drop of `activeId` over `overId` asks the server: the row it now follows (null: the top).
 * Undefined when nothing moves. Fixed rows sit after the movable ones, so a row never lands among them.
 */
export function dropTarget<T extends Identified>(rows: readonly T[], activeId: string, overId: string | undefined, fixed: (row: T) => boolean = () => false): { afterItemId: string | null } | undefined {
  if (overId === undefined || activeId === overId) return undefined;
  const movable = rows.filter((row) => !fixed(row));
  const from = movable.findIndex((row) => row.id === activeId);
  const to = movable.findIndex((row) => row.id === overId);
  if (from < 0 || to < 0) return undefined;
  const rest = movable.filter((row) => row.id !== activeId);
  // The row takes the place of the one it was dropped over (dnd-kit's arrayMove): it follows what now precedes that place.
  return { afterItemId: rest[to - 1]?.id ?? null };
}
