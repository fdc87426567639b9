/**
 * Content drafts (spec 02 §2, §4): `contentDrafts(filter, page, limit)`, `contentDraft(id)`,
 * `saveContentDraft(input)`, `deleteContentDraft(id)`, each on the caller's own drafts only
 * (server/content/contentDrafts.ts). A draft touches no content, so content.view suffices.
 */
import { deleteDraft, listDrafts, readDraft, saveDraft } from './contentDrafts.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';

const contentDraftTypeDefs = /* GraphQL */ `
  "What the caller typed into an item's editor (or a new item's), kept apart from the item."
  type ContentDraft {
    id: ID!
    "The item; null for a draft of a new item."
    contentId: ID
    "The item's version the draft was started from."
    baseVersion: Int
    "The item's version now: above baseVersion, the item was saved since the draft began."
    contentVersion: Int
    "Who saved the item last."
    contentEditorId: ID
    type: Int!
    title: String
    spot: String
    categoryId: ID
    "Counts the autosaves; an autosave names the version it was made from."
    version: Int!
    createdDate: String!
    "The draft date: its last autosave."
    updatedDate: String!
    "The editor's values (content fields); read through contentDraft(id) only."
    values: JSON
    "The agency item the draft was made from, if any: agency, item id and the wire version."
    agencySource: ContentDraftAgencySource
  }

  type ContentDraftAgencySource {
    agencyId: ID!
    agencyName: String!
    agencyContentId: String!
    agencyVersion: Int!
  }

  "An autosave's result."
  type ContentDraftSaved {
    id: ID!
    version: Int!
    updatedDate: String!
    "The fields stored otherwise than sent (the item's allow-lists cleaned them), as stored; null when none. The next splice is made on these."
    cleaned: JSON
  }

  "Replace the characters [from, to) of a field's text, as the draft holds it, by insert."
  input TextSpliceInput {
    field: String!
    from: Int!
    to: Int!
    insert: String!
  }

  """
  An autosave. With id and version: the fields changed since that version (values) and splices of
  long texts. Without id: the whole values of a new draft, of contentId or of a new item.
  """
  input ContentDraftInput {
    id: ID
    contentId: ID
    baseVersion: Int
    version: Int
    values: JSON
    splices: [TextSpliceInput!]
  }

  input ContentDraftFilter {
    type: Int
    contentId: ID
  }

  type Query {
    "The caller's drafts on the site, last saved first."
    contentDrafts(filter: ContentDraftFilter, page: Int = 1, limit: Int = 50): [ContentDraft!]!
    "One of the caller's drafts with its values; null when it is not theirs or does not exist."
    contentDraft(id: ID!): ContentDraft
  }

  type Mutation {
    saveContentDraft(input: ContentDraftInput!): ContentDraftSaved!
    deleteContentDraft(id: ID!): Boolean!
  }
`;

export const DRAFT_RULE = { permission: 'content.view', siteScoped: true } as const;
const RULE = DRAFT_RULE;

const iso = (date: Date) => date.toISOString();

export const contentDraftModule: GraphQLModule = {
  typeDefs: contentDraftTypeDefs,
  resolvers: {
    ContentDraft: {
      createdDate: (draft) => iso(draft.createdDate),
      updatedDate: (draft) => iso(draft.updatedDate),
    },
    ContentDraftSaved: { updatedDate: (saved) => iso(saved.updatedDate) },
    Query: {
      contentDrafts: (_source, { filter, page, limit }, context) => listDrafts(context, filter, page ?? 1, limit ?? 50),
      contentDraft: (_source, { id }, context) => readDraft(context, id),
    },
    Mutation: {
      saveContentDraft: (_source, { input }, context) => saveDraft(context, input),
      deleteContentDraft: (_source, { id }, context) => deleteDraft(context, id),
    },
  },
  operations: {
    Query: { contentDrafts: RULE, contentDraft: RULE },
    Mutation: { saveContentDraft: RULE, deleteContentDraft: RULE },
  },
};
