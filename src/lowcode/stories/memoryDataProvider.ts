import type { DataProvider, GetListParams, GetManyParams, GetOneParams, Identifier, RaRecord } from 'react-admin';

/** Records by resource, answered in memory: what reference controls read in stories, without HTTP. */
export function memoryDataProvider(records: Record<string, RaRecord[]>): DataProvider {
  const of = (resource: string) => records[resource] ?? [];
  const matches = (record: RaRecord, filter: Record<string, unknown>) =>
    Object.entries(filter).every(([key, value]) =>
      key === 'search' || key === 'q'
        ? JSON.stringify(record).toLocaleLowerCase().includes(String(value).toLocaleLowerCase())
        : value === undefined || value === '' || record[key] === value,
    );
  const has = (ids: readonly Identifier[], record: RaRecord) => ids.map(String).includes(String(record.id));
  const provider = {
    getList: async (resource: string, { pagination, filter }: GetListParams) => {
      const found = of(resource).filter((record) => matches(record, filter ?? {}));
      const { page, perPage } = pagination ?? { page: 1, perPage: found.length };
      return { data: found.slice((page - 1) * perPage, page * perPage), total: found.length };
    },
    getMany: async (resource: string, { ids }: GetManyParams) => ({ data: of(resource).filter((record) => has(ids, record)) }),
    getOne: async (resource: string, { id }: GetOneParams) => {
      const record = of(resource).find((candidate) => String(candidate.id) === String(id));
      if (!record) throw new Error('ra.notification.item_doesnt_exist');
      return { data: record };
    },
    getManyReference: async () => ({ data: [], total: 0 }),
  };
  // Only the reads the stories use; the other methods are never called.
  return provider as unknown as DataProvider;
}
