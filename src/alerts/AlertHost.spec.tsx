import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { AlertHost } from './AlertHost.tsx';
import * as stories from './AlertHost.stories.tsx';
import { createAlertStore } from './alertStore.ts';

const { ServerUnreachable, TooManyRequests, WarningConfirm } = composeStories(stories);

function renderHost() {
  const store = createAlertStore();
  render(
    <I18nContext.Provider value={i18nProvider}>
      <AlertHost store={store} />
    </I18nContext.Provider>,
  );
  return store;
}

describe('AlertHost', () => {
  it('shows an error alert with its translated title and message', async () => {
    render(<ServerUnreachable />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Hata');
    expect(dialog.textContent).toContain('Sunucuya ulaşılamadı');
    fireEvent.click(screen.getByRole('button', { name: 'Tamam' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a toast', async () => {
    render(<TooManyRequests />);
    expect((await screen.findByRole('status')).textContent).toContain('Çok fazla istek');
  });

  it('shows a confirmation with cancel and confirm buttons', async () => {
    render(<WarningConfirm />);
    expect((await screen.findByRole('dialog')).textContent).toContain('Uyarı');
    expect(screen.getByRole('button', { name: 'Vazgeç' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Evet' })).toBeTruthy();
  });

  it('makes keeping the work the default in a warning confirmation (discard changes)', async () => {
    render(<WarningConfirm />);
    await screen.findByRole('dialog');
    const keep = screen.getByRole('button', { name: 'Vazgeç' });
    await waitFor(() => expect(document.activeElement).toBe(keep));
    expect(keep.className).toContain('MuiButton-contained');
    expect(screen.getByRole('button', { name: 'Evet' }).className).not.toContain('MuiButton-contained');
  });

  it('focuses the confirm button of a harmless confirmation', async () => {
    const store = renderHost();
    act(() => void store.confirm({ type: 'info', message: 'Open the next one?' }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Evet' })));
  });

  it('resolves confirm() with the answer and shows queued dialogs one after another', async () => {
    const store = renderHost();
    let first: Promise<boolean> | undefined;
    let second: Promise<boolean> | undefined;
    act(() => {
      first = store.confirm({ type: 'warning', message: 'First?' });
      second = store.confirm({ type: 'warning', message: 'Second?' });
    });
    expect((await screen.findByRole('dialog')).textContent).toContain('First?');
    fireEvent.click(screen.getByRole('button', { name: 'Evet' }));
    await expect(first).resolves.toBe(true);
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('Second?'));
    fireEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    await expect(second).resolves.toBe(false);
  });

  it('resolves showAlert() when the alert is closed', async () => {
    const store = renderHost();
    let closed = false;
    act(() => {
      void store.showAlert({ type: 'success', message: 'Saved' }).then(() => (closed = true));
    });
    expect((await screen.findByRole('dialog')).textContent).toContain('Başarılı');
    fireEvent.click(screen.getByRole('button', { name: 'Tamam' }));
    await waitFor(() => expect(closed).toBe(true));
  });
});
