/** A published story and reel on each probed site for the access matrix (moves and pins need a published one), and their boards' changes to hear. */
import { reels } from '../../../resources/reel.ts';
import { stories } from '../../../resources/story.ts';
import type { EventBus } from '../../../server/events/eventBus.ts';
import type { GraphQLServer } from '../../../server/graphql/yoga.ts';
import { publishBoardChange } from '../../../server/stories/boardEvents.ts';
import type { BoardName } from '../../../server/stories/boards.ts';
import { resourceCalls } from './resourceCalls.ts';

const BOARD_OF: Record<string, BoardName> = { moveStory: 'stories', pinStory: 'stories', moveReel: 'reels', pinReel: 'reels' };
const TOPIC_OF: Record<string, BoardName> = { storiesChanged: 'stories', reelsChanged: 'reels' };

export async function storyProbes(yoga: GraphQLServer, events: EventBus, adminToken: string, sites: readonly string[]) {
  const probes = new Map<string, Record<BoardName, string>>();
  const anHourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
  for (const siteId of sites) {
    const admin = { token: adminToken, siteId };
    // Normal ones: an advertisement also needs storyAd.* (tests/server/storyBoard.spec.ts), which the matrix's declared permission does not name.
    const story = await resourceCalls(yoga, stories, admin).save({
      title: `Erişim hikâyesi ${siteId}`,
      type: 1,
      categoryIds: [],
      publishDate: anHourAgo(),
      frames: [{ image: 'images/erisim.jpg', video: null, duration: null, text: 'Erişim', externalLink: null }],
    });
    const reel = await resourceCalls(yoga, reels, admin).save({
      title: `Erişim reelsi ${siteId}`,
      type: 1,
      categoryIds: [],
      publishDate: anHourAgo(),
      video: { path: 'videos/erisim.mp4', posterPath: null, duration: 5, width: 720, height: 1280 },
      text: 'Erişim',
      externalLink: null,
    });
    if (!story.data || !reel.data) throw new Error(`the story probes were not saved: ${JSON.stringify([story.errors, reel.errors])}`);
    probes.set(siteId, { stories: story.data.saveStory!.id, reels: reel.data.saveReel!.id });
  }
  return {
    /** The published probe of the board a move or pin works on. */
    idFor(fieldName: string, argumentName: string, siteId: string): string | undefined {
      const board = BOARD_OF[fieldName];
      return board && argumentName === 'id' ? probes.get(siteId)![board] : undefined;
    },
    /** Whether the field is a board's subscription. */
    hears: (fieldName: string) => fieldName in TOPIC_OF,
    /** Runs `call` while the site's board (of the subscription `fieldName`) hears a change every 50 ms. */
    async whileChanging<T>(fieldName: string, siteId: string, call: () => Promise<T>): Promise<T> {
      const board = TOPIC_OF[fieldName]!;
      const id = probes.get(siteId)![board];
      const timer = setInterval(() => void publishBoardChange(events, board, Number(siteId), { id, kind: 'saved', byUserId: null }), 50);
      try {
        return await call();
      } finally {
        clearInterval(timer);
      }
    },
  };
}
