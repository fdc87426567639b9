/**
 * A site's settings (spec 01 §3 'Site settings'), declared once: the GraphQL type and input, the
 * checks of `saveSiteSettings`, and the settings screen's form with its sections all come from here.
 * The settings live in the sites row's json, one document per site (server/siteSettings/).
 */
import { defineGlobal } from './defineGlobal.ts';
import { DEFAULT_EMBED_HOSTS, MAX_EMBED_HOSTS } from './embedHosts.ts';
import { boolean, image, object, tags, text, textarea, type CropDefinition, type FieldValues } from './fields.ts';

/** The crops both settings images are cut to (ours, the sizes the seeded sites' images have: the spec names the images, not their sizes). */
export const SITE_SETTINGS_IMAGE_CROPS: readonly CropDefinition[] = [
  { type: 'horizontal', width: 1280, height: 720 },
  { type: 'square', width: 720, height: 720 },
];

// Ours: given an image, its file, size and crops are all there (the spec's hasCoverImage and validCropSettings).
const coverImage = () => image({ crops: SITE_SETTINGS_IMAGE_CROPS, rules: ['wholeImage'] });

export const siteSettingsGlobal = defineGlobal({
  name: 'siteSettings',
  typeName: 'SiteSettings',
  description: "A site's settings (spec 01 §3): which editor fields the site uses, its texts, frames and cover images.",
  idOf: 'site',
  fields: {
    isAuthorEnabled: boolean(),
    isCartoonistEnabled: boolean(),
    isProgramEnabled: boolean(),
    isExpirationDate: boolean(),
    isMagazineQuoteEnabled: boolean(),
    isSmilesEnabled: boolean(),
    headlineKickPermission: boolean(),
    isShowAddArchiveButton: boolean(),
    // Ours: the spec gives no lengths.
    flashNewsDescription: textarea({ maxLength: 500 }),
    seoContent: object('SeoContentSettings', { dreamInterpretationTitle: text({ maxLength: 200 }) }),
    // The hosts frames may load from (resources/embedHosts.ts); a site that never saved a list has the default one.
    embedHosts: tags({ hosts: true, maxItems: MAX_EMBED_HOSTS, defaultValue: DEFAULT_EMBED_HOSTS, rules: ['embedHost'] }),
    notificationFlashNewsCoverImage: coverImage(),
    liveTransferCoverImage: coverImage(),
  },
  sections: [
    { title: 'siteSettings.editors', fields: ['isAuthorEnabled', 'isCartoonistEnabled', 'isProgramEnabled', 'isExpirationDate', 'isMagazineQuoteEnabled', 'isSmilesEnabled'] },
    { title: 'siteSettings.headlines', fields: ['headlineKickPermission', 'isShowAddArchiveButton'] },
    { title: 'siteSettings.texts', fields: ['flashNewsDescription', 'seoContent'] },
    { title: 'siteSettings.embeds', fields: ['embedHosts'] },
    { title: 'siteSettings.images', fields: ['notificationFlashNewsCoverImage', 'liveTransferCoverImage'] },
  ],
});

/** A site's settings as the API answers them, without the id and version. */
export type SiteSettingsValues = FieldValues<typeof siteSettingsGlobal.fields>;
