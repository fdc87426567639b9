import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultSitePermissions } from '../../../resources/permissionCatalogue.ts';
import { users } from '../../../resources/user.ts';
import { loadRuntimeConfig } from '../../config.ts';
import { renderResourceScreen } from '../../lowcode/testing/renderResourceScreen.tsx';
import { introspectionSchema } from '../../providers/graphqlSchema.ts';
import { userRecord as user } from '../../test/userFixtures.ts';
import { userScreens } from './userScreens.ts';

vi.setConfig({ testTimeout: 30_000 });

const LINK = 'https://newsroom.example/oidc/set-password/one-time-token';

/** Site 4's default matrix: role 1 (administrator) holds user.permissions, role 6 only user.view. */
const session = (roleId: string) => ({ roleIds: [roleId], siteId: '4', permissions: [defaultSitePermissions('4')] });

function renderUsers(roleId: string) {
  return renderResourceScreen(
    {
      GetUsers: { data: { users: [user] } },
      GetUser: { data: { user } },
      SaveUser: (request) => ({ data: { saveUser: { ...user, ...(request.variables.input as object), id: '8', version: 1 } } }),
      CreatePasswordLink: { data: { createPasswordLink: { token: 'one-time-token', expiresAt: '2026-01-02T10:00:00.000Z' } } },
    },
    { resource: users, schema: introspectionSchema, permissions: session(roleId), overrides: userScreens },
  );
}

beforeAll(async () => {
  // The app's own provider signs people in (the server says so in the page's config).
  const config = { oidc: { authority: 'https://newsroom.example/oidc', clientId: 'backoffice', scope: 'openid' }, graphqlPath: '/graphql', passwordLinks: true };
  await loadRuntimeConfig(async () => new Response(JSON.stringify(config)), document.implementation.createHTMLDocument());
});

describe('set-password links for users the admin adds', () => {
  it('an administrator makes a new link from the user form and sees it', async () => {
    const { stub } = renderUsers('1');
    fireEvent.click(await screen.findByText('Deniz Muhabir'));
    const form = within(await screen.findByRole('dialog'));
    fireEvent.click(await form.findByRole('button', { name: 'Parola bağlantısı' }));
    expect(await screen.findByText((text) => text.includes(LINK) && text.includes('Deniz Muhabir'))).toBeTruthy();
    expect(stub.requests.find((request) => request.operationName === 'CreatePasswordLink')?.variables).toEqual({ userId: '7' });
  });

  it('the link is copied with one click, and the toast says so', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderUsers('1');
    fireEvent.click(await screen.findByText('Deniz Muhabir'));
    const form = within(await screen.findByRole('dialog'));
    fireEvent.click(await form.findByRole('button', { name: 'Parola bağlantısı' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Kopyala' }));
    expect(await screen.findByText('Panoya başarıyla kopyalandı')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(LINK);
  });

  it('the link is shown at once after a user was added', async () => {
    const { stub } = renderUsers('1');
    fireEvent.click((await screen.findAllByRole('button', { name: 'Ekle' }))[0]);
    const form = within(await screen.findByRole('dialog'));
    fireEvent.change(form.getByLabelText(/^Ad/), { target: { value: 'Yeni Kişi' } });
    fireEvent.change(form.getByLabelText(/^Kullanıcı adı/), { target: { value: 'yeni' } });
    fireEvent.change(form.getByLabelText(/^E-posta/), { target: { value: 'yeni@newsroom.example' } });
    fireEvent.click(form.getByRole('switch', { name: /Onaylı/ }));
    fireEvent.click(form.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText((text) => text.includes(LINK) && text.includes('Yeni Kişi'))).toBeTruthy();
    await waitFor(() => expect(stub.requests.find((request) => request.operationName === 'CreatePasswordLink')?.variables).toEqual({ userId: '8' }));
  });

  it('without user.permissions there is no link to make', async () => {
    const { stub } = renderUsers('6');
    fireEvent.click(await screen.findByText('Deniz Muhabir'));
    const form = within(await screen.findByRole('dialog'));
    await form.findByDisplayValue('deniz@newsroom.example');
    expect(form.queryByRole('button', { name: 'Parola bağlantısı' })).toBeNull();
    expect(stub.requests.some((request) => request.operationName === 'CreatePasswordLink')).toBe(false);
  });
});
