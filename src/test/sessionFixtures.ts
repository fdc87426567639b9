import { defaultSitePermissions } from '../../resources/permissionCatalogue.ts';
import type { RecordedRequest, StubAnswer } from './graphqlFetchStub.ts';

const SITE_NAMES: Record<string, string> = {
  '1': 'Gündem',
  '2': 'Gündem English',
  '3': 'Gündem Arabic',
  '4': 'Haberhat',
  '5': 'Gündem TV',
};

export function siteRecord(id: string) {
  return {
    id,
    name: SITE_NAMES[id],
    displayName: SITE_NAMES[id],
    isApproved: true,
    logo: null,
    url: null,
    linkName: null,
    language: id === '2' ? 'en' : id === '3' ? 'ar' : 'tr',
    tinyUrl: null,
  };
}

/** Stub answers for the session's three operations, like the seeded API would give for one user. */
export function sessionAnswers(user: { id: string; name: string; roles: string[]; sites: string[] }) {
  return {
    GetCurrentUser: {
      data: {
        currentUser: {
          ...user,
          username: user.name,
          email: `${user.id}@newsroom.example`,
          department: null,
          picture: null,
          isApproved: true,
        },
      },
    },
    getSites: { data: { sites: user.sites.map(siteRecord) } },
    GetPermissions: (request: RecordedRequest): StubAnswer => ({
      data: { permissions: [{ id: `p${request.headers.siteid}`, ...defaultSitePermissions(request.headers.siteid) }] },
    }),
  };
}
