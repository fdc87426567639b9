/** The headlines' SDL (README, "Headlines"). */
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

  type Query {
    headlines(filter: HeadlineFilter, page: Int, limit: Int): HeadlineList!
    headline(id: ID!): Headline
  }
`;
