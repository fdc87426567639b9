import { delay, graphql, HttpResponse } from 'msw';
import type { GetAgencyPhotosQueryVariables } from '../../graphql/graphql.ts';
import { agencyPhotoSamples, type AgencyPhotoSample } from './samples/agencyPhotoSamples.ts';

export interface AgencyPhotoApi {
  handlers: ReturnType<typeof graphql.query>[];
  /** The variables of every list request, in order, with the tab asked. */
  requests: { tab: 'agency' | 'archive'; variables: GetAgencyPhotosQueryVariables }[];
}

/** Like the API: words of the title, at or before firstCreatedDate, a page after the cursor. */
function page(rows: readonly AgencyPhotoSample[], { filter, limit, firstCreatedDate, after }: GetAgencyPhotosQueryVariables) {
  const words = filter?.search?.toLocaleLowerCase('tr');
  const matching = rows.filter(
    (row) => (!words || row.title.toLocaleLowerCase('tr').includes(words)) && (!firstCreatedDate || row.createdDate <= firstCreatedDate),
  );
  const start = after ? matching.findIndex((row) => row.cursor === after) + 1 : 0;
  return matching.slice(start, start + (limit ?? 20));
}

/** The photo picker's two queries over these items (default: 45 agency items, 6 archive items). */
export function agencyPhotoApi(rows: { agency: readonly AgencyPhotoSample[]; archive: readonly AgencyPhotoSample[] } = { agency: agencyPhotoSamples(45), archive: agencyPhotoSamples(6, 'archive') }): AgencyPhotoApi {
  const requests: AgencyPhotoApi['requests'] = [];
  return {
    requests,
    handlers: [
      graphql.query('GetAgencyPhotos', ({ variables }) => {
        requests.push({ tab: 'agency', variables });
        return HttpResponse.json({ data: { agencyContents: page(rows.agency, variables) } });
      }),
      graphql.query('GetArchivePhotos', ({ variables }) => {
        requests.push({ tab: 'archive', variables });
        return HttpResponse.json({ data: { agencyArchives: page(rows.archive, variables) } });
      }),
    ],
  };
}

/** The lists never answer: the placeholders stay. */
export const agencyPhotosPending = ['GetAgencyPhotos', 'GetArchivePhotos'].map((name) => graphql.query(name, () => delay('infinite')));

/** The lists fail as the API does when the agency service is down. */
export const agencyPhotosFailing = ['GetAgencyPhotos', 'GetArchivePhotos'].map((name) =>
  graphql.query(name, () => HttpResponse.json({ errors: [{ message: 'The agency service is down' }] })),
);
