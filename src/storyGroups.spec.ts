import { describe, expect, it } from 'vitest';
import { groupsOf, STORY_GROUPS, storyFiles } from './test/storyGroups';

// The spec files that render the groups, by name only (never loaded here).
const groupSpecs = import.meta.glob('./stories.*.spec.tsx');

describe('story groups', () => {
  it('put every story in exactly one group', () => {
    const files = Object.keys(storyFiles);
    expect(files.length).toBeGreaterThanOrEqual(11);
    expect(files.filter((file) => groupsOf(file).length !== 1).map((file) => `${file}: ${groupsOf(file).join(', ') || 'no group'}`)).toEqual([]);
  });

  it('have one spec file each, and every spec file renders a group', () => {
    expect(Object.keys(groupSpecs).sort()).toEqual(Object.keys(STORY_GROUPS).map((group) => `./stories.${group}.spec.tsx`).sort());
  });
});
