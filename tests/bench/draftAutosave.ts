import { draftChanges, type DraftValues } from '../../resources/contentDraft.ts';
import persisted from '../../src/graphql/persisted-documents.json' with { type: 'json' };
import { demoToken } from '../server/support/demoTokens.ts';
import { startTestApp } from '../server/support/testApp.ts';
import { seedLongItem } from './longContentItem.ts';
import type { BenchRow } from './table.ts';
import { median, p95 } from './timing.ts';

const AUTOSAVES = 40;
const MAX_BYTES = 2048;
const MAX_MS = 10;

const SAVE_HASH = Object.entries(persisted as Record<string, string>).find(([, text]) => text.startsWith('mutation SaveContentDraft('))![0].replace('sha256:', '');

/**
 * P11: autosaves of a 5 000-word item's draft after a one-word change, each as the editor sends it
 * (the persisted SaveContentDraft by hash, the fields changed since the last autosave, the text as a
 * splice): the request's bytes, and the server's time for it through yoga in-process (no network),
 * on PostgreSQL when TEST_DATABASE_URL (or BENCH_DATABASE_URL) names one, else PGlite.
 */
export async function measureDraftAutosave(distDir: string): Promise<BenchRow[]> {
  process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL;
  const database = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  // The built admin's manifest: the server runs its documents by hash.
  const server = await startTestApp(database, { distDir });
  try {
    const item = await seedLongItem(server.baseUrl);
    const token = await demoToken(server.baseUrl, 'admin');
    const call = async (input: Record<string, unknown>) => {
      const body = JSON.stringify({ operationName: 'SaveContentDraft', variables: { input }, extensions: { persistedQuery: { version: 1, sha256Hash: SAVE_HASH } } });
      const started = performance.now();
      const response = await server.yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', authorization: `Bearer ${token}`, siteid: '4' },
        body,
      });
      const answer = (await response.json()) as { data?: { saveContentDraft: { id: string; version: number } }; errors?: unknown[] };
      const ms = performance.now() - started;
      if (!answer.data) throw new Error(JSON.stringify(answer.errors));
      return { saved: answer.data.saveContentDraft, bytes: Buffer.byteLength(body), ms };
    };
    const text = await contentText(server.yoga, token, item.id);
    let values: DraftValues = { type: 1, title: 'Uzun haber', text };
    let { saved } = await call({ contentId: item.id, values });
    const bytes: number[] = [];
    const times: number[] = [];
    for (let n = 0; n < AUTOSAVES; n++) {
      // One word replaced somewhere in the text, a different place each time.
      const words = [...String(values.text).matchAll(/>([^<\s]{4,})[\s<]/g)];
      const word = words[(n * 7919) % words.length]!;
      const next = { ...values, text: String(values.text).replace(`>${word[1]}`, `>${word[1]}x`) };
      const result = await call({ id: saved.id, version: saved.version, ...draftChanges(values, next) });
      saved = result.saved;
      values = next;
      bytes.push(result.bytes);
      times.push(result.ms);
    }
    console.log(`P11 (${database}): ${String(text).length} characters of HTML; bytes ${Math.min(...bytes)}-${Math.max(...bytes)}; server ms p50 ${median(times).toFixed(2)}, p95 ${p95(times).toFixed(2)}`);
    return [
      {
        id: 'P11',
        measure: `autosave of a 5 000-word item after a one-word change (${database}): request bytes, and server ms (yoga in-process), ${AUTOSAVES} autosaves`,
        figure: `${median(bytes)} B; p50 ${median(times).toFixed(1)} ms`,
        baseline: `the whole text: ${Buffer.byteLength(String(text))} B`,
        ratio: null,
        goal: `≤ ${MAX_BYTES} B; ≤ ${MAX_MS} ms`,
        pass: Math.max(...bytes) <= MAX_BYTES && median(times) <= MAX_MS,
      },
    ];
  } finally {
    await server.stop();
  }
}

async function contentText(yoga: Awaited<ReturnType<typeof startTestApp>>['yoga'], token: string, id: string): Promise<string> {
  const response = await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, siteid: '4' },
    body: JSON.stringify({ query: 'query ($id: ID!) { content(id: $id) { text } }', variables: { id } }),
  });
  return ((await response.json()) as { data: { content: { text: string } } }).data.content.text;
}
