import type { GlobalSearchGroup, GlobalSearchHit } from './globalSearchMethods.ts';
import { hitPathOf, showAllPathOf } from './hitPaths.ts';

/** One line the arrow keys stop on: a hit, or a group's "show all". */
export interface SearchOption {
  key: string;
  path: string;
  hit?: GlobalSearchHit;
}

export interface OptionGroup {
  group: GlobalSearchGroup;
  options: SearchOption[];
}

/** The groups worth showing (a hit, or a failure to tell) with their options in the order the arrows walk them. */
export function optionGroupsOf(groups: readonly GlobalSearchGroup[], query: string): OptionGroup[] {
  return groups
    .filter((group) => group.hits.length > 0 || group.failed)
    .map((group) => {
      const options: SearchOption[] = group.hits.map((hit) => ({ key: `${hit.resource}:${hit.id}`, path: hitPathOf(hit), hit }));
      const showAll = group.more ? showAllPathOf(group.kind, query) : undefined;
      if (showAll) options.push({ key: `${group.kind}:all`, path: showAll });
      return { group, options };
    });
}

/** The option `step` away from `current` (-1 when none is active), wrapping at both ends. */
export function movedIndex(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
