import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PermissionCheck } from '../../routes/routeTypes.ts';
import { graphql, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { headlineApi } from '../../test/msw/headlineHandlers.ts';
import { pickerApi } from '../../test/msw/pickerHandlers.ts';
import HeadlineBoard from './HeadlineBoard.tsx';
import { withAlerts } from '../../test/withAlerts.tsx';

const everything: PermissionCheck = () => true;
const readOnly: PermissionCheck = (permission) => [permission].flat().includes('headline.view');

/** The board over the sample headlines (src/test/msw/headlineHandlers.ts), on its route, with the permissions of `args.can`. */
const meta = {
  title: 'Workflows/Headlines/HeadlineBoard',
  component: HeadlineBoard,
  globals: { locale: 'en' },
  args: { can: everything },
  parameters: { shell: { routePath: '/headline/list' }, msw: { api: () => headlineApi() } },
  decorators: [withAlerts],
} satisfies Meta<typeof HeadlineBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

const column = async (canvas: HTMLElement, name: string) => within(await within(canvas).findByRole('region', { name }));

export const Board: Story = {
  play: async ({ canvasElement }) => {
    const main = await column(canvasElement, 'Main headline');
    await main.findByText('Parliament passes the budget');
    await expect(within(canvasElement).getAllByTestId('headline-column')).toHaveLength(3);
    // Five items, four shown on the site: the fifth is greyed and says so.
    await expect(main.getByText('5 / 4')).toBeInTheDocument();
    const cards = main.getAllByTestId('headline-card');
    await expect(cards.map((card) => card.dataset.notShown ?? '')).toEqual(['', '', '', '', 'true']);
    await expect(within(cards[1]).getByLabelText('Pinned')).toBeInTheDocument();
    await expect(within(cards[2]).getByLabelText('Title hidden')).toBeInTheDocument();
    await expect(within(cards[4]).getByText('Outside item (Recipes)')).toBeInTheDocument();
    // The auto headline's items are marked and have no menu.
    const latest = await column(canvasElement, 'Latest news');
    const auto = latest.getAllByTestId('headline-card')[1];
    await expect(within(auto).getByLabelText('Added by the auto headline; it cannot be moved')).toBeInTheDocument();
    await expect(within(auto).queryByRole('button')).toBeNull();
  },
};

/** The pending list of a column, on its tab, with the time each item goes on. */
export const PendingList: Story = {
  play: async ({ canvasElement }) => {
    const main = await column(canvasElement, 'Main headline');
    await userEvent.click(await main.findByRole('tab', { name: 'Pending (1)' }));
    const card = await main.findByTestId('headline-card');
    await expect(within(card).getByText('Election results at nine')).toBeInTheDocument();
    await expect(within(card).getByText(/· \d\d\.\d\d\.\d{4} 09:00/)).toBeInTheDocument();
    // Only edit and remove apply to an item not yet on the headline.
    await userEvent.click(within(card).getByRole('button', { name: 'Actions of Election results at nine' }));
    const menu = within(await within(document.body).findByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Remove']);
  },
};

export const PinAndHideFromTheMenu: Story = {
  play: async ({ canvasElement }) => {
    const main = await column(canvasElement, 'Main headline');
    await userEvent.click(await main.findByRole('button', { name: 'Actions of Parliament passes the budget' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Pin permanently' }));
    await waitFor(() => expect(within(main.getAllByTestId('headline-card')[0]).getByLabelText('Permanently pinned')).toBeInTheDocument());
    await userEvent.click(main.getByRole('button', { name: 'Actions of Parliament passes the budget' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Hide title' }));
    await waitFor(() => expect(within(main.getAllByTestId('headline-card')[0]).getByLabelText('Title hidden')).toBeInTheDocument());
  },
};

export const MoveToPending: Story = {
  play: async ({ canvasElement }) => {
    const main = await column(canvasElement, 'Main headline');
    await userEvent.click(await main.findByRole('button', { name: 'Actions of Storm closes the harbour' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Move to pending' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Move to pending' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(main.getByRole('tab', { name: 'Pending (2)' })).toBeInTheDocument());
    await expect(main.queryByText('Storm closes the harbour')).toBeNull();
  },
};

export const RemoveAfterConfirming: Story = {
  play: async ({ canvasElement }) => {
    const sidebar = await column(canvasElement, 'Sidebar');
    await userEvent.click(await sidebar.findByRole('button', { name: 'Actions of Ferry timetable changes' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Remove' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sidebar.queryByText('Ferry timetable changes')).toBeNull());
  },
};

/**
 * Adding past the type's item count (Main headline shows 4 and has 5) names the limit and waits
 * for a yes; declined, the picker stays open with its choice.
 */
export const AddPastTheLimit: Story = {
  parameters: { msw: { api: () => headlineApi(), handlers: pickerApi().handlers } },
  play: async ({ canvasElement, loaded }) => {
    const { saves } = loaded.api as ReturnType<typeof headlineApi>;
    const main = await column(canvasElement, 'Main headline');
    await userEvent.click(await main.findByRole('button', { name: 'Add' }));
    const picker = within(await within(document.body).findByRole('dialog', { name: 'İçerik seçici' }));
    await userEvent.click(await picker.findByRole('checkbox', { name: /^Derbi öncesi son antrenman \(1\)/ }));
    await userEvent.click(picker.getByRole('button', { name: 'Ekle' }));
    const warning = await within(document.body).findByRole('dialog', { name: 'More than the headline shows' });
    await expect(warning.textContent).toContain('Main headline shows 4 items on the site and has 5. With 1 more, 2 will be listed but not shown. Add anyway?');
    await userEvent.click(within(warning).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: 'More than the headline shows' })).toBeNull());
    await expect(picker.getByRole('button', { name: 'Ekle' })).toBeEnabled();
    await expect(saves).toEqual([]);

    await userEvent.click(picker.getByRole('button', { name: 'Ekle' }));
    await userEvent.click(within(await within(document.body).findByRole('dialog', { name: 'More than the headline shows' })).getByRole('button', { name: 'Add anyway' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: 'İçerik seçici' })).toBeNull());
  },
};

/** Whoever may only read headlines sees the board without menus or dragging. */
export const ReadOnly: Story = {
  args: { can: readOnly },
  play: async ({ canvasElement }) => {
    const main = await column(canvasElement, 'Main headline');
    await main.findByText('Parliament passes the budget');
    await expect(main.queryAllByRole('button', { name: /^Actions of/ })).toHaveLength(0);
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const main = await column(canvasElement, 'Main headline');
    await main.findByText('Parliament passes the budget');
    await expect(main.getByRole('tab', { name: 'Bekleyen (1)' })).toBeInTheDocument();
    await expect(main.getAllByText(/Sitede gösterilmiyor/)).toHaveLength(1);
  },
};

/** Headlines may be read but not their categories: the board names the missing permission instead of spinning. */
export const CategoriesRefused: Story = {
  args: { can: readOnly },
  globals: { locale: 'tr' },
  parameters: {
    expectedErrors: ['HttpError: Permission denied: needs headlineCategoryList.view'],
    msw: {
      api: () => headlineApi(),
      handlers: [
        graphql.query('GetHeadlineCategories', () =>
          HttpResponse.json({
            data: null,
            errors: [{ message: 'Permission denied: needs headlineCategoryList.view', path: ['headlineCategories'], extensions: { code: 'FORBIDDEN', needs: ['headlineCategoryList.view'] } }],
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const notice = await within(canvasElement).findByTestId('refused-notice');
    await expect(notice).toHaveTextContent('“Manşet kategorileri: görüntüleme” yetkisi gerekiyor');
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};
