import { graphql } from '../../graphql/index.ts';

// The client adds no __typename (apolloClient.ts): asked for here, so the fragments match the answers.

/** Everything a card shows and its actions need; the same selection for live, pending and old items. */
export const HEADLINE_ITEM_FIELDS = graphql(`
  fragment HeadlineItemFields on HeadlineItem {
    __typename id headlineId order state contentId provider external
    content { id title contentType isApproved publishedAt coverUrl }
    title titleHidden spot spotHidden manualUrl images
    pin pinnedUntil archive tag { id name isApproved } headlinedAt publishAt auto version updatedAt updatedByName
  }
`);

/** A column of the board: every operation answers with it, so each answer replaces the column. */
export const HEADLINE_FIELDS = graphql(`
  fragment HeadlineFields on Headline {
    __typename id version updatedAt autoCategoryId autoContentType autoTotalCount
    headlineType { id name itemCount supportedContentTypes coverCropWidth coverCropHeight }
    items { ...HeadlineItemFields }
    pending { ...HeadlineItemFields }
  }
`);

export const GET_HEADLINES = graphql(`
  query GetHeadlines($filter: HeadlineFilter, $limit: Int) {
    headlines(filter: $filter, limit: $limit) { data { ...HeadlineFields } total }
  }
`);

export const GET_HEADLINE = graphql(`
  query GetHeadline($id: ID!) {
    headline(id: $id) { ...HeadlineFields }
  }
`);

export const GET_OLD_HEADLINES = graphql(`
  query GetOldHeadlines($at: DateTime!, $headlineCategoryId: ID!) {
    oldHeadlines(at: $at, headlineCategoryId: $headlineCategoryId) { ...HeadlineFields }
  }
`);

export const SAVE_HEADLINE = graphql(`
  mutation SaveHeadline($input: HeadlineInput!) {
    saveHeadline(input: $input) { ...HeadlineFields }
  }
`);

export const MOVE_HEADLINE_ITEM = graphql(`
  mutation MoveHeadlineItem($headlineId: ID!, $itemId: ID!, $afterItemId: ID, $version: Int!) {
    moveHeadlineItem(headlineId: $headlineId, itemId: $itemId, afterItemId: $afterItemId, version: $version) { ...HeadlineFields }
  }
`);

export const PIN_HEADLINE_ITEM = graphql(`
  mutation PinHeadlineItem($headlineId: ID!, $itemId: ID!, $pin: HeadlinePin!, $version: Int!) {
    pinHeadlineItem(headlineId: $headlineId, itemId: $itemId, pin: $pin, version: $version) { ...HeadlineFields }
  }
`);

export const MOVE_HEADLINE_ITEM_TO_PENDING = graphql(`
  mutation MoveHeadlineItemToPending($headlineId: ID!, $itemId: ID!, $publishAt: DateTime!, $order: Int!, $version: Int!) {
    moveHeadlineItemToPending(headlineId: $headlineId, itemId: $itemId, publishAt: $publishAt, order: $order, version: $version) { ...HeadlineFields }
  }
`);

export const REMOVE_HEADLINE_ITEM = graphql(`
  mutation RemoveHeadlineItem($headlineId: ID!, $itemId: ID!, $version: Int!) {
    removeHeadlineItem(headlineId: $headlineId, itemId: $itemId, version: $version) { ...HeadlineFields }
  }
`);

export const HEADLINE_CHANGED = graphql(`
  subscription HeadlineChanged($headlineCategoryId: ID!) {
    headlineChanged(headlineCategoryId: $headlineCategoryId) { headlineId version kind itemId byUserId at }
  }
`);
