import { graphql, HttpResponse } from 'msw';

/** Stories and reels as the API answers them (`Story`, `Reel`), for the editors' stories. */
export interface SampleStory {
  id: string;
  version: number;
  siteId: string;
  title: string;
  type: number;
  categoryIds: string[];
  publishDate: string;
  frames: { image: string | null; video: string | null; duration: number | null; text: string; externalLink: string | null }[];
  state: 'PENDING' | 'PUBLISHED';
  pinned: boolean;
  position: string;
  createdDate: string;
}

export interface SampleReel extends Omit<SampleStory, 'frames'> {
  video: { path: string | null; posterPath: string | null; duration: number | null; width: number | null; height: number | null };
  text: string;
  externalLink: string | null;
}

export const STORY_CATEGORIES = [
  { __typename: 'CategoryReferenceOption', id: '4', name: 'Economy', isApproved: true },
  { __typename: 'CategoryReferenceOption', id: '7', name: 'Sports', isApproved: true },
];

/** Days from now: the samples stay published (a day past) or pending (days ahead) whenever they run. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();

/** A published story of three frames (two pictures, one with a link, and a video). */
export function sampleStory(): SampleStory {
  return {
    id: '11',
    version: 3,
    siteId: '1',
    title: 'Bridge opening',
    type: 1,
    categoryIds: ['4'],
    publishDate: day(-1),
    frames: [
      { image: 'images/2026/11/bridge-1.jpg', video: null, duration: 5, text: 'The bridge opens at noon.', externalLink: 'https://news.example/bridge' },
      { image: 'images/2026/11/bridge-2.jpg', video: null, duration: null, text: 'Traffic flows both ways.', externalLink: null },
      { image: null, video: 'videos/2026/11/source-2.mp4', duration: null, text: 'The first cars cross.', externalLink: null },
    ],
    state: 'PUBLISHED',
    pinned: false,
    position: '1a0',
    createdDate: day(-2),
  };
}

/** A pending reel of a processed vertical video. */
export function sampleReel(): SampleReel {
  return {
    id: '21',
    version: 1,
    siteId: '1',
    title: 'Derby in 30 seconds',
    type: 1,
    categoryIds: ['7'],
    publishDate: day(2),
    video: { path: 'videos/2026/11/source-2.mp4', posterPath: null, duration: 30, width: 1080, height: 1920 },
    text: 'The derby’s goals.',
    externalLink: '/sports/derby',
    state: 'PENDING',
    pinned: false,
    position: '2',
    createdDate: day(-1),
  };
}

export interface StoryEditorApiOptions {
  stories?: SampleStory[];
  reels?: SampleReel[];
  /** Refuse every save with these field messages (BAD_USER_INPUT). */
  saveRefusal?: Record<string, string>;
  /** Refuse every save with an error that names no field. */
  saveFails?: boolean;
}

const typed = (story: SampleStory) => ({ __typename: 'Story', ...story, frames: story.frames.map((frame) => ({ __typename: 'StoryFrame', ...frame })) });
const typedReel = (reel: SampleReel) => ({ __typename: 'Reel', ...reel, video: { __typename: 'ReelVideo', ...reel.video } });

/** The story and reel records in memory; saves are recorded and answered as the server does (state from the publish date). */
export function storyEditorApi({ stories = [sampleStory()], reels = [sampleReel()], saveRefusal, saveFails = false }: StoryEditorApiOptions = {}) {
  const saved: Record<string, unknown>[] = [];
  const refused = (): Response | undefined =>
    saveRefusal
      ? HttpResponse.json({ data: null, errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fields: saveRefusal } }] })
      : saveFails
        ? HttpResponse.json({ data: null, errors: [{ message: 'The database did not answer', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })
        : undefined;
  const stateOf = (input: Record<string, unknown>) => (new Date(String(input.publishDate)).getTime() > Date.now() ? 'PENDING' : 'PUBLISHED');
  /** A save recorded, then refused as asked or answered with the record it made. */
  const saving =
    (field: string, record: (input: Record<string, unknown>) => unknown) =>
    ({ variables }: { variables: Record<string, unknown> }): Response => {
      const input = variables.input as Record<string, unknown>;
      saved.push(input);
      return refused() ?? HttpResponse.json({ data: { [field]: record(input) } });
    };
  const handlers = [
    graphql.query('GetCategoryOptions', ({ variables }) => {
      const ids = (variables.filter as { ids?: string[] } | undefined)?.ids;
      return HttpResponse.json({ data: { categoryOptions: STORY_CATEGORIES.filter((category) => !ids || ids.includes(category.id)) } });
    }),
    graphql.query('GetStory', ({ variables }) => HttpResponse.json({ data: { story: stories.map(typed).find((story) => story.id === variables.id) ?? null } })),
    graphql.query('GetReel', ({ variables }) => HttpResponse.json({ data: { reel: reels.map(typedReel).find((reel) => reel.id === variables.id) ?? null } })),
    graphql.mutation('SaveStory', saving('saveStory', (input) => typed({ ...sampleStory(), ...input, id: String(input.id ?? 99), version: Number(input.version ?? 0) + 1, state: stateOf(input) } as SampleStory))),
    graphql.mutation('SaveReel', saving('saveReel', (input) => typedReel({ ...sampleReel(), ...input, id: String(input.id ?? 98), version: Number(input.version ?? 0) + 1, state: stateOf(input) } as SampleReel))),
  ];
  return { handlers, saved };
}
