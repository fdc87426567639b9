import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { fn, userEvent } from 'storybook/test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import preview from '../../../.storybook/preview';
import { alertStore } from '../../alerts/alertStore.ts';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import MediaDesk from './MediaDesk.tsx';
import * as stories from './MediaDesk.stories';
import { SESSION_UPLOADS_KEY } from './useSessionUploads.ts';

setProjectAnnotations(preview);
const { WithItems, UploadImages } = composeStories(stories);

beforeAll(() => WithItems.load());
afterEach(() => {
  window.sessionStorage.clear();
  for (const dialog of alertStore.getState().dialogs) if (dialog.kind === 'alert') dialog.close();
});

describe('MediaDesk', () => {
  it("copies a file's absolute public URL", async () => {
    const copy = fn(async () => true);
    render(<WithItems copy={copy} fileUrl={(path) => `/storage/files/${path}`} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy the URL of parliament.jpg' }));
    expect(copy).toHaveBeenCalledWith(`${window.location.origin}/storage/files/images/2026/11/parliament.jpg`);
  });

  it('says so when the zip download fails', async () => {
    const zip = fn(async () => Promise.reject(new Error('403')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<WithItems zip={zip} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select parliament.jpg' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download selected as zip (1)' }));
    await waitFor(() => expect(alertStore.getState().dialogs).toEqual([expect.objectContaining({ type: 'error', message: 'media.zip.failed' })]));
  });

  it("downloads the zip through the data provider's media method when given no other", async () => {
    const downloadMediaZip = fn(async () => undefined);
    render(
      <AdminContext dataProvider={{ downloadMediaZip } as unknown as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <MediaDesk initialItems={WithItems.args.initialItems} thumbnailUrl={() => undefined} />
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
});
