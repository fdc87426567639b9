/** The headlines' SDL (server/headlines/README.md). */
export const headlineTypeDefs = /* GraphQL */ `
  enum HeadlinePin {
    NONE
    PINNED
    PERMANENT
  }
  enum HeadlineItemState {
    LIVE
    PENDING
  }

  type HeadlineContentSummary {
    id: ID!
    title: String!
    contentType: Int!
    isApproved: Boolean!
    publishedAt: DateTime
    coverUrl: String
  }

  "An item's headline tag (spec 02 §3), by its current name."
  type HeadlineItemTag {
    id: ID!
    name: String!
    "False when the tag was unapproved after it was set: the board marks it, the sites do not get it."
    isApproved: Boolean!
  }

  type HeadlineItem {
    id: ID!
    headlineId: ID!
    "1-based position shown on the board (pinned at their slot); for PENDING the order it will take."
    order: Int!
    state: HeadlineItemState!
    contentId: ID
    content: HeadlineContentSummary
    "The picker's headline item (spec 02 §3) for an outside item; null for our contents."
    external: JSON
    "contents | agency | recipes"
    provider: String!
    title: String!
    titleHidden: Boolean!
    spot: String
    spotHidden: Boolean!
    manualUrl: String
    "{ vertical, horizontal, crop? }"
    images: JSON!
    pin: HeadlinePin!
    pinnedUntil: DateTime
    archive: Boolean!
    "One of the site's headline tags, or null."
    tag: HeadlineItemTag
    headlinedAt: DateTime
    publishAt: DateTime
    "Filled by the auto headline; not stored, cannot be moved."
    auto: Boolean!
    version: Int!
    updatedAt: DateTime!
    updatedByName: String
  }

  type Headline {
    id: ID!
    headlineType: HeadlineType!
    "LIVE, in order (auto ones after the manual ones)."
    items: [HeadlineItem!]!
    "PENDING, by publishAt then order."
    pending: [HeadlineItem!]!
    autoCategoryId: ID
    autoContentType: Int
    autoTotalCount: Int
    version: Int!
    updatedAt: DateTime!
  }

  input HeadlineFilter {
    headlineCategoryId: ID
    headlineTypeId: ID
  }
  type HeadlineList {
    data: [Headline!]!
    total: Int!
  }

  input HeadlineItemInput {
    "Absent: a new item."
    id: ID
    contentId: ID
    external: JSON
    provider: String
    "Where it goes (1-based); absent on a new item: 1 (top)."
    order: Int
    title: String
    titleHidden: Boolean
    spot: String
    spotHidden: Boolean
    manualUrl: String
    images: JSON
    archive: Boolean
    "An approved headline tag of the site (needs headlineTag.view); null clears it."
    tagId: ID
    "In the future: the item goes to the pending list."
    publishAt: DateTime
  }

  input HeadlineInput {
    id: ID!
    version: Int!
    autoCategoryId: ID
    autoContentType: Int
    autoTotalCount: Int
    "Items to add or edit (by id); items not listed are left as they are."
    items: [HeadlineItemInput!]
  }

  type HeadlineChange {
    headlineId: ID!
    version: Int!
    "saved | moved | pinned | removed | pending | promoted"
    kind: String!
    itemId: ID
    byUserId: ID
    at: DateTime!
  }

  type Query {
    headlines(filter: HeadlineFilter, page: Int, limit: Int): HeadlineList!
    headline(id: ID!): Headline
    "The headlines of a category as they were at that instant."
    oldHeadlines(at: DateTime!, headlineCategoryId: ID!): [Headline!]!
  }

  type Mutation {
    saveHeadline(input: HeadlineInput!): Headline!
    "Puts the item right after afterItemId (null: at the top). One row written."
    moveHeadlineItem(headlineId: ID!, itemId: ID!, afterItemId: ID, version: Int!): Headline!
    pinHeadlineItem(headlineId: ID!, itemId: ID!, pin: HeadlinePin!, version: Int!): Headline!
    moveHeadlineItemToPending(headlineId: ID!, itemId: ID!, publishAt: DateTime!, order: Int!, version: Int!): Headline!
    removeHeadlineItem(headlineId: ID!, itemId: ID!, version: Int!): Headline!
  }

  type Subscription {
    "Every change of a headline of this category on the request's site; the board re-reads the headline named."
    headlineChanged(headlineCategoryId: ID!): HeadlineChange!
  }
`;
