/** The editor content report's API (server/editorReport/README.md): one query, on the request's site. */
import type { Resolvers } from '../contract/generated/resolverTypes.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';
import { editorContentReport } from './editorReport.ts';

const editorReportTypeDefs = /* GraphQL */ `
  "The report's range and types: contents created from createdDateFrom to createdDateTo (both included, the start before the end, at most 366 days apart)."
  input EditorContentReportFilter {
    createdDateFrom: DateTime!
    createdDateTo: DateTime!
    "CONTENT_TYPE values; none or empty: every type."
    types: [Int!]
  }

  "One content type's share of a row: count = all of the type (news-worthy included), newsWorthyCount = the news-worthy ones."
  type EditorContentTypeCount {
    type: Int!
    count: Int!
    newsWorthyCount: Int!
  }

  "An editor (the contents' creator) over the range: contentCount = not news-worthy, newsWorthyCount = news-worthy, total = both."
  type EditorContentReportRow {
    "The creator's user id; 0 for contents the server wrote itself, and for the totals row."
    editorId: Int!
    "The creator's name ('System' for 0; empty in the totals row)."
    editorName: String!
    contentCount: Int!
    newsWorthyCount: Int!
    total: Int!
    "The types the editor created contents of, in type order."
    byType: [EditorContentTypeCount!]!
  }

  type EditorContentReport {
    "Most contents first, then by name."
    rows: [EditorContentReportRow!]!
    "Every row summed."
    totals: EditorContentReportRow!
  }

  type Query {
    "Spec 02 §3: per editor, the contents created on the site in the range. BAD_USER_INPUT for a range that is not one (tr/en message)."
    editorContentReport(filter: EditorContentReportFilter!): EditorContentReport!
  }
`;

const resolvers: Resolvers = {
  Query: {
    editorContentReport: (_source, { filter }, context) => editorContentReport(context, filter),
  },
};

export const editorReportModule: GraphQLModule = {
  typeDefs: editorReportTypeDefs,
  resolvers,
  operations: {
    Query: {
      editorContentReport: { permission: 'editorContentReport.view', siteScoped: true },
    },
  },
};
