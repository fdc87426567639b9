import { describe, expect, it } from 'vitest';
import { KNOWN_FEATURE_FLAGS } from '../../resources/knownFeatureFlags';
import { defaultSitePermissions } from '../../resources/permissionCatalogue';
import { menuEntries, type MenuEntry } from './menuEntries';
import { decideRoute } from './routeAccess';
import { placeRoutes } from './routeTree';
import { sessionPermissionCheck } from './sessionPermissionCheck';

const ADMINISTRATOR = '1';
const adminWith = (disabledFeatures: string[]) =>
  sessionPermissionCheck({ roleIds: [ADMINISTRATOR], siteId: '4', permissions: [defaultSitePermissions('4')], disabledFeatures });
const links = (entries: MenuEntry[]): string[] => entries.flatMap((entry) => (entry.children ? links(entry.children) : [entry.to ?? '']));

const REPORT = '/content/editor-content-report';

describe('feature flags in the route map', () => {
  it('names only screens the map has', () => {
    const names = new Set(placeRoutes().map(({ node }) => node.name));
    for (const flag of KNOWN_FEATURE_FLAGS) for (const screen of flag.screens ?? []) expect(names, `${flag.key}: ${screen}`).toContain(screen);
  });

  it('shows a screen and its menu entry while its flag is on', () => {
    const can = adminWith([]);
    expect(links(menuEntries(can))).toContain(REPORT);
    expect(decideRoute(REPORT, can)).toMatchObject({ kind: 'screen' });
  });

  it('hides the screen, route and menu entry, of a flag switched off, even from the administrator', () => {
    const can = adminWith(['editorContentReport']);
    expect(links(menuEntries(can))).not.toContain(REPORT);
    // Down the content group's fallback chain, as a forbidden screen.
    expect(decideRoute(REPORT, can)).toEqual({ kind: 'redirect', to: '/archive/list' });
    expect(links(menuEntries(can))).toContain('/content/list');
  });

  it('ignores keys it does not know', () => {
    expect(links(menuEntries(adminWith(['noSuchFlag'])))).toEqual(links(menuEntries(adminWith([]))));
  });
});
