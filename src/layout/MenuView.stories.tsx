import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, userEvent, within } from 'storybook/test';
import { defaultSitePermissions } from '../../resources/permissionCatalogue';
import { menuEntries } from '../routes/menuEntries';
import { sessionPermissionCheck } from '../routes/sessionPermissionCheck';
import { MenuView } from './MenuView';

/** The menu a user with these roles sees on a site under the seeded permission matrix. */
function SampleMenu({ roleIds, siteId }: { roleIds: string[]; siteId: string }) {
  const can = sessionPermissionCheck({ roleIds, siteId, permissions: [defaultSitePermissions(siteId)] });
  return (
    <Box sx={{ width: 280, bgcolor: 'background.paper' }}>
      <MenuView entries={menuEntries(can)} />
    </Box>
  );
}

const meta = {
  title: 'Shell/Menu',
  component: SampleMenu,
  args: { siteId: '4' },
  parameters: { shell: { initialPath: '/content/list' } },
} satisfies Meta<typeof SampleMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Administrator: Story = {
  args: { roleIds: ['1'] },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement);
    await expect(menu.getByRole('menuitem', { name: 'Content list' })).toBeInTheDocument();
    const settings = menu.getByRole('menuitem', { name: 'Settings' });
    await expect(settings).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(settings);
    await userEvent.click(await menu.findByRole('menuitem', { name: 'System settings' }));
    await expect(await menu.findByRole('menuitem', { name: 'Users' })).toHaveAttribute('href', '/settings/system/user/list');
  },
};

export const Editor: Story = {
  args: { roleIds: ['2'] },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Ayarlar' }));
    await expect(menu.queryByRole('menuitem', { name: 'Sistem ayarları' })).toBeNull();
    await expect(menu.getByRole('menuitem', { name: 'İçerik ayarları' })).toBeInTheDocument();
  },
};

export const AgencyEditor: Story = {
  args: { roleIds: ['3'] },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('menuitem');
    await expect(items.map((item) => item.getAttribute('href'))).toEqual(['/agency/list']);
  },
};

export const NoPermissions: Story = {
  args: { roleIds: ['4'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('menuitem')).toHaveLength(0);
  },
};
