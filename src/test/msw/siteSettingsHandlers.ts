/**
 * The site settings' operations as MSW handlers over one site's settings in memory, answering
 * like saveSiteSettings: a stale version is CONFLICT, a cover image without its size BAD_USER_INPUT.
 */
import { graphql, HttpResponse } from 'msw';
import type {
  AddSiteUsersMutation,
  AddSiteUsersMutationVariables,
  SiteUsersQuery,
  SiteUsersQueryVariables,
  UserSearchQuery,
  UserSearchQueryVariables,
} from '../../graphql/graphql.ts';
import { DEFAULT_EMBED_HOSTS } from '../../../resources/embedHosts.ts';
import { en as resourceTexts } from '../../../resources/messages/resources.ts';
import { siteUsersRefusal } from '../../../resources/siteUsers.ts';
import { siteSettingsGlobal } from '../../../resources/siteSettings.ts';
import { firstFailure, formatRuleMessage } from '../../../resources/validation.ts';
import type { SiteSettings, SiteSettingsInput } from '../../workflows/siteSettings/siteSettingsMethods.ts';

export const SAMPLE_SITE_SETTINGS: SiteSettings = {
  __typename: 'SiteSettings',
  id: '4',
  version: 3,
  isExpirationDate: false,
  isProgramEnabled: true,
  isMagazineQuoteEnabled: false,
  isAuthorEnabled: true,
  isCartoonistEnabled: true,
  isSmilesEnabled: true,
  headlineKickPermission: false,
  isShowAddArchiveButton: true,
  flashNewsDescription: 'Son dakika gelişmeleri',
  seoContent: { dreamInterpretationTitle: 'Rüya tabirleri' },
  notificationFlashNewsCoverImage: {
    path: 'images/2026/11/flash.jpg',
    width: 1600,
    height: 900,
    crops: [{ type: 'horizontal', path: 'images/2026/11/flash-horizontal.jpg', width: 1280, height: 720 }],
  },
  liveTransferCoverImage: null,
  embedHosts: [...DEFAULT_EMBED_HOSTS],
};

/** The users the search finds, with their sites: two on site 4, two elsewhere. */
export const SAMPLE_DIRECTORY = [
  { id: '1', name: 'Yönetici', email: 'admin@newsroom.example', sites: ['1', '4'] },
  { id: '2', name: 'Ece Editör', email: 'editor@newsroom.example', sites: ['4'] },
  { id: '7', name: 'Deniz Muhabir', email: 'deniz@newsroom.example', sites: ['1'] },
  { id: '8', name: 'Ayşe Yılmaz', email: 'ayse@newsroom.example', sites: [] as string[] },
];

type Image = SiteSettings['notificationFlashNewsCoverImage'];
const typedImage = (image: Image) =>
  image && { text: null, ...image, __typename: 'Image', crops: image.crops.map((crop) => ({ ...crop, __typename: 'Crop' })) };

/** As the API answers, with every object's __typename. */
const answer = (settings: SiteSettings) => ({
  ...settings,
  seoContent: settings.seoContent && { ...settings.seoContent, __typename: 'SeoContentSettings' },
  notificationFlashNewsCoverImage: typedImage(settings.notificationFlashNewsCoverImage),
  liveTransferCoverImage: typedImage(settings.liveTransferCoverImage),
});

/** `stored: false`: the site has no settings yet (the query answers null, a save from version 0 writes them). */
export function createSiteSettingsBackend(initial: SiteSettings = SAMPLE_SITE_SETTINGS, { stored = true } = {}) {
  let settings: SiteSettings = structuredClone(initial);
  let exists = stored;
  /** The input of every SaveSiteSettings request, in order. */
  const saves: SiteSettingsInput[] = [];
  const refusal = (message: string, code: string, extensions: Record<string, unknown> = {}) =>
    HttpResponse.json<{ data: null; errors: { message: string; extensions: Record<string, unknown> }[] }>({ data: null, errors: [{ message, extensions: { code, ...extensions } }] });

  const directory = structuredClone(SAMPLE_DIRECTORY);
  /** The userIds of every AddSiteUsers request, in order. */
  const additions: string[][] = [];
  const userAnswer = ({ id, name, email }: (typeof directory)[number]) => ({ __typename: 'User' as const, id, name, email });

  const handlers = [
    graphql.query<SiteUsersQuery, SiteUsersQueryVariables>('SiteUsers', ({ variables }) =>
      HttpResponse.json({ data: { users: directory.filter((user) => user.sites.includes(String(variables.siteId))).map(userAnswer) } }),
    ),
    graphql.query<UserSearchQuery, UserSearchQueryVariables>('UserSearch', ({ variables }) => {
      const search = variables.search.toLocaleLowerCase('tr');
      const found = directory.filter((user) => `${user.name} ${user.email}`.toLocaleLowerCase('tr').includes(search));
      return HttpResponse.json({ data: { users: found.map(userAnswer) } });
    }),
    // As addSiteUsers: the declared rule over the site's users and the picks; ids that name no user are no pick.
    graphql.mutation<AddSiteUsersMutation, AddSiteUsersMutationVariables>('AddSiteUsers', ({ variables, request }) => {
      const userIds = [variables.userIds].flat().map(String);
      additions.push(userIds);
      const members = directory.filter((user) => user.sites.includes(settings.id)).map((user) => user.id);
      const failure = siteUsersRefusal(members, userIds.map((id) => (directory.some((user) => user.id === id) ? id : null)));
      if (failure) {
        const message = formatRuleMessage(failure, request.headers.get('language') === 'en' ? 'en' : 'tr');
        return refusal(message, 'BAD_USER_INPUT', { fields: { userIds: message } });
      }
      for (const user of directory) if (userIds.includes(user.id)) user.sites.push(settings.id);
      return HttpResponse.json({ data: { addSiteUsers: userIds } });
    }),
    graphql.query<{ siteSettings: SiteSettings | null }, { id: string }>('SiteSettings', ({ variables }) =>
      HttpResponse.json({ data: { siteSettings: exists && variables.id === settings.id ? answer(settings) : null } }),
    ),
    graphql.mutation<{ saveSiteSettings: SiteSettings }, { input: SiteSettingsInput }>('SaveSiteSettings', ({ variables: { input } }) => {
      saves.push(input);
      if (input.version !== (exists ? settings.version : 0)) return refusal(resourceTexts.saveErrors.conflict, 'CONFLICT');
      // The declared rules, as the server checks them (in English).
      const labels = resourceTexts.resources.siteSettings.fields as Record<string, string>;
      for (const [name, fieldRules] of Object.entries(siteSettingsGlobal.rules)) {
        const failure = firstFailure(fieldRules, input[name as keyof SiteSettingsInput], { fieldLabel: labels[name] ?? name });
        if (failure) {
          const message = formatRuleMessage(failure, 'en');
          return refusal(message, 'BAD_USER_INPUT', { fields: { [name]: message } });
        }
      }
      const { id: _id, version: _version, ...values } = input;
      // A field left out keeps its value, as on the server.
      const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<SiteSettings>;
      settings = { ...settings, ...given, version: exists ? settings.version + 1 : 1 };
      exists = true;
      return HttpResponse.json({ data: { saveSiteSettings: answer(settings) } });
    }),
  ];

  return {
    handlers,
    saves,
    additions,
    /** Another administrator adds a user meanwhile. */
    addBehindTheEditor: (userId: string) => directory.find((user) => user.id === userId)!.sites.push(settings.id),
    current: () => settings,
    /** Another administrator's save meanwhile. */
    changeBehindTheEditor: (change: Partial<SiteSettings>) => {
      settings = { ...settings, ...change, version: settings.version + 1 };
    },
  };
}

export type SiteSettingsBackend = ReturnType<typeof createSiteSettingsBackend>;
