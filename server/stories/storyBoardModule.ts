/**
 * The stories' and reels' boards (spec 02 §3–§5, §8; README.md): a published story or reel moved
 * after another, pinned or unpinned, one row written each time; and the boards' changes for every
 * open list. Saves, reads and deletes are the declared resources' (resources/story.ts, resources/reel.ts).
 */
import type { Resolvers } from '../contract/generated/resolverTypes.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';
import { boardChanges, type BoardChange } from './boardEvents.ts';
import { moveOnBoard } from './boardMoves.ts';
import { BOARDS, type BoardName } from './boards.ts';

const storyBoardTypeDefs = /* GraphQL */ `
  "What changed on a board (stories or reels) of the request's site."
  enum BoardChangeKind {
    saved
    moved
    pinned
    published
    deleted
  }

  "A change on a board, announced after its commit: the lists read the board again."
  type BoardChange {
    "The story or reel changed."
    id: ID!
    kind: BoardChangeKind!
    "Who changed it; null for the publishing job."
    byUserId: ID
    at: DateTime!
  }

  extend type Mutation {
    "Puts a published story just after another (afterId null: the top of its group); pinned stories stay above the others, and a move never takes a story across that line. One row is written."
    moveStory(id: ID!, afterId: ID): Story!
    "Pins a published story (it goes under the pinned ones already there) or unpins it (it goes on top of the others). One row is written."
    pinStory(id: ID!, pinned: Boolean!): Story!
    "moveStory for reels."
    moveReel(id: ID!, afterId: ID): Reel!
    "pinStory for reels."
    pinReel(id: ID!, pinned: Boolean!): Reel!
  }

  extend type Subscription {
    "The stories of the request's site that were saved, moved, pinned, published or deleted."
    storiesChanged: BoardChange!
    "The same for reels."
    reelsChanged: BoardChange!
  }
`;

// The records are the engine's output rows; their field resolvers are the declared resources'.
type Output = never;

const changesOf = (board: BoardName) => ({
  subscribe: (_source: unknown, _args: unknown, context: { events: Parameters<typeof boardChanges>[0]; siteNumber?: number }) =>
    boardChanges(context.events, board, context.siteNumber as number),
  resolve: (change: BoardChange) => change,
});

const resolvers: Resolvers = {
  Mutation: {
    moveStory: async (_source, { id, afterId }, context) => (await moveOnBoard(BOARDS.stories, context, id, { afterId: afterId ?? null })) as Output,
    pinStory: async (_source, { id, pinned }, context) => (await moveOnBoard(BOARDS.stories, context, id, { pinned })) as Output,
    moveReel: async (_source, { id, afterId }, context) => (await moveOnBoard(BOARDS.reels, context, id, { afterId: afterId ?? null })) as Output,
    pinReel: async (_source, { id, pinned }, context) => (await moveOnBoard(BOARDS.reels, context, id, { pinned })) as Output,
  },
  Subscription: { storiesChanged: changesOf('stories'), reelsChanged: changesOf('reels') },
};

export const storyBoardModule: GraphQLModule = {
  typeDefs: storyBoardTypeDefs,
  resolvers,
  operations: {
    Mutation: {
      moveStory: { permission: 'story.save', siteScoped: true },
      pinStory: { permission: 'story.save', siteScoped: true },
      moveReel: { permission: 'reels.save', siteScoped: true },
      pinReel: { permission: 'reels.save', siteScoped: true },
    },
    Subscription: {
      storiesChanged: { permission: 'story.view', siteScoped: true },
      reelsChanged: { permission: 'reels.view', siteScoped: true },
    },
  },
};
