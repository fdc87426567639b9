/**
 * A workflow in the admin is one folder with one `feature.ts` (src/workflows/README.md): the screens
 * of its routes, its named data provider methods and the components it puts over declared
 * resources' generated screens. src/features.ts lists them; the routes, the data provider and the
 * entity screens loop over that list and name no feature. The shell imports every feature.ts, so a
 * feature.ts holds names and lazy `import()`s only: its screens and methods load on first use.
 */
import type { ComponentType } from 'react';
import type { ScreenOverrideLoader } from '../lowcode/screenOverrides.ts';
import type { MethodGroup } from '../providers/featureMethods.ts';

export { methodsOf } from '../providers/featureMethods.ts';

/**
 * A route's screen module, loaded on first use. Its default export is only known as a function
 * here: the screens' own types come from the data provider's, which come from the features.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export type ScreenLoader = () => Promise<{ default: Function }>;

/** A declared resource shown on a list route and a detail route of its own (its form opens on the detail route). */
export interface DetailRoutedResource {
  resource: string;
  list: string;
  detail: string;
}

export interface AdminFeature {
  /** The folder's name (src/workflows/<name>/), used in errors. */
  name: string;
  /**
   * Screens by route name of src/routes/routeMap.ts, each `() => import('./Screen.tsx')` (a module
   * whose default export is the screen). Routes given the same loader share one screen.
   */
  routes?: Readonly<Record<string, ScreenLoader>>;
  /** Its named data provider methods: `methodsOf(() => import('./xMethods.ts').then((m) => m.xMethods), [names])`. */
  // Any methods: a group's names are keys of its methods, so no one type of methods takes every group.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  methods?: readonly MethodGroup<any>[];
  /** Components over a declared resource's generated screens, by resource name (src/lowcode/screenOverrides.ts). */
  screenOverrides?: Readonly<Record<string, ScreenOverrideLoader>>;
  /** Declared resources it serves on a list and a detail route (the users at /settings/system/user/…). */
  detailRoutedResources?: readonly DetailRoutedResource[];
  /** A control it puts in the app bar (the global search), loaded after the shell: `() => import('./Control.tsx')`. */
  appBar?: AppBarLoader;
}

/** An app bar control's module; its default export takes no props. */
export type AppBarLoader = () => Promise<{ default: ComponentType }>;

export const defineAdminFeature = <const F extends AdminFeature>(feature: F): F => feature;

/** Each name once across the features: a second declaration of a route, method or resource is a mistake. */
function uniqueNames(kind: string): (name: string, feature: AdminFeature) => void {
  const owners = new Map<string, string>();
  return (name, feature) => {
    const owner = owners.get(name);
    if (owner !== undefined) throw new Error(`The ${kind} '${name}' is declared by the features '${owner}' and '${feature.name}'`);
    owners.set(name, feature.name);
  };
}

/** The entries of a record every feature may declare, in one record. */
export function mergeFeatureRecords<V>(features: readonly AdminFeature[], kind: string, recordOf: (feature: AdminFeature) => Readonly<Record<string, V>> | undefined): Record<string, V> {
  const claim = uniqueNames(kind);
  const merged: Record<string, V> = {};
  for (const feature of features) {
    for (const [name, value] of Object.entries(recordOf(feature) ?? {})) {
      claim(name, feature);
      merged[name] = value;
    }
  }
  return merged;
}

/** Every feature's method groups, each method name declared once. */
export function featureMethodGroups(features: readonly AdminFeature[]): NonNullable<AdminFeature['methods']>[number][] {
  const claim = uniqueNames('method');
  for (const feature of features) for (const { names } of feature.methods ?? []) for (const name of names) claim(name, feature);
  return features.flatMap((feature) => feature.methods ?? []);
}
