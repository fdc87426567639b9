/**
 * The feature flags the code reads, each declared once with what it switches
 * (docs/feature-flags.md). A flag is a row of `featureFlags` (resources/featureFlag.ts) under its
 * key; switched off (`enabled` false) it hides its screens, route and menu entry (the admin's route
 * map), and its delivery features (the delivery API answers 404 for them). A known flag without a
 * row is on, so a new flag changes nothing until an administrator turns it off.
 */

/** What the delivery API serves that a flag can switch off (server/http/deliveryApi.ts). */
export type DeliveryFeature = 'headlines';

export interface KnownFeatureFlag {
  key: string;
  /** What it switches; the row is seeded with the Turkish text (the admin's default language). */
  description: { tr: string; en: string };
  /** Route names of src/routes/routeMap.ts. */
  screens?: readonly string[];
  delivery?: readonly DeliveryFeature[];
}

export const KNOWN_FEATURE_FLAGS: readonly KnownFeatureFlag[] = [
  {
    key: 'deliveryHeadlines',
    description: {
      tr: 'Sitelere manşet akışı: kapalıyken teslim API’si /api/public/:siteId/headlines için 404 döner.',
      en: "The sites' headline feed: while off, the delivery API answers 404 at /api/public/:siteId/headlines.",
    },
    delivery: ['headlines'],
  },
  {
    key: 'editorContentReport',
    description: {
      tr: 'Editör içerik raporu ekranı: kapalıyken menüde ve adreste yok.',
      en: 'The editor content report screen: while off, neither in the menu nor at its address.',
    },
    screens: ['editorContentReport'],
  },
];

/** The keys of the flags switched off, as the server tells them (`disabledFeatures`). */
export type DisabledFeatures = ReadonlySet<string>;

const flagsOf = (disabled: DisabledFeatures) => KNOWN_FEATURE_FLAGS.filter((flag) => disabled.has(flag.key));

/** The route names hidden by the flags switched off. */
export const hiddenScreens = (disabled: DisabledFeatures): ReadonlySet<string> => new Set(flagsOf(disabled).flatMap((flag) => flag.screens ?? []));

export const isDeliveryFeatureOn = (feature: DeliveryFeature, disabled: DisabledFeatures): boolean =>
  !flagsOf(disabled).some((flag) => flag.delivery?.includes(feature));
