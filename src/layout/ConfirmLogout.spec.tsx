import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, UserMenu, type AuthProvider } from 'react-admin';
import { userEvent } from 'storybook/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { ConfirmLogout } from './ConfirmLogout.tsx';

afterEach(cleanup);

function renderMenu() {
  const logout = vi.fn(async () => false as const);
  const authProvider: AuthProvider = {
    login: async () => {},
    logout,
    checkAuth: async () => {},
    checkError: async () => {},
    getIdentity: async () => ({ id: '1', fullName: 'Ada Yönetici' }),
  };
  render(
    <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <UserMenu>
        <ConfirmLogout />
      </UserMenu>
    </AdminContext>,
  );
  return { logout };
}

async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Profil' }));
  return screen.findByRole('menuitem', { name: 'Çıkış yap' });
}

describe('signing out asks first (spec 02 §2)', () => {
  it('keeps the session when the question is cancelled, with Escape or the cancel button', async () => {
    const { logout } = renderMenu();
    await userEvent.click(await openMenu());
    const dialog = await screen.findByRole('dialog', { name: 'Çıkış yap' });
    expect(within(dialog).getByText('Çıkış yapmak istediğinize emin misiniz?')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(await openMenu());
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(logout).not.toHaveBeenCalled();
  });

  it('signs out once confirmed from the keyboard: the sign-out button has the focus', async () => {
    const { logout } = renderMenu();
    (await openMenu()).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Çıkış yap' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Çıkış yap' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
  });
});
