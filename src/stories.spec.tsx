import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import preview from '../.storybook/preview';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

// Every story in src/, found by the glob, so a new story is tested without touching this file.
const storyModules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

// Before composing: composeStories takes the project annotations (the app's context) set at that moment.
setProjectAnnotations(preview);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('stories', () => {
  it('finds the shell stories', () => {
    expect(Object.keys(storyModules).length).toBeGreaterThanOrEqual(11);
  });

  for (const [path, module] of Object.entries(storyModules)) {
    describe(path, () => {
      for (const [name, Story] of Object.entries(composeStories(module)) as [string, ComposedStory][]) {
        it(name, async () => {
          const errors = vi.spyOn(console, 'error');
          await Story.run();
          // react-admin logs each refused data provider call in development: a story may expect its refusals.
          const expected = (Story.parameters.expectedErrors ?? []) as string[];
          expect(errors.mock.calls.map((call) => String(call[0])).filter((error) => !expected.includes(error))).toEqual([]);
          // A story that renders a lot in jsdom (pages of cards) says how long it needs.
        }, Story.parameters.testTimeout as number | undefined);
      }
    });
  }
});
