import type { CropDefinition } from './fields.ts';

/** The site settings' text limits (ours: the spec gives none), for the form and for saveSiteSettings. */
export const SITE_SETTINGS_LIMITS = { flashNewsDescription: 500, dreamInterpretationTitle: 200 } as const;

/** The crops both settings images are cut to (ours, the sizes the seeded sites' images have: the spec names the images, not their sizes). */
export const SITE_SETTINGS_IMAGE_CROPS: readonly CropDefinition[] = [
  { type: 'horizontal', width: 1280, height: 720 },
  { type: 'square', width: 720, height: 720 },
];
