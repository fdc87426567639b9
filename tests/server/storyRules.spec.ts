import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reelsTable, storiesTable } from '../../server/engine/resourceTables.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/**
 * The stories' and reels' rules (resources/storyRules.ts, the url and required rules of the
 * catalogue) through saveStory and saveReel: each refusal names its field in the caller's language
 * (tr and en) and writes nothing; the values the rules allow are saved.
 */
const SITE = '4';
const SAVE_STORY = 'mutation ($input: StoryInput!) { saveStory(input: $input) { id } }';
const SAVE_REEL = 'mutation ($input: ReelInput!) { saveReel(input: $input) { id } }';

const REQUIRED_EN = 'Field Text is required.';
const REQUIRED_TR = 'Metin alanı zorunludur.';
const ABSOLUTE_EN = 'Please enter a valid URL (example: https://www.example.com).';
const ABSOLUTE_TR = 'Lütfen geçerli bir URL giriniz (örnek: https://www.example.com).';
const ANY_EN = 'Enter a valid url (starting with http, https or /) or leave empty';
const ANY_TR = 'Geçerli bir url girin (http, https veya / ile başlayan) ya da boş bırakın';

type Failure = { message: string; extensions?: { code?: string; fields?: Record<string, string> } };

const frame = (overrides: Record<string, unknown> = {}) => ({ image: 'images/2026/11/kare.jpg', video: null, duration: null, text: 'Bir kare', externalLink: null, ...overrides });
const story = (overrides: Record<string, unknown> = {}) => ({ title: 'Kural hikâyesi', type: 1, categoryIds: [], publishDate: '2026-01-10T10:00:00.000Z', frames: [frame()], ...overrides });
const reel = (overrides: Record<string, unknown> = {}) => ({
  title: 'Kural reelsi',
  type: 1,
  categoryIds: [],
  publishDate: '2026-01-10T10:00:00.000Z',
  video: { path: 'videos/2026/11/dikey.mp4', posterPath: null, duration: 12, width: 720, height: 1280 },
  text: 'Reels metni',
  externalLink: null,
  ...overrides,
});

describe.each(testDatabaseKinds())('story and reel rules on %s', (database) => {
  let server: TestApp;
  let token = '';

  const call = (mutation: string, input: Record<string, unknown>, language: string) => graphqlCall(server.yoga, mutation, { token, siteId: SITE, language, variables: { input } });
  const rows = async () => (await server.db.select({ id: storiesTable.id! }).from(storiesTable)).length + (await server.db.select({ id: reelsTable.id! }).from(reelsTable)).length;

  beforeAll(async () => {
    server = await startTestApp(database);
    token = await demoToken(server.baseUrl, 'editor');
  });
  afterAll(() => server?.stop());

  const cases: [string, string, Record<string, unknown>, string, string, string][] = [
    ['a story without frames', SAVE_STORY, story({ frames: [] }), 'frames', 'Add at least one story to save.', 'Kaydetmek için en az bir hikâye ekleyiniz.'],
    [
      'a story with an empty frame',
      SAVE_STORY,
      story({ frames: [frame(), frame({ image: null, text: '' })] }),
      'frames',
      'An empty story must be filled or used first.',
      'Boş hikâye önce doldurulmalı ya da kullanılmalıdır.',
    ],
    [
      'a frame with neither a picture nor a video',
      SAVE_STORY,
      story({ frames: [frame({ image: null })] }),
      'frames.0.video',
      'Choose a picture or a video for this story.',
      'Bu hikâye için bir görsel ya da video seçiniz.',
    ],
    [
      'a frame with a picture and a video',
      SAVE_STORY,
      story({ frames: [frame({ video: 'videos/2026/11/kare.mp4' })] }),
      'frames.0.video',
      'A story shows a picture or a video, not both.',
      'Bir hikâye görsel ya da video gösterir, ikisini birden değil.',
    ],
    ['a frame without its text', SAVE_STORY, story({ frames: [frame({ text: '' })] }), 'frames.0.text', REQUIRED_EN, REQUIRED_TR],
    ['a story link to a page of the site', SAVE_STORY, story({ frames: [frame({ externalLink: '/spor' })] }), 'frames.0.externalLink', ABSOLUTE_EN, ABSOLUTE_TR],
    ['a story link without its scheme', SAVE_STORY, story({ frames: [frame({ externalLink: 'www.example.com' })] }), 'frames.0.externalLink', ABSOLUTE_EN, ABSOLUTE_TR],
    ['a javascript: story link', SAVE_STORY, story({ frames: [frame({ externalLink: 'javascript:alert(1)' })] }), 'frames.0.externalLink', ABSOLUTE_EN, ABSOLUTE_TR],
    ['a reel without its video', SAVE_REEL, reel({ video: { path: null, posterPath: null, duration: null, width: null, height: null } }), 'video', 'Add at least one reel to save.', 'Kaydetmek için en az bir reels ekleyiniz.'],
    ['a reel with no video object', SAVE_REEL, reel({ video: null }), 'video', 'Add at least one reel to save.', 'Kaydetmek için en az bir reels ekleyiniz.'],
    ['a reel without its text', SAVE_REEL, reel({ text: '  ' }), 'text', REQUIRED_EN, REQUIRED_TR],
    ['a javascript: reel link', SAVE_REEL, reel({ externalLink: 'javascript:alert(1)' }), 'externalLink', ANY_EN, ANY_TR],
    ['a reel link of another scheme', SAVE_REEL, reel({ externalLink: 'ftp://example.com/dosya' }), 'externalLink', ANY_EN, ANY_TR],
  ];

  it.each(cases)('refuses %s, in English and Turkish, writing nothing', async (_case, mutation, input, field, english, turkish) => {
    const before = await rows();
    for (const [language, text] of [['en', english], ['tr', turkish]] as const) {
      const failure = (await call(mutation, input, language)).errors?.[0] as Failure | undefined;
      expect(failure?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(failure?.extensions?.fields).toEqual({ [field]: text });
    }
    expect(await rows()).toBe(before);
  });

  it('saves what the rules allow: a video frame, absolute story links, a reel linking a page of the site or nothing', async () => {
    const saves: [string, Record<string, unknown>][] = [
      [SAVE_STORY, story({ frames: [frame({ image: null, video: 'videos/2026/11/kare.mp4', externalLink: 'https://example.com/a' }), frame({ externalLink: 'http://example.com/b' })] })],
      [SAVE_REEL, reel({ externalLink: '/spor/derbi' })],
      [SAVE_REEL, reel({ externalLink: 'https://example.com/reels' })],
      [SAVE_REEL, reel({ externalLink: '' })],
    ];
    for (const [mutation, input] of saves) {
      const answer = await call(mutation, input, 'en');
      expect(answer.errors).toBeUndefined();
    }
  });
});
