import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

/**
 * The stories are rendered by several spec files, `src/stories.<group>.spec.tsx`, so Vitest renders
 * the groups in parallel (in one file they took two and a half minutes of one worker). A group lists
 * story folders (ending in `/`) and single story files; src/storyGroups.spec.ts fails when a story is
 * in no group, in two, or in a group without its spec file.
 */
/**
 * React's notice that act() was called while the test environment's act flag was off: said of the
 * test harness (testing-library turns the flag off around its own waits, and a story's user events
 * may call act() meanwhile), not of the screen, so a story is not failed for it.
 */
const ACT_ENVIRONMENT_WARNING = 'The current testing environment is not configured to support act(';

export const STORY_GROUPS: Record<string, string[]> = {
  // Balanced on the stories' render times in a whole run (about 70 s of one worker each on a loaded 2-core machine).
  lowcodeAndUpload: ['lowcode/', 'controls/upload/'],
  mediaPicker: ['controls/mediaPicker/', 'controls/image/'],
  mediaLibraryAndText: ['workflows/mediaLibrary/', 'controls/richText/'],
  agencyDesk: ['workflows/agencyDesk/AgencyDesk.stories.tsx', 'workflows/agencyDesk/AgencyFilterToolbar.stories.tsx', 'workflows/agencyDesk/NewItemsNotice.stories.tsx'],
  agencyItemAndContent: ['workflows/agencyDesk/AgencyItemDrawer.stories.tsx', 'workflows/content/'],
  shellAndSettings: ['alerts/', 'platform/', 'layout/', 'pages/', 'controls/screen/', 'controls/list/', 'workflows/siteSettings/', 'workflows/permissionMatrix/', 'workflows/handbook/', 'workflows/editPermit/'],
  pickerAndHeadlines: ['workflows/contentPicker/', 'workflows/headlines/', 'workflows/mailing/'],
  notifications: ['workflows/notifications/'],
  editorReport: ['workflows/editorReport/', 'workflows/activityLog/'],
  globalSearch: ['workflows/globalSearch/'],
  videoQueue: ['workflows/videoQueue/'],
  storyBoard: ['controls/board/', 'workflows/stories/Board'],
  storyEditor: ['workflows/stories/StoryEditor.stories.tsx', 'workflows/stories/StoryPreview.stories.tsx', 'workflows/stories/ReelDetailScreen.stories.tsx'],
  seoContents: ['workflows/seoContents/'],
  webhooks: ['workflows/webhooks/'],
  socialMedia: ['workflows/socialMedia/'],
  users: ['workflows/users/'],
};

// Every story in src/, found by the glob (not loaded until its group asks), so a new story needs no list.
export const storyFiles = import.meta.glob<StoryModule>('../**/*.stories.tsx');

/** The groups a story file (`../<folder>/….stories.tsx`) falls in: one, unless the lists above overlap or miss it. */
export const groupsOf = (file: string) =>
  Object.entries(STORY_GROUPS)
    .filter(([, entries]) => entries.some((entry) => file.startsWith(`../${entry}`)))
    .map(([group]) => group);

/** Renders every story of the group the calling spec file names (`stories.<group>.spec.tsx`). */
export async function describeStoryGroup(specUrl: string): Promise<void> {
  const group = /stories\.(\w+)\.spec\.tsx$/.exec(specUrl)?.[1];
  if (!group || !STORY_GROUPS[group]) throw new Error(`${specUrl} names no story group`);
  const files = Object.keys(storyFiles).filter((file) => groupsOf(file).includes(group));
  const modules = await Promise.all(files.map(async (file) => [file, await storyFiles[file]!()] as const));

  // Before composing: composeStories takes the project annotations (the app's context) set at that moment.
  setProjectAnnotations(preview);
  afterEach(() => {
    vi.restoreAllMocks();
  });
  // Storybook unmounts a story when the next one starts, so the group's last story would stay mounted
  // past the file's end, and its pending transitions would fire once jsdom is gone ("window is not
  // defined"). Loading any story runs those cleanups first.
  const composed = modules.flatMap(([, module]) => Object.values(composeStories(module)) as ComposedStory[]);
  afterAll(async () => {
    await composed[0]?.load();
  });

  describe(`stories in ${STORY_GROUPS[group].join(', ')}`, () => {
    it('has stories', () => {
      expect(modules.length).toBeGreaterThan(0);
    });
    for (const [file, module] of modules) {
      describe(file.slice('../'.length), () => {
        for (const [name, Story] of Object.entries(composeStories(module)) as [string, ComposedStory][]) {
          it(name, async () => {
            const errors = vi.spyOn(console, 'error');
            await Story.run();
            // react-admin logs each refused data provider call in development: a story may expect its refusals.
            const expected = (Story.parameters.expectedErrors ?? []) as string[];
            expect(errors.mock.calls.map((call) => String(call[0])).filter((error) => !expected.includes(error) && !error.startsWith(ACT_ENVIRONMENT_WARNING))).toEqual([]);
            // A story that renders a lot in jsdom (pages of cards) says how long it needs.
          }, Story.parameters.testTimeout as number | undefined);
        }
      });
    }
  });
}
