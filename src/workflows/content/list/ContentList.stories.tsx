import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contentListApi, contentListSamples, everyContentPermission } from '../../../test/msw/contentListHandlers.ts';
import { ADA, permitSample } from '../../../test/editPermitFixtures.ts';
import { editPermitApi } from '../../../test/msw/editPermitHandlers.ts';
import ContentList from './ContentList.tsx';
import { withAlerts } from '../../../test/withAlerts.tsx';

/** May read everything and save news only. */
const newsWriter = (permission: string | readonly string[]) => [permission].flat().every((key) => key.endsWith('.view') || key === 'news.save');

/** The content list over sample contents (MSW handlers, src/test/msw/contentListHandlers.ts), on its route, with the permissions of `args.can`. */
const meta = {
  title: 'Workflows/Content/ContentList',
  component: ContentList,
  globals: { locale: 'en' },
  parameters: { shell: { routePath: '/content/list/:type?', initialPath: '/content/list' }, msw: { api: () => contentListApi() } },
  decorators: [withAlerts],
} satisfies Meta<typeof ContentList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Elif is editing the newest content: its row says so. */
export const Editor: Story = {
  args: { can: everyContentPermission },
  parameters: { msw: { handlers: editPermitApi(permitSample(), { userId: ADA.userId, name: ADA.name }).handlers } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Contents' });
    await expect(await within(table).findByText('Merkez Bankası faizi sabit tuttu (1)')).toBeInTheDocument();
    await expect((await within(table).findByTestId('row-editing')).textContent).toBe('Elif Editör');
  },
};

export const NewsWriter: Story = { args: { can: newsWriter } };

/** 120 contents: "show more" loads the next 50 after the last row. */
export const Long: Story = {
  args: { can: everyContentPermission },
  parameters: { msw: { api: () => contentListApi(contentListSamples(120)) } },
};

export const Empty: Story = {
  args: { can: everyContentPermission },
  parameters: { msw: { api: () => contentListApi([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No content matches these filters')).toBeInTheDocument();
  },
};

/** Opened on a type's route: the list asks for that type alone. */
export const OneType: Story = {
  args: { can: everyContentPermission },
  parameters: { shell: { routePath: '/content/list/:type?', initialPath: '/content/list/video' } },
};
