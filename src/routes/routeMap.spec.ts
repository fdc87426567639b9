import { describe, expect, it } from 'vitest';
import { PERMISSION_CATEGORIES, defaultSitePermissions } from '../../resources/permissionCatalogue';
import { en, tr } from '../i18n/messages/shell';
import { menuEntries, type MenuEntry } from './menuEntries';
import { notBuiltScreens } from './notBuiltScreens';
import { decideRoute } from './routeAccess';
import { ROUTE_MAP } from './routeMap';
import { isStandalonePath, linkPath, placeRoutes, screenRoutes } from './routeTree';
import { sessionPermissionCheck } from './sessionPermissionCheck';
import type { PermissionCheck } from './routeTypes';

const sessionOf = (roleIds: string[], siteId = '4') =>
  sessionPermissionCheck({ roleIds, siteId, permissions: [defaultSitePermissions(siteId)] });
const only = (...keys: string[]): PermissionCheck => (permission) =>
  (typeof permission === 'string' ? [permission] : permission).some((key) => keys.includes(key));

const links = (entries: MenuEntry[]): string[] =>
  entries.flatMap((entry) => (entry.children ? links(entry.children) : [entry.to ?? '']));

describe('route map', () => {
  it('declares a permission the catalogue knows on every screen, and reads only such permissions', () => {
    for (const { node, fullPath } of screenRoutes()) {
      expect(node.permission, fullPath).toBeDefined();
      const keys = typeof node.permission === 'string' ? [node.permission] : [...(node.permission ?? [])];
      for (const key of [...keys, ...(node.reads ?? [])]) {
        const [category, keyword] = key.split('.');
        expect(PERMISSION_CATEGORIES[category], `${fullPath}: ${key}`).toContain(keyword);
      }
    }
  });

  it('names every node once', () => {
    const names = placeRoutes().map(({ node }) => node.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('labels every node in Turkish and English', () => {
    for (const { node } of placeRoutes()) {
      expect(en.shell.routes, node.name).toHaveProperty(node.name);
      expect(tr.shell.routes, node.name).toHaveProperty(node.name);
    }
  });

  it('denies a screen that declares no permission', () => {
    const tree = [{ name: 'g', path: 'g', redirectFirstChild: true, children: [{ name: 'bare', path: 'bare' }] }];
    expect(decideRoute('/g/bare', () => true, tree)).toEqual({ kind: 'redirect', to: '/unauthorized' });
    expect(decideRoute('/g', () => true, tree)).toEqual({ kind: 'redirect', to: '/unauthorized' });
  });

  it('links without optional params and never to a route that needs one', () => {
    expect(linkPath('/content/list/:type?')).toBe('/content/list');
    expect(linkPath('/mailing/old/:sendDate?')).toBe('/mailing/old');
    expect(linkPath('/seo/hadith/detail/:id')).toBeUndefined();
  });

  it('marks the content editors standalone and nothing else', () => {
    expect(isStandalonePath('/content/news/12')).toBe(true);
    expect(isStandalonePath('/content/official-announcement')).toBe(true);
    expect(isStandalonePath('/content/list')).toBe(false);
    expect(isStandalonePath('/agency/list')).toBe(false);
  });
});

describe('fallback chain', () => {
  const agencyOnly = sessionOf(['3']);

  it('sends an agency-only editor from content to the agency list', () => {
    expect(decideRoute('/content/list', agencyOnly)).toEqual({ kind: 'redirect', to: '/agency/list' });
    expect(decideRoute('/content/news/5', agencyOnly)).toEqual({ kind: 'redirect', to: '/agency/list' });
    expect(decideRoute('/content', agencyOnly)).toEqual({ kind: 'redirect', to: '/agency/list' });
    expect(decideRoute('/archive/list', agencyOnly)).toEqual({ kind: 'redirect', to: '/agency/list' });
    expect(decideRoute('/agency/list/archive', agencyOnly)).toMatchObject({ kind: 'screen' });
  });

  it('stops at the archive list when that is permitted', () => {
    expect(decideRoute('/content/list', only('agencyArchive.view', 'agency.view'))).toEqual({ kind: 'redirect', to: '/archive/list' });
  });

  it('ends on /unauthorized when nothing in the chain is permitted, and for any other forbidden route', () => {
    const reader = sessionOf(['4']);
    expect(decideRoute('/content/list', reader)).toEqual({ kind: 'redirect', to: '/unauthorized' });
    expect(decideRoute('/agency/list', reader)).toEqual({ kind: 'redirect', to: '/unauthorized' });
    expect(decideRoute('/settings/system/user/list', agencyOnly)).toEqual({ kind: 'redirect', to: '/unauthorized' });
    expect(decideRoute('/headline/list', agencyOnly)).toEqual({ kind: 'redirect', to: '/unauthorized' });
  });

  it('reports paths outside the map as not found', () => {
    expect(decideRoute('/no/such/page', agencyOnly)).toEqual({ kind: 'notFound' });
  });
});

describe('group redirects', () => {
  it('go to the first child the user may open', () => {
    const can = only('signature.view', 'user.view', 'seoContents.view');
    expect(decideRoute('/settings', can)).toEqual({ kind: 'redirect', to: '/settings/content/signatures' });
    expect(decideRoute('/settings/system', can)).toEqual({ kind: 'redirect', to: '/settings/system/user/list' });
    expect(decideRoute('/seo', can)).toEqual({ kind: 'redirect', to: '/seo/hadith/list' });
  });

  it('follow the seeded matrix for an editor', () => {
    expect(decideRoute('/content', sessionOf(['2']))).toEqual({ kind: 'redirect', to: '/content/list' });
    expect(decideRoute('/settings/system', sessionOf(['2']))).toEqual({ kind: 'redirect', to: '/unauthorized' });
  });
});

describe('menu', () => {
  it('shows an agency-only editor the agency list alone', () => {
    expect(menuEntries(sessionOf(['3']))).toEqual([
      expect.objectContaining({ name: 'agencyList', to: '/agency/list', label: 'shell.routes.agencyList' }),
    ]);
  });

  it('shows nothing to a user without permissions', () => {
    expect(menuEntries(sessionOf(['4']))).toEqual([]);
  });

  it('lists only menu-flagged, permitted screens inside their groups', () => {
    const editor = links(menuEntries(sessionOf(['2'])));
    expect(editor).toContain('/content/list');
    expect(editor).toContain('/settings/content/categories');
    expect(editor).not.toContain('/settings/system/user/list');
    expect(editor).not.toContain('/content/list-draft');
    expect(editor).not.toContain('/content/column');
    expect(editor.some((to) => to.includes('detail'))).toBe(false);
    const editorOnTv = links(menuEntries(sessionOf(['2'], '5')));
    expect(editorOnTv).not.toContain('/mailing/list');
  });

  it('nests the settings sub-groups as sections for an administrator', () => {
    const settings = menuEntries(sessionOf(['1'])).find((entry) => entry.name === 'settings');
    expect(settings?.children?.map((entry) => entry.name)).toEqual([
      'contentSettings',
      'headlineSettings',
      'socialMediaSettings',
      'otherSettings',
      'systemSettings',
    ]);
    const flagged = screenRoutes().filter(({ node }) => node.menu).length;
    expect(links(menuEntries(sessionOf(['1'])))).toHaveLength(flagged);
  });
});

describe('not-built screens', () => {
  it('lists every screen whose component is not registered', () => {
    expect(notBuiltScreens(ROUTE_MAP, {}).map(({ name }) => name)).toEqual(screenRoutes().map(({ node }) => node.name));
    const built = notBuiltScreens(ROUTE_MAP, { agencyList: true });
    expect(built.find(({ name }) => name === 'agencyList')).toBeUndefined();
    expect(built).toContainEqual({ name: 'contentList', path: '/content/list/:type?', permission: 'content.view' });
  });
});
