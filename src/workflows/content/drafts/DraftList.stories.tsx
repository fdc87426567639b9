import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const Drafts: Story = {};

export const Empty: Story = { parameters: { msw: { api: () => contentDraftApi([]) } } };
