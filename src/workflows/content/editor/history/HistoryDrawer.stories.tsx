import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { en as resourceTexts } from '../../../../../resources/messages/resources.ts';
import { createAlertStore } from '../../../../alerts/alertStore.ts';
import { tr } from '../../messages.ts';
import { contentHistoryApi } from '../../../../test/msw/contentHistoryHandlers.ts';
import HistoryDrawer from './HistoryDrawer.tsx';

const texts = tr.contentEditor.history;
const fill = (template: string, values: Record<string, number>) => template.replace(/%\{(\w+)\}/g, (_, key: string) => String(values[key]));

/** A store that answers every confirmation with yes. */
const confirmingAlerts = () => ({ ...createAlertStore(), confirm: fn(async () => true) });

/**
 * The editor's history panel over three saves of a news item (MSW handlers,
 * src/test/msw/contentHistoryHandlers.ts), the editor at version 3.
 */
const meta = {
  title: 'Workflows/Content/HistoryDrawer',
  component: HistoryDrawer,
  args: { contentId: '42', version: 3, alerts: createAlertStore(), onRestored: fn(), onClose: fn() },
  parameters: { msw: { api: () => contentHistoryApi() } },
} satisfies Meta<typeof HistoryDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = async (canvasElement: HTMLElement) => within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: texts.title }));

/** The newest two saves are compared at first; a third tick lets the earliest ticked go. */
export const Compare: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await panel(canvasElement);
    await drawer.findByText(fill(texts.compare, { older: 2, newer: 3 }));
    await expect(drawer.getByRole('region', { name: 'Başlık' }).querySelector('ins')).toHaveTextContent('yoğun');
    await userEvent.click(drawer.getByRole('checkbox', { name: fill(texts.choose, { version: 1 }) }));
    await drawer.findByText(fill(texts.compare, { older: 1, newer: 2 }));
    await expect(drawer.getByRole('checkbox', { name: fill(texts.choose, { version: 3 }) })).not.toBeChecked();
    const spot = drawer.getByRole('region', { name: 'Spot' });
    await expect(spot.querySelector('del')).toHaveTextContent('aksadı');
    await expect(spot.querySelector('ins')).toHaveTextContent('tamamen durdu');
    await expect(drawer.getByText(texts.unknownUser, { exact: false })).toBeInTheDocument();
  },
};

/** Opened on a save the address names (the activity log's link): that save, compared with the one before it, is marked. */
export const FocusedRevision: Story = {
  args: { focusRevisionId: '12' },
  play: async ({ canvasElement }) => {
    const drawer = await panel(canvasElement);
    await drawer.findByText(fill(texts.compare, { older: 1, newer: 2 }));
    await expect(drawer.getByRole('checkbox', { name: fill(texts.choose, { version: 3 }) })).not.toBeChecked();
    const marked = drawer.getAllByRole('listitem').filter((item) => item.getAttribute('aria-current') === 'true');
    await expect(marked.map((item) => item.textContent)).toEqual([expect.stringContaining(fill(texts.version, { version: 2 }))]);
  },
};

/** Restore asks first, then saves the revision over the version shown and lists the new one. */
export const Restore: Story = {
  args: { alerts: confirmingAlerts() },
  play: async ({ canvasElement, args, loaded }) => {
    const { restores } = loaded.api as ReturnType<typeof contentHistoryApi>;
    const drawer = await panel(canvasElement);
    await expect(drawer.queryByRole('button', { name: fill(texts.restore, { version: 3 }) })).toBeNull();
    await userEvent.click(await drawer.findByRole('button', { name: fill(texts.restore, { version: 1 }) }));
    await waitFor(() => expect(args.onRestored).toHaveBeenCalledWith({ id: '42', version: 4 }));
    await expect(args.alerts.confirm).toHaveBeenCalledWith(expect.objectContaining({ message: 'contentEditor.history.restoreConfirm', values: { version: 1 } }));
    await expect(restores).toEqual([{ revisionId: '11', version: 3 }]);
    await drawer.findByText(fill(texts.restoredFrom, { version: 1 }));
  },
};

/** Someone saved meanwhile: the server's CONFLICT is shown and nothing is restored. */
export const Conflict: Story = {
  args: { alerts: confirmingAlerts(), version: 2 },
  parameters: { expectedErrors: [`GraphQLResponseError: ${resourceTexts.saveErrors.conflict}`] },
  play: async ({ canvasElement, args }) => {
    const drawer = await panel(canvasElement);
    await userEvent.click(await drawer.findByRole('button', { name: fill(texts.restore, { version: 1 }) }));
    await drawer.findByText(resourceTexts.saveErrors.conflict);
    await expect(args.onRestored).not.toHaveBeenCalled();
  },
};
