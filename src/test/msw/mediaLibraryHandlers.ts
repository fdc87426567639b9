import { graphql, HttpResponse } from 'msw';
import { en as resourceTexts } from '../../../resources/messages/resources.ts';
import type { GetMediaItemsQueryVariables, MediaItemFilter, MediaItemInput } from '../../graphql/graphql.ts';
import { mediaLibrarySamples, type MediaItemSample } from './samples/mediaLibrarySamples.ts';

const fold = (text: string) => text.toLocaleLowerCase('tr').normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i');
const contains = (value: string | null | undefined, part: string | null | undefined) => !part || fold(value ?? '').includes(fold(part));

/** The server's refusal of a delete while contents use the file. */
export const IN_USE_MESSAGE = resourceTexts.saveErrors.inUse.replace('{{uses}}', 'Bütçe görüşmeleri sürüyor, Meclisten kareler');

function matches(item: MediaItemSample, filter: MediaItemFilter | null | undefined) {
  const words = filter?.search ? fold(filter.search).split(/\s+/).filter(Boolean) : [];
  const searched = fold(`${item.text ?? ''} ${item.reporter ?? ''} ${item.source ?? ''}`);
  return (
    (!filter?.mediaType?.length || filter.mediaType.includes(item.mediaType!)) &&
    contains(item.reporter, filter?.reporter) &&
    contains(item.source, filter?.source) &&
    (!filter?.createdDateFrom || item.createdDate >= filter.createdDateFrom) &&
    (!filter?.createdDateTo || item.createdDate <= filter.createdDateTo) &&
    words.every((word) => searched.split(/\s+/).some((term) => term.startsWith(word)))
  );
}

const refusal = (message: string, code: string) =>
  HttpResponse.json<{ data: null; errors: { message: string; extensions: { code: string } }[] }>({ data: null, errors: [{ message, extensions: { code } }] });

/**
 * The media library's API over files in memory, for one story or spec, one handler per operation:
 * a save on a stale version is CONFLICT, a delete of a used file is refused with the server's message.
 */
export function mediaLibraryApi(rows: readonly MediaItemSample[] = mediaLibrarySamples(12)) {
  const items = rows.map((row) => ({ ...row }));
  const requests: GetMediaItemsQueryVariables[] = [];
  const saves: MediaItemInput[] = [];
  const deletes: string[] = [];
  const handlers = [
    graphql.query('GetMediaItems', ({ variables }) => {
      requests.push(variables);
      const { filter, limit, after, firstCreatedDate } = variables;
      const shown = items.filter((item) => matches(item, filter) && (!firstCreatedDate || item.createdDate <= firstCreatedDate));
      const from = after ? shown.findIndex((item) => item.cursor === after) + 1 : 0;
      return HttpResponse.json({ data: { mediaItems: shown.slice(from, from + (limit ?? 50)) } });
    }),
    graphql.query('GetMediaItem', ({ variables }) => HttpResponse.json({ data: { mediaItem: items.find((item) => item.id === variables.id) ?? null } })),
    graphql.mutation('SaveMediaItem', ({ variables }) => {
      const input = variables.input as MediaItemInput;
      saves.push(input);
      const item = items.find((candidate) => candidate.id === input.id);
      if (!item) return refusal('Not found', 'NOT_FOUND');
      if (item.version !== input.version) return refusal(resourceTexts.saveErrors.conflict, 'CONFLICT');
      Object.assign(item, { reporter: input.reporter ?? null, source: input.source ?? null, text: input.text ?? null, version: item.version + 1 });
      return HttpResponse.json({ data: { saveMediaItem: item } });
    }),
    graphql.mutation('DeleteMediaItem', ({ variables }) => {
      const index = items.findIndex((item) => item.id === variables.id);
      if (items[index]?.usageCount) return refusal(IN_USE_MESSAGE, 'CONFLICT');
      deletes.push(String(variables.id));
      const [removed] = items.splice(index, 1);
      return HttpResponse.json({ data: { deleteMediaItem: { id: removed!.id } } });
    }),
  ];
  return { handlers, requests, saves, deletes, items };
}

/** May read the library, save every content type and delete news: an editor. */
export const libraryEditor = (permission: string | readonly string[]) =>
  [permission].flat().every((key) => key.endsWith('.view') || key.endsWith('.save') || key === 'news.delete');
