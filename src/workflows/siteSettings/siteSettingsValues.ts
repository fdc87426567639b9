import type { CropDefinition } from '../../../resources/fields.ts';
import { DEFAULT_EMBED_HOSTS } from '../../../resources/embedHosts.ts';
import { SITE_SETTINGS_IMAGE_CROPS } from '../../../resources/siteSettings.ts';
import type { SiteSettings, SiteSettingsInput } from './siteSettingsMethods.ts';

export const SETTINGS_IMAGE_CROPS: Record<'notificationFlashNewsCoverImage' | 'liveTransferCoverImage', readonly CropDefinition[]> = {
  notificationFlashNewsCoverImage: SITE_SETTINGS_IMAGE_CROPS,
  liveTransferCoverImage: SITE_SETTINGS_IMAGE_CROPS,
};

export const SETTINGS_SWITCHES = [
  'isAuthorEnabled',
  'isCartoonistEnabled',
  'isProgramEnabled',
  'isExpirationDate',
  'isMagazineQuoteEnabled',
  'isSmilesEnabled',
] as const;
export const HEADLINE_SWITCHES = ['headlineKickPermission', 'isShowAddArchiveButton'] as const;

type SwitchName = (typeof SETTINGS_SWITCHES)[number] | (typeof HEADLINE_SWITCHES)[number];
const switchesOf = (value: (name: SwitchName) => boolean) =>
  Object.fromEntries([...SETTINGS_SWITCHES, ...HEADLINE_SWITCHES].map((name) => [name, value(name)])) as Record<SwitchName, boolean>;

/** A site with no settings stored yet: every switch off, nothing written (version 0, as the server counts it). */
export const unsetSettings = (siteId: string): SiteSettings => ({
  __typename: 'SiteSettings',
  id: siteId,
  version: 0,
  ...switchesOf(() => false),
  flashNewsDescription: null,
  seoContent: null,
  notificationFlashNewsCoverImage: null,
  liveTransferCoverImage: null,
  embedHosts: [...DEFAULT_EMBED_HOSTS],
});

type ImageValue = { path?: string | null; width?: number | null; height?: number | null; crops?: readonly CropValue[] | null } | null | undefined;
type CropValue = { type: string; path?: string | null; width?: number | null; height?: number | null };

/** Only what the API takes: the picker's description and Apollo's __typename stay behind; no path is no image. */
function imageInput(image: ImageValue) {
  if (!image?.path) return null;
  return {
    path: image.path,
    width: image.width ?? null,
    height: image.height ?? null,
    crops: (image.crops ?? []).map(({ type, path, width, height }) => ({ type, path: path ?? null, width: width ?? null, height: height ?? null })),
  };
}

/** The form's values as the save's input (every field is sent: the save replaces the settings). */
export function settingsInput(values: SiteSettings): SiteSettingsInput {
  return {
    id: values.id,
    version: values.version,
    ...switchesOf((name) => values[name] === true),
    flashNewsDescription: values.flashNewsDescription ?? null,
    seoContent: { dreamInterpretationTitle: values.seoContent?.dreamInterpretationTitle ?? null },
    notificationFlashNewsCoverImage: imageInput(values.notificationFlashNewsCoverImage),
    liveTransferCoverImage: imageInput(values.liveTransferCoverImage),
    embedHosts: [...values.embedHosts],
  };
}

/** The server's field paths as the form's: a crop refusal belongs to its image's control. */
export function formErrors(fields: Record<string, string>): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = path.replace(/\.crops$/, '');
    if (field === 'seoContent.dreamInterpretationTitle') errors.seoContent = { dreamInterpretationTitle: message };
    else errors[field] = message;
  }
  return errors;
}
