import { GraphQLResponseError } from '../../providers/graphqlResult.ts';
import { SAMPLE_AGENCY_ITEMS } from './agencyDeskSamples.ts';
import type { AgencyArchiveInput, AgencyContentMarks, AgencyDeskRow, AgencyDeskTransport, AgencyItemDetail } from './agencyDeskTypes.ts';

export interface MemoryAgencyDesk {
  transport: AgencyDeskTransport;
  /** Every saveAgencyArchive input and saveAgencyContent mark, in order. */
  archived: AgencyArchiveInput[];
  marks: AgencyContentMarks[];
  /** Someone else's save of an agency item: its version moves on, with these changes. */
  changeBehindTheEditor(key: string, change: Partial<AgencyItemDetail>): void;
  item(key: string): AgencyItemDetail | undefined;
}

const rowOf = (item: AgencyItemDetail, index: number): AgencyDeskRow => ({
  key: item.key,
  title: item.title,
  agencyName: item.agency?.name ?? '',
  category: item.category,
  createdDate: item.createdDate,
  status: item.status,
  hasItBeenUsed: item.hasItBeenUsed,
  isInappropriate: Boolean(item.isInappropriate),
  images: item.images,
  cursor: String(index),
  ...(item.tab === 'contents' ? {} : { detail: item }),
});

const conflict = () => new GraphQLResponseError([{ message: 'This record was changed by someone else.', extensions: { code: 'CONFLICT' } }]);

/** The desk's API over items in memory (the samples by default), for stories and tests. */
export function createMemoryAgencyDesk(items: readonly AgencyItemDetail[] = SAMPLE_AGENCY_ITEMS): MemoryAgencyDesk {
  const store = items.map((item) => ({ ...item }));
  const archived: AgencyArchiveInput[] = [];
  const marks: AgencyContentMarks[] = [];
  const find = (key: string) => store.find((item) => item.key === key);
  const agenciesOf = (tab: string) => [...new Map(store.filter((item) => item.tab === tab && item.agency).map((item) => [item.agency!.id, item.agency!.name])).entries()];

  const transport: AgencyDeskTransport = {
    async list(tab, filter, page, limit) {
      const shown = store.filter(
        (item) =>
          item.tab === tab &&
          (!filter.agencyIds?.length || filter.agencyIds.includes(item.agency?.id ?? '')) &&
          (!filter.agencyCategories?.length || filter.agencyCategories.includes(item.category ?? '')) &&
          (filter.used === undefined || item.hasItBeenUsed === filter.used),
      );
      const from = page.after === undefined ? 0 : Number(page.after) + 1;
      return shown.slice(from, from + limit).map((item, index) => rowOf(item, from + index));
    },
    agencies: async (tab) => agenciesOf(tab).map(([agencyId, name]) => ({ agencyId, name })),
    categories: async () => [...new Set(store.flatMap((item) => (item.category ? [item.category] : [])))].sort(),
    creators: async (tab) => (tab === 'archive' ? [{ id: '1', name: 'Deniz Editor' }] : [{ id: '1', name: 'Deniz Editor' }, { id: '2', name: 'Ece Reporter' }]),
    async setStatus(_, key, status) {
      const item = find(key)!;
      const changed = item.status !== status;
      item.status = status;
      return changed;
    },
    agencyContent: async (key) => {
      const item = find(key);
      return item ? { ...item } : null;
    },
    async markAgencyContent(input) {
      marks.push(input);
      const item = find(input.agencyContentId)!;
      if (item.version !== input.version) throw conflict();
      if (input.hasItBeenUsed !== undefined) item.hasItBeenUsed = input.hasItBeenUsed;
      if (input.isInappropriate !== undefined) item.isInappropriate = input.isInappropriate;
      item.version = (item.version ?? 0) + 1;
      return { version: item.version, status: item.status, hasItBeenUsed: item.hasItBeenUsed, isInappropriate: item.isInappropriate, editor: 'You' };
    },
    async saveAgencyArchive(input) {
      archived.push(input);
      const source = input.agencyContentId ? find(input.agencyContentId) : undefined;
      if (source) source.hasItBeenUsed = true;
      return { id: String(100 + archived.length) };
    },
  };

  return {
    transport,
    archived,
    marks,
    changeBehindTheEditor(key, change) {
      const item = find(key)!;
      Object.assign(item, change, { version: (item.version ?? 0) + 1 });
    },
    item: (key) => find(key),
  };
}
