import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contentDraftApi } from '../../../test/msw/contentDraftHandlers.ts';
import { everyContentPermission } from '../../../test/msw/contentListHandlers.ts';
import DraftList from './DraftList.tsx';

/** The draft list over sample drafts (MSW handlers, src/test/msw/contentDraftHandlers.ts), on its route. */
const meta = {
  title: 'Workflows/Content/DraftList',
  component: DraftList,
  globals: { locale: 'en' },
  args: { can: everyContentPermission },
  parameters: { shell: { routePath: '/content/list-draft/:type?', initialPath: '/content/list-draft' }, msw: { api: () => contentDraftApi() } },
} satisfies Meta<typeof DraftList>;

export default meta;
type Story = StoryObj<typeof meta>;

// Each story waits for the list's answer: its request leaves once the drafts' methods have loaded,
// and one still on its way when the story ends would be answered by the next story's handlers.
export const Drafts: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Merkez Bankası faizi sabit tuttu', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { api: () => contentDraftApi([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You have no drafts.', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};
