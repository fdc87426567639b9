import { describe, expect, it } from 'vitest';
import { hasPermission, isPermitted, permissionKeys, PERMISSION_ERRORS, type SitePermissions } from './permissions';
import { defaultSitePermissions, ROLES } from './permissionCatalogue';

const site4: SitePermissions = {
  siteId: '4',
  permissionCategories: [
    {
      keyword: 'agency',
      permissionDetails: [
        { keyword: 'view', roleIds: ['1', '3'] },
        { keyword: 'save', roleIds: ['1'] },
      ],
    },
    { keyword: 'content', permissionDetails: [{ keyword: 'view', roleIds: ['1', '2'] }] },
  ],
};
const site5: SitePermissions = {
  siteId: '5',
  permissionCategories: [{ keyword: 'agency', permissionDetails: [{ keyword: 'view', roleIds: ['2'] }] }],
};

describe('hasPermission', () => {
  it('grants when one of the roles is listed for the permission on the site', () => {
    expect(hasPermission([site4, site5], ['3'], 'agency.view', '4')).toBe(true);
    expect(hasPermission([site4, site5], ['3'], 'agency.save', '4')).toBe(false);
    expect(hasPermission([site4, site5], ['2'], 'agency.view', '5')).toBe(true);
    expect(hasPermission([site4, site5], ['2'], 'agency.view', '4')).toBe(false);
  });

  it('accepts a single site matrix without a site id', () => {
    expect(hasPermission(site4, ['1'], 'agency.save')).toBe(true);
  });

  it('grants several permissions when any one is granted', () => {
    expect(hasPermission(site4, ['2'], ['agency.view', 'content.view'])).toBe(true);
    expect(hasPermission(site4, ['3'], ['agency.save', 'content.view'])).toBe(false);
  });

  it('compares role ids as strings', () => {
    expect(hasPermission(site4, [3 as unknown as string], 'agency.view')).toBe(true);
  });

  it.each(['agency', 'agency.view.extra', '.view', 'agency.', '', 'agency view'])(
    "rejects '%s' with 'Invalid permission request.'",
    (request) => {
      expect(() => hasPermission(site4, ['1'], request)).toThrow(PERMISSION_ERRORS.invalid);
    },
  );

  it('rejects an empty list of permissions', () => {
    expect(() => hasPermission(site4, ['1'], [])).toThrow(PERMISSION_ERRORS.invalid);
  });

  it('reports a site without data', () => {
    expect(() => hasPermission([site4], ['1'], 'agency.view', '9')).toThrow(PERMISSION_ERRORS.noData);
    expect(() => hasPermission(undefined, ['1'], 'agency.view', '4')).toThrow(PERMISSION_ERRORS.noData);
  });

  it('reports an unknown category and an unknown permission', () => {
    expect(() => hasPermission(site4, ['1'], 'mailing.view')).toThrow(PERMISSION_ERRORS.categoryNotFound);
    expect(() => hasPermission(site4, ['1'], 'agency.delete')).toThrow(PERMISSION_ERRORS.permissionNotFound);
  });
});

describe('isPermitted', () => {
  it('treats unanswerable requests and a missing permission as denied', () => {
    expect(isPermitted(site4, ['1'], 'mailing.view')).toBe(false);
    expect(isPermitted(site4, ['1'], 'bad')).toBe(false);
    expect(isPermitted(site4, ['1'], undefined)).toBe(false);
    expect(isPermitted(site4, ['1'], 'agency.save')).toBe(true);
  });
});

describe('permissionKeys', () => {
  it('is the union over all of the roles', () => {
    expect([...permissionKeys(site4, ['2', '3'])].sort()).toEqual(['agency.view', 'content.view']);
    expect([...permissionKeys([site4, site5], ['2'], '5')]).toEqual(['agency.view']);
    expect(permissionKeys([site4], ['1'], '7').size).toBe(0);
  });
});

describe('default matrix', () => {
  it('gives the administrator every permission and the agency editor only agency.view', () => {
    const matrix = defaultSitePermissions('4');
    const all = matrix.permissionCategories.flatMap((c) => c.permissionDetails.map((d) => `${c.keyword}.${d.keyword}`));
    expect([...permissionKeys(matrix, ['1'])].sort()).toEqual([...all].sort());
    expect([...permissionKeys(matrix, ['3'])]).toEqual(['agency.view']);
    expect(permissionKeys(matrix, ['4']).size).toBe(0);
  });

  it('keeps the fixed role ids of the spec and withholds mailing from editors on the TV site', () => {
    expect(ROLES.map((r) => r.id)).toEqual(expect.arrayContaining(['1', '6']));
    expect(isPermitted(defaultSitePermissions('4'), ['2'], 'mailing.view')).toBe(true);
    expect(isPermitted(defaultSitePermissions('5'), ['2'], 'mailing.view')).toBe(false);
    expect(isPermitted(defaultSitePermissions('4'), ['2'], 'user.view')).toBe(false);
  });
});
