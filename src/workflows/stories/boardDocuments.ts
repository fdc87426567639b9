import { graphql } from '../../graphql/index.ts';

// The client adds no __typename (apolloClient.ts): asked for here, so the fragments match the answers.

/** What a row of the stories' board shows and its actions need. */
export const BOARD_STORY_FIELDS = graphql(`
  fragment BoardStoryFields on Story {
    __typename id version title type categoryIds publishDate state pinned position
    frames { image video }
  }
`);

/** What a row of the reels' board shows and its actions need. */
export const BOARD_REEL_FIELDS = graphql(`
  fragment BoardReelFields on Reel {
    __typename id version title type categoryIds publishDate state pinned position
    shownPosterPath
  }
`);

export const GET_BOARD_STORIES = graphql(`
  query GetBoardStories($filter: StoryFilter, $page: Int, $limit: Int) {
    stories(filter: $filter, page: $page, limit: $limit) { ...BoardStoryFields }
  }
`);

export const GET_BOARD_REELS = graphql(`
  query GetBoardReels($filter: ReelFilter, $page: Int, $limit: Int) {
    reels(filter: $filter, page: $page, limit: $limit) { ...BoardReelFields }
  }
`);

export const GET_BOARD_CATEGORIES = graphql(`
  query GetBoardCategories {
    allCategories(limit: 1000) { __typename id name }
  }
`);

export const MOVE_STORY = graphql(`
  mutation MoveStory($id: ID!, $afterId: ID) {
    moveStory(id: $id, afterId: $afterId) { ...BoardStoryFields }
  }
`);

export const PIN_STORY = graphql(`
  mutation PinStory($id: ID!, $pinned: Boolean!) {
    pinStory(id: $id, pinned: $pinned) { ...BoardStoryFields }
  }
`);

export const MOVE_REEL = graphql(`
  mutation MoveReel($id: ID!, $afterId: ID) {
    moveReel(id: $id, afterId: $afterId) { ...BoardReelFields }
  }
`);

export const PIN_REEL = graphql(`
  mutation PinReel($id: ID!, $pinned: Boolean!) {
    pinReel(id: $id, pinned: $pinned) { ...BoardReelFields }
  }
`);

export const DELETE_BOARD_STORY = graphql(`
  mutation DeleteBoardStory($id: ID!, $version: Int!) {
    deleteStory(id: $id, version: $version) { __typename id }
  }
`);

export const DELETE_BOARD_REEL = graphql(`
  mutation DeleteBoardReel($id: ID!, $version: Int!) {
    deleteReel(id: $id, version: $version) { __typename id }
  }
`);

export const STORIES_CHANGED = graphql(`
  subscription BoardStoriesChanged {
    storiesChanged { id kind byUserId at }
  }
`);

export const REELS_CHANGED = graphql(`
  subscription BoardReelsChanged {
    reelsChanged { id kind byUserId at }
  }
`);
