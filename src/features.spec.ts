import { describe, expect, it } from 'vitest';
import { ADMIN_FEATURES } from './features.ts';
import { routeByName, screenRoutes } from './routes/routeTree.ts';
import { defineAdminFeature, featureMethodGroups, mergeFeatureRecords, methodsOf, type AdminFeature } from './workflows/workflowFeature.ts';

const FEATURES: readonly AdminFeature[] = ADMIN_FEATURES;
const screen = () => Promise.resolve({ default: () => null });
const methods = (...names: string[]) => methodsOf(() => Promise.resolve(() => Object.fromEntries(names.map((name) => [name, () => Promise.resolve()]))), names);

describe('the admin features (src/features.ts)', () => {
  it('serve only screen routes of the route map', () => {
    const routes = FEATURES.flatMap((feature) => [
      ...Object.keys(feature.routes ?? {}),
      ...(feature.detailRoutedResources ?? []).flatMap(({ list, detail }) => [list, detail]),
    ]);
    const screens = new Set(screenRoutes().map(({ node }) => node.name));
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.filter((route) => !screens.has(route) || !routeByName(route))).toEqual([]);
  });

  it('declare each route, method and screen override once across the list', () => {
    expect(() => mergeFeatureRecords(FEATURES, 'route', (feature) => feature.routes)).not.toThrow();
    expect(() => mergeFeatureRecords(FEATURES, 'screen override', (feature) => feature.screenOverrides)).not.toThrow();
    expect(featureMethodGroups(FEATURES).flatMap(({ names }) => names)).toContain('getAgencyItems');
  });

  it('have each a name of its own, the name of its folder', () => {
    expect(new Set(FEATURES.map(({ name }) => name)).size).toBe(FEATURES.length);
  });
});

describe('a name two features declare', () => {
  const desk = defineAdminFeature({ name: 'desk', routes: { agencyList: screen }, methods: [methods('getItems', 'saveItem')] });

  it('is refused for a route, naming both features', () => {
    const other = defineAdminFeature({ name: 'other', routes: { agencyList: screen } });
    expect(() => mergeFeatureRecords([desk, other], 'route', (feature) => feature.routes)).toThrow("The route 'agencyList' is declared by the features 'desk' and 'other'");
  });

  it('is refused for a method, across features and within one', () => {
    expect(() => featureMethodGroups([desk, defineAdminFeature({ name: 'other', methods: [methods('saveItem')] })])).toThrow("The method 'saveItem' is declared by the features 'desk' and 'other'");
    expect(() => featureMethodGroups([defineAdminFeature({ name: 'twice', methods: [methods('getItems'), methods('getItems')] })])).toThrow("The method 'getItems' is declared by the features 'twice' and 'twice'");
  });

  it('is refused for a screen override', () => {
    const users = { users: () => Promise.resolve({}) };
    expect(() => mergeFeatureRecords([{ name: 'a', screenOverrides: users }, { name: 'b', screenOverrides: users }], 'screen override', (feature) => feature.screenOverrides)).toThrow(
      "The screen override 'users' is declared by the features 'a' and 'b'",
    );
  });
});
