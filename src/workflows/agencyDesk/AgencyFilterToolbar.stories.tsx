import { Box } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { typeIntoPicker } from '../../test/pickerFields.ts';
import { AgencyFilterToolbar } from './AgencyFilterToolbar.tsx';
import type { AgencyTab } from './agencyDeskRows.ts';
import type { AgencyDeskFilter } from './agencyMethods.ts';

// A fixed clock: 15 April 2026, 14:30 local time.
const NOW = new Date(2026, 3, 15, 14, 30);

/** The toolbar over the sample desk (MSW handlers), its filter kept here and shown for the stories to read. */
function ToolbarStory({ tab, initial = {} }: { tab: AgencyTab; initial?: AgencyDeskFilter }) {
  const [filter, setFilter] = useState(initial);
  return (
    <Box sx={{ p: 2 }}>
      <AgencyFilterToolbar tab={tab} filter={filter} onChange={setFilter} now={() => NOW} />
      <Box component="output" aria-label="filter" sx={{ display: 'block', mt: 1, fontFamily: 'monospace', fontSize: 12 }}>
        {JSON.stringify(filter)}
      </Box>
    </Box>
  );
}

const meta = {
  title: 'Workflows/AgencyDesk/AgencyFilterToolbar',
  component: ToolbarStory,
  globals: { locale: 'en' },
} satisfies Meta<typeof ToolbarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const toolbar = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('toolbar', { name: 'Filters' }));
// Hidden included: an open menu hides the page behind it from the accessibility tree.
const filterOf = (canvasElement: HTMLElement) => JSON.parse(within(canvasElement).getByRole('status', { name: 'filter', hidden: true }).textContent ?? '{}') as AgencyDeskFilter;
const isDisabled = (element: HTMLElement) => element.getAttribute('aria-disabled') === 'true';

/**
 * Picks `option` in the toolbar's menu `name`, then closes a multiple choice menu. MUI's Select
 * clones the click for onChange and jsdom cannot clone user-event's PointerEvent: fireEvent it is.
 */
async function choose(canvasElement: HTMLElement, name: string, option: string) {
  await userEvent.click(toolbar(canvasElement).getByRole('combobox', { name }));
  fireEvent.click(await body().findByRole('option', { name: option }));
  if (body().queryByRole('listbox')) await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
}

export const AgencyContents: Story = {
  args: { tab: 'contents' },
  play: async ({ canvasElement }) => {
    const bar = toolbar(canvasElement);
    for (const name of ['Agencies', 'Categories', 'News type', 'Creator']) await expect(isDisabled(bar.getByRole('combobox', { name }))).toBe(false);
    await expect(bar.queryByRole('combobox', { name: 'Approval status' })).toBeNull();
    await expect(bar.getAllByRole('switch')).toHaveLength(2);
    await expect(bar.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
    await choose(canvasElement, 'Agencies', 'Reuters');
    await choose(canvasElement, 'Categories', 'Spor');
    await choose(canvasElement, 'News type', 'Flash');
    await choose(canvasElement, 'Creator', 'Ece Reporter');
    await userEvent.click(bar.getByRole('switch', { name: 'Used content' }));
    await expect(filterOf(canvasElement)).toEqual({ agencyIds: ['2'], agencyCategories: ['Spor'], newsTypes: [2], users: ['2'], used: true });
  },
};

export const Archive: Story = {
  args: { tab: 'archive' },
  play: async ({ canvasElement }) => {
    const bar = toolbar(canvasElement);
    await expect(isDisabled(bar.getByRole('combobox', { name: 'News type' }))).toBe(true);
    await expect(isDisabled(bar.getByRole('combobox', { name: 'Creator' }))).toBe(false);
    await expect(bar.getAllByRole('switch')).toHaveLength(2);
    await choose(canvasElement, 'Approval status', 'Unapproved');
    await choose(canvasElement, 'Creator', 'Deniz Editor');
    await expect(filterOf(canvasElement)).toEqual({ isApproved: false, users: ['1'] });
  },
};

export const Video: Story = {
  args: { tab: 'video' },
  play: async ({ canvasElement }) => {
    const bar = toolbar(canvasElement);
    await expect(isDisabled(bar.getByRole('combobox', { name: 'Agencies' }))).toBe(false);
    for (const name of ['Categories', 'News type', 'Creator']) await expect(isDisabled(bar.getByRole('combobox', { name }))).toBe(true);
    await expect(bar.queryByRole('switch')).toBeNull();
    await expect(bar.queryByRole('combobox', { name: 'Approval status' })).toBeNull();
    await choose(canvasElement, 'Agencies', 'İhlas Haber Ajansı');
    await expect(filterOf(canvasElement)).toEqual({ agencyIds: ['3'] });
  },
};

export const QuickDateRange: Story = {
  args: { tab: 'contents' },
  play: async ({ canvasElement }) => {
    await userEvent.click(toolbar(canvasElement).getByRole('button', { name: 'Dates: Any date' }));
    const menu = await body().findByRole('dialog', { name: 'Dates' });
    await userEvent.click(within(menu).getByRole('button', { name: '1 week' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(filterOf(canvasElement)).toEqual({ startDate: new Date(2026, 3, 8).toISOString(), endDate: new Date(2026, 3, 15, 23, 59, 59, 999).toISOString() });
    await expect(toolbar(canvasElement).getByRole('button', { name: 'Dates: 08.04.2026 – 15.04.2026' })).toBeInTheDocument();
  },
};

export const ReversedDaysSwapped: Story = {
  args: { tab: 'archive' },
  play: async ({ canvasElement }) => {
    await userEvent.click(toolbar(canvasElement).getByRole('button', { name: /^Dates/ }));
    const dialog = await body().findByRole('dialog', { name: 'Dates' });
    await typeIntoPicker(dialog, 'From', '10.04.2026');
    await typeIntoPicker(dialog, 'To', '02.04.2026');
    await waitFor(() => expect(filterOf(canvasElement)).toEqual({ startDate: new Date(2026, 3, 2).toISOString(), endDate: new Date(2026, 3, 10, 23, 59, 59, 999).toISOString() }));
  },
};

export const ClearFilters: Story = {
  args: { tab: 'contents', initial: { agencyIds: ['1'], used: true, startDate: new Date(2026, 3, 1).toISOString(), endDate: new Date(2026, 3, 3, 23, 59, 59, 999).toISOString() } },
  play: async ({ canvasElement }) => {
    const bar = toolbar(canvasElement);
    await expect(await bar.findByRole('combobox', { name: 'Agencies' })).toHaveTextContent('Anadolu Ajansı');
    await userEvent.click(bar.getByRole('button', { name: 'Clear filters' }));
    await expect(filterOf(canvasElement)).toEqual({});
    await expect(bar.getByRole('switch', { name: 'Used content' })).not.toBeChecked();
    await expect(bar.getByRole('button', { name: 'Dates: Any date' })).toBeInTheDocument();
  },
};

export const Turkish: Story = {
  args: { tab: 'archive' },
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const bar = within(within(canvasElement).getByRole('toolbar', { name: 'Filtreler' }));
    await expect(bar.getByRole('combobox', { name: 'Onay durumu' })).toBeInTheDocument();
    await expect(bar.getByRole('button', { name: 'Tarihler: Tüm tarihler' })).toBeInTheDocument();
    await expect(bar.getByRole('button', { name: 'Filtreleri temizle' })).toBeInTheDocument();
  },
};
