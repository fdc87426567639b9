import { describeStoryGroup } from './test/storyGroups';

await describeStoryGroup(import.meta.url);
