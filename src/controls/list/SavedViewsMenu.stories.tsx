import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AlertHost } from '../../alerts/AlertHost.tsx';
import { savedViewsApi } from '../../test/msw/savedViewsHandlers.ts';
import type { ListColumns } from './listColumns.ts';
import { ListViewsMenu } from './ListViewsMenu.tsx';

type Api = ReturnType<typeof savedViewsApi>;
const apiOf = (loaded: Record<string, unknown>) => (loaded as { api: Api }).api;
const COLUMNS: ListColumns<'title' | 'date'> = { name: 'sampleList', widths: { title: undefined, date: 120 }, fixed: ['title'] };

/** The menu over a list whose filter is the address's: the address is shown, as the list would read it. */
function ViewsOnAList() {
  const { search } = useLocation();
  return (
    <>
      <ListViewsMenu columns={COLUMNS} />
      <output aria-label="address">{decodeURIComponent(search)}</output>
      <AlertHost />
    </>
  );
}

/** The list kit's views menu (src/controls/list/SavedViewsMenu.tsx) over the sample views (src/test/msw/savedViewsHandlers.ts). */
const meta = {
  title: 'Controls/ListKit/SavedViewsMenu',
  component: ViewsOnAList,
  globals: { locale: 'en' },
  parameters: { shell: { routePath: '/sample', initialPath: '/sample?filter={"search":"derbi"}' }, msw: { api: () => savedViewsApi() } },
} satisfies Meta<typeof ViewsOnAList>;

export default meta;
type Story = StoryObj<typeof meta>;

const openMenu = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement.ownerDocument.body);
  await userEvent.click(await within(canvasElement).findByRole('button', { name: /View/ }));
  return within(await page.findByRole('menu', { name: 'Saved views of the list' }));
};
const address = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { hidden: true }).textContent ?? '';

/** The user's own views, then those shared on the site naming who shared them; one applied writes its filter and `view` into the address, and another filter marks it changed. */
export const ApplyAView: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(menu.getByText('My views')).toBeInTheDocument();
    await expect(menu.getByText('Shared by Elif Editör')).toBeInTheDocument();
    await userEvent.click(menu.getByRole('menuitem', { name: /Onaylananlar/ }));
    await within(canvasElement).findByRole('button', { name: 'View: Onaylananlar' });
    await waitFor(() => expect(address(canvasElement)).toBe('?filter={"status":"1"}&view=1'));
    // Someone else's view can be applied, not changed.
    const again = await openMenu(canvasElement);
    await userEvent.click(again.getByRole('menuitem', { name: /Spor masası/ }));
    await within(canvasElement).findByRole('button', { name: 'View: Spor masası' });
    const third = await openMenu(canvasElement);
    await expect(third.queryByRole('menuitem', { name: /Delete/ })).toBeNull();
    await expect(third.getByRole('menuitem', { name: 'Close the view' })).toBeInTheDocument();
  },
};

/** The current filter saved under a name; a name the user already gave is refused in the dialog, which keeps what was typed. */
export const SaveAsNew: Story = {
  parameters: { expectedErrors: ['GraphQLResponseError: You already have a view named "Onaylananlar" on this list.'] },
  play: async ({ canvasElement, loaded }) => {
    const page = within(canvasElement.ownerDocument.body);
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Save as a new view…' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Save the current view' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Onaylananlar');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('You already have a view named "Onaylananlar" on this list.')).toBeInTheDocument();
    await expect(name).toHaveValue('Onaylananlar');
    await userEvent.clear(name);
    await userEvent.type(name, 'Derbi');
    await userEvent.click(dialog.getByRole('switch', { name: 'Share with the site' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await within(canvasElement).findByRole('button', { name: 'View: Derbi' });
    await expect(apiOf(loaded).saved.at(-1)).toEqual({ name: 'Derbi', shared: true, state: { filter: { search: 'derbi' } } });
    await waitFor(() => expect(address(canvasElement)).toContain('view=100'));
  },
};

/** An address naming a view whose columns differ marks it changed; the user's own open view is deleted after a confirmation naming it, and the list keeps its filter. */
export const DeleteOwnView: Story = {
  parameters: { shell: { routePath: '/sample', initialPath: '/sample?filter={"status":"1"}&view=1' } },
  play: async ({ canvasElement, loaded }) => {
    const page = within(canvasElement.ownerDocument.body);
    // The view hides the date column, the list shows it.
    await within(canvasElement).findByRole('button', { name: 'View: Onaylananlar Changed' });
    const menu = await openMenu(canvasElement);
    await expect(menu.getByRole('menuitem', { name: 'Save changes to "Onaylananlar"' })).toBeEnabled();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Delete "Onaylananlar"…' }));
    await expect(await page.findByText('The view "Onaylananlar" will be deleted. The list stays as it is.')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Delete' }));
    await within(canvasElement).findByRole('button', { name: 'Views' });
    await waitFor(() => expect(apiOf(loaded).views.map((view) => view.name)).not.toContain('Onaylananlar'));
    await expect(address(canvasElement)).toBe('?filter={"status":"1"}');
  },
};
