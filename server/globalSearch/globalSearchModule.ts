/** The global search's API (server/globalSearch/README.md): one query, on the request's site. */
import type { Resolvers } from '../contract/generated/resolverTypes.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';
import { globalSearch } from './globalSearch.ts';

const globalSearchTypeDefs = /* GraphQL */ `
  "What the global search finds: contents, the caller's drafts, agency items, media items, people (persons and authors)."
  enum GlobalSearchKind {
    CONTENT
    DRAFT
    AGENCY_ITEM
    MEDIA
    PERSON
  }

  type GlobalSearchHit {
    kind: GlobalSearchKind!
    id: ID!
    title: String!
    "A line under the title: a content's or draft's spot, an item's agency, a picture's text, a person's job or an author's e-mail."
    detail: String
    "What orders the group, newest first: a content's date, a draft's last save, an agency item's arrival, a media item's upload, a person's last save."
    date: DateTime
    "The declared resource (or table) the hit is a row of: contents, contentDrafts, agencyContents, mediaItems, people, authors."
    resource: String!
    "A content's or draft's CONTENT_TYPE value."
    contentType: Int
  }

  type GlobalSearchGroup {
    kind: GlobalSearchKind!
    hits: [GlobalSearchHit!]!
    "More than the limit matched."
    more: Boolean!
    "The kind could not be searched in time (or failed): its hits are unknown, the other groups are whole."
    failed: Boolean!
  }

  type Query {
    "Every word (folded: case and Turkish letters, a prefix each) in the kinds the caller may read on the site; one group per such kind, newest first, limit 1 to 20 (default 5). No word: no group."
    globalSearch(query: String!, limit: Int): [GlobalSearchGroup!]!
  }
`;

const resolvers: Resolvers = {
  Query: {
    globalSearch: (_source, { query, limit }, context) => globalSearch(context, query, limit),
  },
};

export const globalSearchModule: GraphQLModule = {
  typeDefs: globalSearchTypeDefs,
  resolvers,
  operations: {
    Query: {
      globalSearch: { permission: 'signedIn', siteScoped: true },
    },
  },
};
