import { describe, expect, it } from 'vitest';
import { defaultSitePermissions } from '../../resources/permissionCatalogue.ts';
import { canAccess } from './canAccess.ts';

const site4 = defaultSitePermissions('4');
const site5 = defaultSitePermissions('5');
const sessionOf = (roleIds: string[], siteId = '4') => ({ roleIds, permissions: [site4, site5], siteId });

describe('canAccess', () => {
  it('asks for `${resource}.${action}` on the session site, action defaulting to view', () => {
    expect(canAccess(sessionOf(['3']), { resource: 'agency' })).toBe(true);
    expect(canAccess(sessionOf(['3']), { resource: 'agency', action: 'view' })).toBe(true);
    expect(canAccess(sessionOf(['3']), { resource: 'agency', action: 'save' })).toBe(false);
    expect(canAccess(sessionOf(['3']), { resource: 'content' })).toBe(false);
  });

  it('grants the administrator everything and the reader nothing', () => {
    expect(canAccess(sessionOf(['1']), { resource: 'user', action: 'permissions' })).toBe(true);
    expect(canAccess(sessionOf(['4']), { resource: 'agency' })).toBe(false);
  });

  it('grants when any of the roles holds the permission', () => {
    expect(canAccess(sessionOf(['4', '2']), { resource: 'content' })).toBe(true);
  });

  it('reads the matrix of the selected site only', () => {
    expect(canAccess(sessionOf(['2'], '4'), { resource: 'mailing' })).toBe(true);
    expect(canAccess(sessionOf(['2'], '5'), { resource: 'mailing' })).toBe(false);
    expect(canAccess(sessionOf(['1'], '3'), { resource: 'agency' })).toBe(false);
  });

  it('denies unknown categories and permissions instead of throwing', () => {
    expect(canAccess(sessionOf(['1']), { resource: 'nothing' })).toBe(false);
    expect(canAccess(sessionOf(['1']), { resource: 'agency', action: 'fly' })).toBe(false);
    expect(canAccess(sessionOf(['1']), { resource: 'agency.view', action: 'view' })).toBe(false);
  });
});
