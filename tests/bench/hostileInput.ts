import { monitorEventLoopDelay } from 'node:perf_hooks';
import { MAX_MARKUP_DEPTH } from '../../resources/markupDepth.ts';
import { contentCalls, contentInput, contentReferences } from '../server/support/contentSamples.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { graphqlCall } from '../server/support/graphqlCall.ts';
import { startTestApp, type TestApp } from '../server/support/testApp.ts';
import type { BenchRow } from './table.ts';

const GOAL_MS = 100;
const ROUNDS = 3;

/** Ordinary traffic: an editor's list page and a small save, again and again until told to stop. */
async function ordinaryTraffic(server: TestApp, token: string, categoryId: string, authorId: string, stop: () => boolean) {
  const calls = contentCalls(server.yoga, { token, siteId: '4' });
  let requests = 0;
  while (!stop()) {
    await calls.list({ limit: 50 });
    await calls.save(contentInput('news', { categoryId, authorId }, { title: `Sıradan haber ${requests}` }));
    requests += 2;
  }
  return requests;
}

/** Every hostile shape a save may carry, each sent once per round: none may hold the event loop. */
function hostileRequests(server: TestApp, token: string, categoryId: string, authorId: string): Array<() => Promise<unknown>> {
  const call = (query: string, variables: Record<string, unknown>) => graphqlCall(server.yoga, query, { token, siteId: '4', language: 'en', variables });
  const news = (extra: Record<string, unknown>) => contentCalls(server.yoga, { token, siteId: '4' }).save(contentInput('news', { categoryId, authorId }, extra));
  const paragraph = '<p>Uzun <strong>bir</strong> haber metni, <a href="https://example.com">bağlantı</a> ve <em>vurgu</em> ile.</p>';
  const longText = paragraph.repeat(Math.floor(900_000 / paragraph.length));
  return [
    // Deep nesting of every kind of markup field, and of a draft's values.
    () => news({ text: `<p>${'<em>'.repeat(300_000)}x</p>` }),
    () => news({ text: '<ul><li>'.repeat(100_000) }),
    () => news({ embeds: [{ code: `${'<div>'.repeat(200_000)}<iframe src="https://player.vimeo.com/video/1"></iframe>`, caption: 'x' }] }),
    () => call('mutation ($input: ContentDraftInput!) { saveContentDraft(input: $input) { id } }', { input: { values: { type: 1, title: 'Derin', text: '<b>'.repeat(300_000) } } }),
    // Written by hand: JSON.stringify itself runs out of stack on such a value.
    async () =>
      await server.yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, siteid: '4' },
        body: `{"query":"mutation ($input: ContentDraftInput!) { saveContentDraft(input: $input) { id } }","variables":{"input":{"values":{"type":1,"embeds":${'['.repeat(200_000)}${']'.repeat(200_000)}}}}}`,
      }),
    // A long, clean, valid text (cleaned in a worker thread) and a long plain-text field full of tag-like runs.
    () => news({ text: longText }),
    () => news({ spot: `<${'a'.repeat(590)}`, seoTitle: '<b>'.repeat(100_000) }),
    // Huge lists in the variables, and a document of too many tokens.
    () => news({ tags: Array.from({ length: 50_000 }, (_, n) => `etiket${n}`) }),
    () => graphqlCall(server.yoga, `{ ${Array.from({ length: 20_000 }, (_, n) => `a${n}: currentTime`).join(' ')} }`, { token, siteId: '4' }),
  ];
}

/**
 * P20: the event loop's longest delay (perf_hooks.monitorEventLoopDelay) while hostile saves of
 * every kind (deep nesting in rich text, embeds, drafts and JSON values; a 0.9 MB text; tag-like
 * runs in plain text; huge lists; a huge document) go to the server beside ordinary traffic, through
 * yoga in-process; the baseline is the same ordinary traffic alone.
 */
export async function measureHostileInput(): Promise<BenchRow[]> {
  const database = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  const server = await startTestApp(database);
  try {
    const token = await demoToken(server.baseUrl, 'admin');
    const { categoryId, authorId } = await contentReferences(server.yoga, { token, siteId: '4' });
    const hostile = hostileRequests(server, token, categoryId, authorId);
    const measure = async (withHostile: boolean) => {
      const histogram = monitorEventLoopDelay({ resolution: 5 });
      let done = false;
      histogram.enable();
      const traffic = ordinaryTraffic(server, token, categoryId, authorId, () => done);
      try {
        if (withHostile) for (let round = 0; round < ROUNDS; round++) for (const request of hostile) await request();
        else await new Promise((resolve) => setTimeout(resolve, 5_000));
      } finally {
        done = true;
      }
      const requests = await traffic;
      histogram.disable();
      return { maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6, requests };
    };
    await measure(true); // warm-up: the worker thread and every path compiled
    const quiet = await measure(false);
    const loaded = await measure(true);
    console.log(
      `P20 (${database}): ${hostile.length} hostile kinds × ${ROUNDS}, depth bound ${MAX_MARKUP_DEPTH}; longest delay ${loaded.maxMs.toFixed(1)} ms (p99 ${loaded.p99Ms.toFixed(1)}), ordinary requests ${loaded.requests}; alone ${quiet.maxMs.toFixed(1)} ms (p99 ${quiet.p99Ms.toFixed(1)})`,
    );
    return [
      {
        id: 'P20',
        measure: `event loop's longest delay while hostile inputs (${hostile.length} kinds × ${ROUNDS}) are saved beside ordinary traffic (${database})`,
        figure: `${loaded.maxMs.toFixed(1)} ms`,
        baseline: `ordinary traffic alone: ${quiet.maxMs.toFixed(1)} ms`,
        ratio: null,
        goal: `≤ ${GOAL_MS} ms`,
        pass: loaded.maxMs <= GOAL_MS,
      },
    ];
  } finally {
    await server.stop();
  }
}
