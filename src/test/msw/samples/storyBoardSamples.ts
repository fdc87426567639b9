import type { BoardReelFieldsFragment, BoardStoryFieldsFragment } from '../../../graphql/graphql.ts';

export const BOARD_CATEGORIES = [
  { __typename: 'CategorySummary' as const, id: '10', name: 'Sports' },
  { __typename: 'CategorySummary' as const, id: '11', name: 'Economy' },
];

const day = (offset: number, hours = 9) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset, hours).toISOString();
};

interface Sample {
  id: string;
  title: string;
  type?: number;
  categoryIds?: string[];
  pinned?: boolean;
  /** Days from today; ahead: pending. */
  on: number;
}

/** Pinned first, then the published ones in order, then the pending ones soonest first: the order the server lists them in. */
const SAMPLES: Sample[] = [
  { id: '1', title: 'Derby day', pinned: true, categoryIds: ['10'], on: -1 },
  { id: '2', title: 'Markets open higher', categoryIds: ['11'], on: -1 },
  { id: '3', title: 'Spring sale', type: 2, on: -2 },
  { id: '4', title: 'Harbour at dawn', categoryIds: ['10', '11'], on: -3 },
  { id: '5', title: 'Election night', on: 1 },
  { id: '6', title: 'Summer offer', type: 2, categoryIds: ['11'], on: 2 },
];

const common = (sample: Sample, index: number) => ({
  id: sample.id,
  version: 1,
  title: sample.title,
  type: sample.type ?? 1,
  categoryIds: sample.categoryIds ?? [],
  publishDate: day(sample.on),
  state: sample.on > 0 ? 'PENDING' : 'PUBLISHED',
  pinned: sample.pinned ?? false,
  position: String(index),
});

export const sampleBoardStories = (): BoardStoryFieldsFragment[] =>
  SAMPLES.map((sample, index) => ({
    __typename: 'Story',
    ...common(sample, index),
    frames: Array.from({ length: Number(sample.id) % 3 + 1 }, (_, frame) => ({ image: frame === 0 && sample.id !== '4' ? `stories/${sample.id}.jpg` : null, video: null })),
  }));

export const sampleBoardReels = (): BoardReelFieldsFragment[] =>
  SAMPLES.map((sample, index) => ({ __typename: 'Reel', ...common(sample, index), shownPosterPath: `reels/${sample.id}.jpg` }));
