import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { headlineApi } from '../../test/msw/headlineHandlers.ts';
import OldHeadlineBoard from './OldHeadlineBoard.tsx';

/** The old headlines over the sample headlines (src/test/msw/headlineHandlers.ts). */
const meta = {
  title: 'Workflows/Headlines/OldHeadlineBoard',
  component: OldHeadlineBoard,
  globals: { locale: 'en' },
  parameters: { shell: { routePath: '/headline-old/list' }, msw: { api: () => headlineApi() } },
} satisfies Meta<typeof OldHeadlineBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtAPickedTime: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByText('Pick a date and time to see the headlines as they were');
    await userEvent.click(await page.findByRole('button', { name: 'Show' }));
    const main = within(await page.findByRole('region', { name: 'Main headline' }));
    await expect(main.getAllByTestId('headline-card')).toHaveLength(3);
    // Read-only: no menus, no pending tab.
    await expect(main.queryAllByRole('button')).toHaveLength(0);
    await expect(main.queryByRole('tab')).toBeNull();
  },
};
