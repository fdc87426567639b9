import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultSitePermissions } from '../../../resources/permissionCatalogue.ts';
import { users } from '../../../resources/user.ts';
import { introspectionSchema } from '../../providers/graphqlSchema.ts';
import { userRecord as user } from '../../test/userFixtures.ts';
import { renderResourceScreen } from '../testing/renderResourceScreen.tsx';

vi.setConfig({ testTimeout: 30_000 });


/** Site 4's default matrix, with role 2 also holding `user.<keywords>`. */
function matrixGranting(keywords: string[]) {
  const site = defaultSitePermissions('4');
  return [
    {
      ...site,
      permissionCategories: site.permissionCategories.map((category) =>
        category.keyword !== 'user'
          ? category
          : {
              ...category,
              permissionDetails: category.permissionDetails.map((detail) =>
                keywords.includes(detail.keyword) ? { ...detail, roleIds: [...detail.roleIds, '2'] } : detail,
              ),
            },
      ),
    },
  ];
}

async function openUser(keywords: string[]) {
  renderResourceScreen(
    {
      GetUsers: { data: { users: [user] } },
      GetUser: { data: { user } },
      GetSites: { data: { sites: [{ id: '4', name: 'Haberhat', displayName: 'Haberhat', isApproved: true }] } },
      GetRoles: { data: { roles: [{ id: '5', name: 'Reporter' }] } },
    },
    { resource: users, schema: introspectionSchema, permissions: { roleIds: ['2'], siteId: '4', permissions: matrixGranting(keywords) } },
  );
  fireEvent.click(await screen.findByText('Deniz Muhabir'));
  const dialog = within(await screen.findByRole('dialog'));
  await dialog.findByDisplayValue('deniz@newsroom.example');
  return dialog;
}

const input = (dialog: ReturnType<typeof within>, label: RegExp) => dialog.getByLabelText(label) as HTMLInputElement;

describe('a user form disables what the signed-in user may not change (the declaration’s field access)', () => {
  it('with user.save alone: the e-mail, sites, roles and approval are disabled, the department is not', async () => {
    const dialog = await openUser(['view', 'save']);
    expect(input(dialog, /^E-posta/).disabled).toBe(true);
    expect(input(dialog, /^Departman/).disabled).toBe(false);
    expect(dialog.getByRole('switch', { name: /Onaylı/ }).hasAttribute('disabled') || (dialog.getByRole('switch', { name: /Onaylı/ }) as HTMLInputElement).disabled).toBe(true);
  });

  it('with user.permissions and user.approve: all of them are enabled', async () => {
    const dialog = await openUser(['view', 'save', 'permissions', 'approve']);
    expect(input(dialog, /^E-posta/).disabled).toBe(false);
    expect((dialog.getByRole('switch', { name: /Onaylı/ }) as HTMLInputElement).disabled).toBe(false);
  });
});
