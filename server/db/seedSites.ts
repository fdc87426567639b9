import { SITE_SETTINGS_IMAGE_CROPS, siteSettingsGlobal } from '../../resources/siteSettings.ts';
import type { ImageData } from '../../resources/fields.ts';
import type { SiteSettingsDocument } from './schema.ts';

/** Site 4 is the browser's default site (spec 01 §9). */
export const DEFAULT_SITE_ID = '4';

type Cut = { type: string; width: number; height: number };

/** An image of the seed under `path` (a placeholder path: the seed stores no file), with its cuts. */
export function seedImage(path: string, size: Omit<Cut, 'type'>, cuts: Cut[]): ImageData {
  return { path, ...size, crops: cuts.map((cut) => ({ ...cut, path })) };
}

/** Cut to the crops the site settings screen edits. */
const coverImage = (path: string) => seedImage(path, { width: 1280, height: 720 }, [...SITE_SETTINGS_IMAGE_CROPS]);

/** The declared defaults with the seed's choices; no embed host list, so the sites follow the default one. */
function settings(overrides: SiteSettingsDocument): SiteSettingsDocument {
  const { embedHosts: _followsTheDefault, ...defaults } = siteSettingsGlobal.defaults();
  return { ...defaults, isAuthorEnabled: true, isShowAddArchiveButton: true, ...overrides };
}

export const SEED_SITES = [
  {
    id: 1,
    name: 'Gündem',
    displayName: 'Gündem',
    linkName: 'gundem',
    language: 'tr',
    url: 'https://www.gundem.example',
    tinyUrl: 'https://gnd.example',
    settings: settings({
      isExpirationDate: true,
      isMagazineQuoteEnabled: true,
      isCartoonistEnabled: true,
      isSmilesEnabled: true,
      headlineKickPermission: true,
      flashNewsDescription: 'Son dakika',
      seoContent: { dreamInterpretationTitle: 'Rüya tabirleri' },
      notificationFlashNewsCoverImage: coverImage('/seed/gundem/flash-news.jpg'),
      liveTransferCoverImage: coverImage('/seed/gundem/live.jpg'),
    }),
  },
  {
    id: 2,
    name: 'Gündem English',
    displayName: 'Gündem English',
    linkName: 'gundem-en',
    language: 'en',
    url: 'https://en.gundem.example',
    tinyUrl: 'https://gnd.example/en',
    settings: settings({ flashNewsDescription: 'Breaking news' }),
  },
  {
    id: 3,
    name: 'Gündem Arabic',
    displayName: 'Gündem Arabic',
    linkName: 'gundem-ar',
    language: 'ar',
    url: 'https://ar.gundem.example',
    tinyUrl: 'https://gnd.example/ar',
    settings: settings({ isAuthorEnabled: false }),
  },
  {
    id: 4,
    name: 'Haberhat',
    displayName: 'Haberhat',
    linkName: 'haberhat',
    language: 'tr',
    url: 'https://www.haberhat.example',
    tinyUrl: 'https://hbr.example',
    settings: settings({
      isExpirationDate: true,
      isCartoonistEnabled: true,
      headlineKickPermission: true,
      flashNewsDescription: 'Flaş haber',
      seoContent: { dreamInterpretationTitle: 'Rüya tabirleri' },
      notificationFlashNewsCoverImage: coverImage('/seed/haberhat/flash-news.jpg'),
    }),
  },
  {
    id: 5,
    name: 'Gündem TV',
    displayName: 'Gündem TV',
    linkName: 'gundem-tv',
    language: 'tr',
    url: 'https://tv.gundem.example',
    tinyUrl: 'https://gnd.example/tv',
    settings: settings({
      isProgramEnabled: true,
      isShowAddArchiveButton: false,
      liveTransferCoverImage: coverImage('/seed/gundem-tv/live.jpg'),
    }),
  },
];
