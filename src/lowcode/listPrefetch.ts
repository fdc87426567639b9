import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';
import type { Resource } from '../../resources/defineResource.ts';
import type { Field } from '../../resources/fields.ts';

type ReferenceField = Extract<Field, { kind: 'reference' }>;

/** The reference fields a resource's list shows as columns. */
function listedReferences(resource: Resource): [source: string, field: ReferenceField][] {
  return Object.entries(resource.fields).filter((entry): entry is [string, ReferenceField] => entry[1].list === true && entry[1].kind === 'reference');
}

/**
 * The `meta` of a declared resource's list query: `prefetch` names its listed reference fields, so
 * the rows come with the records they name (react-admin's `meta.prefetched`) and draw whole at once,
 * instead of growing and shifting under the pointer as each column's names arrive.
 */
export function listQueryMeta(resource: Resource): { prefetch: string[] } | undefined {
  const prefetch = listedReferences(resource).map(([source]) => source);
  return prefetch.length ? { prefetch } : undefined;
}

const idsOf = (value: unknown): string[] => (Array.isArray(value) ? value : value == null || value === '' ? [] : [value]).map(String);

export interface ListPrefetchOptions {
  resources: readonly Resource[];
  /** The root field that reads a resource as one whole list without arguments (sites → `sites`), if it is read so. */
  wholeListField(resource: string): string | undefined;
}

/**
 * getList of a declared resource with `meta.prefetch` (field names, see listQueryMeta) answers with
 * `meta.prefetched`: for each referenced resource, the records the page names. A whole-list resource
 * (sites, roles) is read in the page's own document (`meta.alongside`), so the page takes one request
 * as before; others by one getMany after it; a reference to the listed resource itself is taken from
 * the page first. If that getMany fails, the page comes alone and each cell asks for its own.
 */
export function withListPrefetch<P extends DataProvider>(provider: P, options: ListPrefetchOptions): P {
  return {
    ...provider,
    async getList(resource: string, params: GetListParams): Promise<GetListResult> {
      const declared = options.resources.find((candidate) => candidate.name === resource);
      const asked = new Set<unknown>(Array.isArray(params.meta?.prefetch) ? params.meta.prefetch : []);
      const fields = declared ? listedReferences(declared).filter(([source]) => asked.has(source)) : [];
      if (!fields.length) return provider.getList(resource, params);

      const referenced = [...new Set(fields.map(([, field]) => field.resource))];
      const wholeLists = new Map(
        referenced.flatMap((name) => {
          const field = name === resource ? undefined : options.wholeListField(name);
          return field ? [[name, field] as const] : [];
        }),
      );
      const { prefetch: _prefetch, ...meta } = params.meta as Record<string, unknown>;
      const answer = await provider.getList(resource, { ...params, meta: wholeLists.size ? { ...meta, alongside: [...wholeLists.values()] } : meta });
      const { alongside = {}, ...answerMeta } = (answer.meta ?? {}) as { alongside?: Record<string, RaRecord[]> };
      const page = { ...answer, meta: Object.keys(answerMeta).length ? answerMeta : undefined };
      try {
        const prefetched: Record<string, RaRecord[]> = {};
        await Promise.all(
          referenced.map(async (name) => {
            const ids = new Set(page.data.flatMap((record) => fields.filter(([, field]) => field.resource === name).flatMap(([source]) => idsOf(record[source]))));
            if (!ids.size) return;
            const onPage = name === resource ? page.data.filter((record) => ids.has(String(record.id))) : [];
            onPage.forEach((record) => ids.delete(String(record.id)));
            const whole = wholeLists.get(name);
            const rest = !ids.size
              ? []
              : whole
                ? (alongside[whole] ?? []).filter((record) => ids.has(String(record.id)))
                : (await provider.getMany(name, { ids: [...ids], signal: params.signal })).data;
            prefetched[name] = [...onPage, ...rest];
          }),
        );
        return { ...page, meta: { ...page.meta, prefetched } };
      } catch {
        return page;
      }
    },
  };
}
