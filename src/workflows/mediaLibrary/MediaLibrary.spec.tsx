import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { fn, userEvent } from 'storybook/test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import preview from '../../../.storybook/preview';
import { alertStore } from '../../alerts/alertStore.ts';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { addHandlers } from '../../test/msw/mockApi.ts';
import { libraryEditor, mediaLibraryApi } from '../../test/msw/mediaLibraryHandlers.ts';
import { createAlertStore } from '../../alerts/alertStore.ts';
import MediaLibrary from './MediaLibrary.tsx';
import * as stories from './MediaLibrary.stories';
import { SESSION_UPLOADS_KEY } from './useSessionUploads.ts';

setProjectAnnotations(preview);
const { WithSessionUploads, UploadImages, Library } = composeStories(stories);

beforeAll(() => WithSessionUploads.load());
afterEach(() => {
  window.sessionStorage.clear();
  for (const dialog of alertStore.getState().dialogs) if (dialog.kind === 'alert') dialog.close();
});

describe('MediaLibrary', () => {
  it("copies a file's absolute public URL", async () => {
    const copy = fn(async () => true);
    render(<WithSessionUploads copy={copy} fileUrl={(path) => `/storage/files/${path}`} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy the URL of parliament.jpg' }));
    expect(copy).toHaveBeenCalledWith(`${window.location.origin}/storage/files/images/2026/11/parliament.jpg`);
  });

  it('says so when the zip download fails', async () => {
    const zip = fn(async () => Promise.reject(new Error('403')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<WithSessionUploads zip={zip} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select parliament.jpg' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download selected as zip (1)' }));
    await waitFor(() => expect(alertStore.getState().dialogs).toEqual([expect.objectContaining({ type: 'error', message: 'media.zip.failed' })]));
  });

  it("downloads the zip through the data provider's media method when given no other", async () => {
    const downloadMediaZip = fn(async () => undefined);
    render(
      <AdminContext dataProvider={{ downloadMediaZip, getMediaItems: async () => [] } as unknown as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <MediaLibrary initialItems={WithSessionUploads.args.initialItems} thumbnailUrl={() => undefined} can={libraryEditor} />
      </AdminContext>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select parliament.jpg' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download selected as zip (1)' }));
    await waitFor(() => expect(downloadMediaZip).toHaveBeenCalledWith(['images/2026/11/parliament.jpg']));
  });

  it("keeps the session's uploads in sessionStorage for the next visit", async () => {
    const first = render(<UploadImages initialItems={undefined} />);
    await UploadImages.play?.({ canvasElement: first.container });
    first.unmount();
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_UPLOADS_KEY) ?? '[]')).toHaveLength(3);
    render(<UploadImages initialItems={undefined} />);
    expect(await screen.findByRole('checkbox', { name: 'Select first.jpg' })).toBeTruthy();
  });

  it('asks the API with the toolbar’s choices once typing pauses, and says when nothing matches', async () => {
    const api = mediaLibraryApi();
    addHandlers(...api.handlers);
    render(<Library />);
    await screen.findByText('Meclis genel kurulunda bütçe görüşmeleri (1)');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'ışık');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reporter' }), 'ayse');
    await waitFor(() => expect(api.requests.at(-1)?.filter).toEqual({ search: 'ışık', reporter: 'ayse' }));
    await screen.findByText('No image or video matches these filters');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Video' }));
    await waitFor(() => expect(api.requests.at(-1)?.filter).toEqual({ mediaType: [2] }));
    const table = within(await screen.findByRole('table', { name: 'Images and videos of the site' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(3));
  });

  it('deletes an unused file after asking, and its row leaves the list', async () => {
    const api = mediaLibraryApi();
    addHandlers(...api.handlers);
    const alerts = { ...createAlertStore(), confirm: fn(async () => true) };
    render(<Library alerts={alerts} />);
    await userEvent.click(await screen.findByText('Boğaz köprüsünde gün batımı (2)'));
    const drawer = within(await screen.findByRole('dialog', { name: /Boğaz köprüsünde/ }));
    await drawer.findByText('Not used in any content yet.');
    await userEvent.click(drawer.getByRole('button', { name: 'Delete from the library' }));
    await waitFor(() => expect(api.deletes).toEqual(['499']));
    await waitFor(() => expect(screen.queryByText('Boğaz köprüsünde gün batımı (2)')).toBeNull());
  });
});
