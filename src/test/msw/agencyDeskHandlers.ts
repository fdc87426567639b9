import { graphql, HttpResponse } from 'msw';
import type { AgencyArchiveInput, AgencyContentFilter, AgencyContentInput } from '../../graphql/graphql.ts';
import type { AgencyArchiveItem, AgencyVideoItem } from '../../workflows/agencyDesk/agencyDeskRows.ts';
import { bulkActionApi, type BulkActionApiOptions } from './bulkActionHandlers.ts';
import { SAMPLE_AGENCY_ARCHIVES, SAMPLE_AGENCY_CONTENTS, SAMPLE_AGENCY_VIDEOS, type AgencyContentSample } from './samples/agencyDeskSamples.ts';

type Listed = AgencyContentSample | AgencyArchiveItem | AgencyVideoItem;

/** The desk's API over items in memory, for one story or spec: what was saved is kept and can be read back. */
export function agencyDeskApi(
  items: { contents?: readonly AgencyContentSample[]; archives?: readonly AgencyArchiveItem[]; videos?: readonly AgencyVideoItem[] } = {},
  /** The bulk actions offered on every tab, with the rows the server refuses; none unless given. */
  bulk?: Pick<BulkActionApiOptions, 'refusals'>,
) {
  const contents = (items.contents ?? SAMPLE_AGENCY_CONTENTS).map((item) => ({ ...item }));
  const archives = (items.archives ?? SAMPLE_AGENCY_ARCHIVES).map((item) => ({ ...item }));
  const videos = (items.videos ?? SAMPLE_AGENCY_VIDEOS).map((item) => ({ ...item }));
  /** Every saveAgencyArchive input and saveAgencyContent mark, in order. */
  const archived: AgencyArchiveInput[] = [];
  const marks: AgencyContentInput[] = [];
  /** Every status change of an agency item, in order. */
  const statusChanges: { key: string; status: string }[] = [];
  const content = (key: string) => contents.find((item) => item.agencyContentId === key);

  // As the API: true keeps items whose embargo ends later than now, false the rest (archive items and videos carry none).
  const underEmbargo = (item: Listed) => 'embargoUntil' in item && Boolean(item.embargoUntil) && Date.parse(item.embargoUntil!) > Date.now();
  const page = <T extends Listed>(rows: readonly T[], variables: { filter?: (AgencyContentFilter & { embargoed?: boolean | null }) | null; limit?: number | null; after?: string | null }) => {
    const { filter, limit, after } = variables;
    const embargoed = filter?.embargoed;
    const shown = rows.filter(
      (item) =>
        (!filter?.agencyIds?.length || filter.agencyIds.includes(item.agency?.id ?? '')) &&
        (!filter?.agencyCategories?.length || filter.agencyCategories.includes(('category' in item ? item.category : item.agencyCategoryName) ?? '')) &&
        (filter?.used == null || item.hasItBeenUsed === filter.used) &&
        (embargoed == null || underEmbargo(item) === embargoed),
    );
    const from = after ? shown.findIndex((item) => item.cursor === after) + 1 : 0;
    return shown.slice(from, from + (limit ?? 50));
  };
  const agenciesOf = (rows: readonly Listed[]) => [...new Map(rows.flatMap((item) => (item.agency ? [[item.agency.id, item.agency.name] as const] : []))).entries()].map(([agencyId, name]) => ({ agencyId, name }));
  const setStatus = <T extends { status: string }>(item: T | undefined, status: T['status']) => {
    const changed = Boolean(item && item.status !== status);
    if (item) item.status = status;
    return changed;
  };

  // As the API's bulk actions: each row through its single-row write (a status, a mark on the version shown).
  const bulkApi =
    bulk &&
    bulkActionApi({
      available: { agencyContents: ['status', 'used', 'inappropriate'], agencyArchives: ['status'], agencyVideos: ['status'] },
      refusals: bulk.refusals,
      apply: ({ resource, action, value }, id) => {
        const item = resource === 'agencyContents' ? content(id) : resource === 'agencyArchives' ? archives.find((each) => each.id === id) : videos.find((each) => String(each.id) === id);
        if (!item) return;
        const field = action === 'status' ? 'status' : action === 'used' ? 'hasItBeenUsed' : 'isInappropriate';
        const next = action === 'status' ? value : value === 'true';
        if ((item as Record<string, unknown>)[field] === next) return;
        Object.assign(item, { [field]: next });
        if ('version' in item && typeof item.version === 'number') item.version += 1;
      },
    });

  const handlers = [
    ...(bulkApi?.handlers ?? []),
    graphql.query('GetAgencyContents', ({ variables }) => HttpResponse.json({ data: { agencyContents: page(contents, variables) } })),
    graphql.query('GetAgencyArchives', ({ variables }) => HttpResponse.json({ data: { agencyArchives: page(archives, variables) } })),
    graphql.query('GetAgencyVideos', ({ variables }) => HttpResponse.json({ data: { agencyVideos: page(videos, variables) } })),
    graphql.query('GetAgencyContent', ({ variables }) => HttpResponse.json({ data: { agencyContent: content(String(variables.agencyContentId)) ?? null } })),
    graphql.query('GetAgencies', ({ variables }) =>
      HttpResponse.json({ data: { agencies: agenciesOf(variables.tabName === 'archive' ? archives : variables.tabName === 'video' ? videos : contents) } }),
    ),
    graphql.query('GetAgencyCategories', () =>
      HttpResponse.json({ data: { agencyCategories: [...new Set([...contents, ...archives].flatMap((item) => item.agencyCategoryName ?? []))].sort() } }),
    ),
    graphql.query('GetActiveUsersOfAgencyContents', () =>
      HttpResponse.json({ data: { activeUsersOfAgencyContents: [{ id: '1', name: 'Deniz Editor' }, { id: '2', name: 'Ece Reporter' }] } }),
    ),
    graphql.query('GetActiveUsersOfAgencyArchives', () => HttpResponse.json({ data: { activeUsersOfAgencyArchives: [{ id: '1', name: 'Deniz Editor' }] } })),
    graphql.mutation('UpdateStatusToAgencyContent', ({ variables }) => {
      const item = content(String(variables.key));
      const changed = setStatus(item, variables.status);
      // As the API: an agency item's status change is a new version of it.
      if (item && changed) item.version += 1;
      statusChanges.push({ key: String(variables.key), status: variables.status });
      return HttpResponse.json({ data: { updateStatusToAgencyContent: changed } });
    }),
    graphql.mutation('UpdateStatusToAgencyArchive', ({ variables }) =>
      HttpResponse.json({ data: { updateStatusToAgencyArchive: setStatus(archives.find((item) => item.id === String(variables.key)), variables.status) } }),
    ),
    graphql.mutation('UpdateStatusToAgencyVideo', ({ variables }) =>
      HttpResponse.json({ data: { updateStatusToAgencyVideo: setStatus(videos.find((item) => item.id === Number(variables.key)), variables.status) } }),
    ),
    graphql.mutation<object, { input: AgencyContentInput }>('SaveAgencyContent', ({ variables: { input } }) => {
      marks.push(input);
      const item = content(input.agencyContentId);
      if (!item) return HttpResponse.json({ errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] });
      if (item.version !== input.version) {
        return HttpResponse.json({ data: null, errors: [{ message: 'This record was changed by someone else.', extensions: { code: 'CONFLICT' } }] });
      }
      if (input.hasItBeenUsed != null || input.createDraft != null) item.hasItBeenUsed = input.hasItBeenUsed ?? true;
      if (input.isInappropriate != null) item.isInappropriate = input.isInappropriate;
      for (const field of ['title', 'spot', 'content'] as const) if (input[field] != null) item[field] = input[field];
      if (input.tags != null) item.tags = input.tags;
      item.version += 1;
      const { version, title, spot, content: text, tags, status, hasItBeenUsed, isInappropriate } = item;
      const draftId = input.createDraft != null ? String(500 + marks.length) : null;
      return HttpResponse.json({ data: { saveAgencyContent: { version, title, spot, content: text, tags, status, hasItBeenUsed, isInappropriate, draftId, user: { name: 'You' } } } });
    }),
    graphql.mutation<object, { input: AgencyArchiveInput }>('SaveAgencyArchive', ({ variables: { input } }) => {
      archived.push(input);
      const source = input.agencyContentId ? content(input.agencyContentId) : undefined;
      if (source) source.hasItBeenUsed = true;
      return HttpResponse.json({ data: { saveAgencyArchive: { id: String(100 + archived.length) } } });
    }),
  ];

  return {
    handlers,
    /** The bulk calls, in order (with `bulk`). */
    bulkCalls: bulkApi?.calls ?? [],
    archived,
    marks,
    statusChanges,
    /** Someone else's save of an agency item: its version moves on, with these changes. */
    changeBehindTheEditor(key: string, change: Partial<AgencyContentSample>) {
      const item = content(key)!;
      Object.assign(item, change, { version: item.version + 1 });
    },
    content,
    archive: (id: string) => archives.find((item) => item.id === id),
  };
}

export type AgencyDeskApi = ReturnType<typeof agencyDeskApi>;
