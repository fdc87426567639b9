import { graphql } from '../../graphql/index.ts';

/** The app bar's search (server/globalSearch/README.md): a group per kind the user may read. */
export const GLOBAL_SEARCH = graphql(`
  query GlobalSearch($query: String!, $limit: Int) {
    globalSearch(query: $query, limit: $limit) {
      kind
      more
      failed
      hits { kind id title detail date resource contentType }
    }
  }
`);
