import { appWorkflowClient, type WorkflowClient } from '../../providers/appSessionClient.ts';
import { fieldOrThrow } from '../../providers/graphqlResult.ts';
import { toDetail, toRow, type ApiItem } from './agencyDeskApiRows.ts';
import {
  GET_AGENCIES,
  GET_AGENCY_ARCHIVES,
  GET_AGENCY_CATEGORIES,
  GET_AGENCY_CONTENT,
  GET_AGENCY_CONTENTS,
  GET_AGENCY_VIDEOS,
  GET_ARCHIVE_CREATORS,
  GET_CONTENT_CREATORS,
  SAVE_AGENCY_ARCHIVE,
  SAVE_AGENCY_CONTENT,
  UPDATE_ARCHIVE,
  UPDATE_CONTENT,
  UPDATE_VIDEO,
} from './agencyDeskQueries.ts';
import type { ActiveUser, AgencyContentMarked, AgencyDeskTransport, AgencyOption } from './agencyDeskTypes.ts';

export * from './agencyDeskTypes.ts';

const LISTS = {
  contents: { query: GET_AGENCY_CONTENTS, field: 'agencyContents' },
  archive: { query: GET_AGENCY_ARCHIVES, field: 'agencyArchives' },
  video: { query: GET_AGENCY_VIDEOS, field: 'agencyVideos' },
} as const;

const STATUS_MUTATIONS = {
  contents: { mutation: UPDATE_CONTENT, field: 'updateStatusToAgencyContent', key: String },
  archive: { mutation: UPDATE_ARCHIVE, field: 'updateStatusToAgencyArchive', key: String },
  video: { mutation: UPDATE_VIDEO, field: 'updateStatusToAgencyVideo', key: Number },
} as const;

type Marked = Omit<AgencyContentMarked, 'editor'> & { user: { name: string } | null };

export function createAgencyDeskTransport(client: WorkflowClient): AgencyDeskTransport {
  const read = async <T>(query: Parameters<typeof client.query>[0]['query'], field: string, variables?: Record<string, unknown>) =>
    fieldOrThrow<T>(await client.query({ query, variables }), field);
  const write = async <T>(mutation: Parameters<typeof client.mutate>[0]['mutation'], field: string, variables: Record<string, unknown>) =>
    fieldOrThrow<T>(await client.mutate({ mutation, variables }), field);

  return {
    async list(tab, filter, page, limit) {
      const { query, field } = LISTS[tab];
      return (await read<ApiItem[]>(query, field, { filter, limit, ...page })).map((item) => toRow(tab, item));
    },
    agencies: (tab) => read<AgencyOption[]>(GET_AGENCIES, 'agencies', { tabName: tab === 'contents' ? 'agency' : tab }),
    categories: () => read<string[]>(GET_AGENCY_CATEGORIES, 'agencyCategories'),
    creators: (tab) =>
      tab === 'archive' ? read<ActiveUser[]>(GET_ARCHIVE_CREATORS, 'activeUsersOfAgencyArchives') : read<ActiveUser[]>(GET_CONTENT_CREATORS, 'activeUsersOfAgencyContents'),
    setStatus(tab, key, status) {
      const { mutation, field, key: asKey } = STATUS_MUTATIONS[tab];
      return write<boolean>(mutation, field, { key: asKey(key), status });
    },
    async agencyContent(agencyContentId) {
      const item = await read<ApiItem | null>(GET_AGENCY_CONTENT, 'agencyContent', { agencyContentId });
      return item && toDetail('contents', item);
    },
    async markAgencyContent(marks) {
      const { user, ...saved } = await write<Marked>(SAVE_AGENCY_CONTENT, 'saveAgencyContent', { input: marks });
      return { ...saved, editor: user?.name ?? null };
    },
    saveAgencyArchive: (input) => write<{ id: string }>(SAVE_AGENCY_ARCHIVE, 'saveAgencyArchive', { input }),
  };
}

let appTransport: AgencyDeskTransport | undefined;

/** The app's transport, over the providers' link chain (token, site and language headers, loading bar, errors). */
export function appAgencyDeskTransport(): AgencyDeskTransport {
  appTransport ??= createAgencyDeskTransport(appWorkflowClient);
  return appTransport;
}
