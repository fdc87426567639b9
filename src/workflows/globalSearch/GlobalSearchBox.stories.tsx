import { AppBar, Box, Toolbar, Typography } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { failingGlobalSearch, globalSearchApi } from '../../test/msw/globalSearchHandlers.ts';
import GlobalSearchBox from './GlobalSearchBox.tsx';

type Api = ReturnType<typeof globalSearchApi>;
const apiOf = (loaded: Record<string, unknown>) => (loaded as { api: Api }).api;

/** The box in an app bar, with the address it sends the user to shown under it. */
function InAppBar() {
  const location = useLocation();
  return (
    <Box>
      <AppBar position="static">
        <Toolbar variant="dense">
          <Typography sx={{ flex: 1 }}>Newsroom</Typography>
          <GlobalSearchBox />
        </Toolbar>
      </AppBar>
      <Box sx={{ p: 2 }}>
        <input aria-label="Another field" />
        <Typography data-testid="address">{`${location.pathname}${location.search}`}</Typography>
      </Box>
    </Box>
  );
}

/** The app bar's global search over the sample hits (src/test/msw/globalSearchHandlers.ts). */
const meta = {
  title: 'Workflows/GlobalSearch/GlobalSearchBox',
  component: InAppBar,
  globals: { locale: 'en' },
  parameters: { shell: { initialPath: '/content/list' }, msw: { api: () => globalSearchApi() } },
} satisfies Meta<typeof InAppBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: /Search contents, drafts/ });
/** The popup is a portal: it is found in the document, not the canvas. */
const popup = () => within(document.body);
const address = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('address').textContent;
const selectedTitle = () => popup().getAllByRole('option').find((option) => option.getAttribute('aria-selected') === 'true')?.textContent;

/** Types into the box and waits for the answer to the whole text (typing may pause long enough to ask for a part first). */
async function typeInto(box: HTMLElement, text: string) {
  await userEvent.type(box, text);
  const list = await popup().findByRole('listbox', { name: 'Search results' }, { timeout: 5_000 });
  await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
}

/** Ctrl+K focuses the box; the kinds come as headed groups; the arrows walk every line and wrap; Enter opens the chosen hit. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, loaded }) => {
    const box = boxOf(canvasElement);
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    await waitFor(() => expect(box).toHaveFocus());
    await typeInto(box, 'istanbul');
    // The answer for the whole word is shown (a pause in typing may have asked for 'i' before: it found people too).
    await waitFor(() => {
      expect(apiOf(loaded).asked.at(-1)).toBe('istanbul');
      expect(popup().queryByRole('group', { name: 'People' })).not.toBeInTheDocument();
    });
    for (const heading of ['Contents', 'My drafts', 'Agency items', 'Media']) await expect(popup().getByRole('group', { name: heading })).toBeInTheDocument();
    const options = popup().getAllByRole('option');
    // Five contents and their "show all", a draft, an agency item, a picture.
    await expect(options).toHaveLength(9);

    await userEvent.keyboard('{ArrowDown}');
    await expect(selectedTitle()).toContain("İstanbul'da trafik");
    await expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(selectedTitle()).toContain('istanbul-kopru.jpg');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(selectedTitle()).toContain('İstanbul seçim taslağı');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(address(canvasElement)).toBe('/content/news?draft=7'));
    await expect(popup().queryByRole('listbox')).not.toBeInTheDocument();
    await expect(box).not.toHaveFocus();
  },
};

/** "/" focuses the box when no field has the focus; typed into a field it stays a slash. Enter without a chosen line opens the first hit. */
export const SlashShortcut: Story = {
  play: async ({ canvasElement }) => {
    const box = boxOf(canvasElement);
    const other = within(canvasElement).getByRole('textbox', { name: 'Another field' });
    await userEvent.type(other, 'a/b');
    await expect(other).toHaveValue('a/b');
    await expect(box).not.toHaveFocus();
    other.blur();
    fireEvent.keyDown(document.body, { key: '/' });
    await waitFor(() => expect(box).toHaveFocus());
    await typeInto(box, 'cagri');
    await popup().findByRole('group', { name: 'People' });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(address(canvasElement)).toBe('/settings/content/people/4'));
  },
};

/** A kind with more than it shows offers "Show all", which opens its list filtered by the words. */
export const ShowAll: Story = {
  play: async ({ canvasElement }) => {
    const box = boxOf(canvasElement);
    await userEvent.click(box);
    await typeInto(box, 'maratonu');
    const showAll = await popup().findByRole('option', { name: 'Show all in the list' });
    await userEvent.keyboard('{ArrowUp}');
    await expect(showAll).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(address(canvasElement)).toBe(`/content/list?filter=${encodeURIComponent(JSON.stringify({ search: 'maratonu' }))}`));
  },
};

/** Escape closes the popup and keeps the focus in the box; a second Escape leaves the box. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const box = boxOf(canvasElement);
    await userEvent.click(box);
    await typeInto(box, 'yağmur');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(popup().queryByRole('listbox')).not.toBeInTheDocument());
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await popup().findByRole('listbox');
    await userEvent.keyboard('{Escape}{Escape}');
    await waitFor(() => expect(box).not.toHaveFocus());
  },
};

/** Nothing found, in Turkish. */
export const NothingFound: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox', { name: /İçerik, taslak/ });
    await userEvent.click(box);
    await userEvent.type(box, 'zeplin');
    await expect(await popup().findByText('“zeplin” için bir şey bulunamadı.', {}, { timeout: 5_000 })).toBeInTheDocument();
  },
};

/** A kind that ran out of time says so under its heading; the others are shown whole. */
export const KindTimedOut: Story = {
  parameters: { msw: { api: () => globalSearchApi({ failedKinds: ['AGENCY_ITEM'] }) } },
  play: async ({ canvasElement }) => {
    const box = boxOf(canvasElement);
    await userEvent.click(box);
    await typeInto(box, 'istanbul');
    const agency = popup().getByRole('group', { name: 'Agency items' });
    await expect(within(agency).getByText('Not searched in time; try more words.')).toBeInTheDocument();
    await expect(popup().getByRole('group', { name: 'Contents' })).toBeInTheDocument();
  },
};

/** The request failing: the popup says so, no alert. */
export const Failure: Story = {
  parameters: { msw: { handlers: failingGlobalSearch() }, expectedErrors: ['GraphQLResponseError: Unexpected error.'] },
  play: async ({ canvasElement }) => {
    const box = boxOf(canvasElement);
    await userEvent.click(box);
    await userEvent.type(box, 'istanbul');
    await expect(await popup().findByText('The search could not be made. Check the connection and type again.', {}, { timeout: 5_000 })).toBeInTheDocument();
  },
};
