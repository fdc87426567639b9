import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { menus } from '../../resources/menu.ts';
import { ITEM_TYPE } from '../../server/menus/menuTargets.ts';
import { graphqlCall } from '../server/support/graphqlCall.ts';
import { resourceCalls } from '../server/support/resourceCalls.ts';
import { generateLoad } from './loadGenerator.ts';
import { startBoardBench } from './otherBoard.ts';
import type { BenchRow } from './table.ts';
import { median, p95, timeIt } from './timing.ts';

const ITEMS = 1000;
const SAVE = 'mutation ($input: MenuInput!) { saveMenu(input: $input) { id version } }';
const SAVES = 60;
const WARM_UP_SAVES = 15;

/** A 1 000-item menu: 100 links on the first level, each with 9 under it; `round` changes one title so every save writes. */
const bigMenu = (round: number) => ({
  name: 'P18 menu',
  position: 1,
  maxDepth: 2,
  isApproved: true,
  items: Array.from({ length: ITEMS }, (_, index) => ({
    key: `k${index}`,
    parentKey: index % 10 === 0 ? null : `k${index - (index % 10)}`,
    type: ITEM_TYPE.link,
    title: index === 0 ? `Bağlantı ${round}` : `Bağlantı ${index}`,
    url: `/bolum/${index}`,
  })),
});

/** The round whose ratio is the median (each round's pair measured back to back). */
function medianRound(figures: number[], baselines: number[]) {
  const rounds = figures.map((figure, index) => ({ figure, baseline: baselines[index]!, ratio: baselines[index]! / figure }));
  return rounds.sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds.length / 2)]!;
}

/**
 * P18, three rows. (a) GET /api/public/4/menus of the site's one 1 000-item menu, every request a hit of
 * the delivery cache, against @fastify/static serving a file holding the same JSON (same headers'
 * worth of work: ETag, no-cache): throughput static ÷ route (goal ≤ 1.5), alternating rounds, the
 * round with the median ratio. (b) saveMenu of that menu through yoga in-process (the rules, the
 * row, the audit, the purge), median and p95 (goal ≤ 50 ms), answering { id version }, and (c)
 * answering the whole menu, alternately. On PostgreSQL when
 * TEST_DATABASE_URL (or BENCH_DATABASE_URL) names one, else PGlite.
 */
export async function measureMenuDelivery(rounds = 5, seconds = 3): Promise<BenchRow[]> {
  const { database, app, admin } = await startBoardBench();
  const staticServer = Fastify({ logger: false });
  const work = await mkdtemp(path.join(tmpdir(), 'p18-'));
  try {
    const calls = resourceCalls(app.yoga, menus, admin);
    const saved = await calls.save(bigMenu(0));
    if (!saved.data) throw new Error(`P18: the menu was refused: ${JSON.stringify(saved.errors)}`);
    const { id } = saved.data.saveMenu as { id: string };
    let { version } = saved.data.saveMenu as { version: number };

    // Alternately answering only { id version } (the save's own work) and the whole menu (as an editor reloading its form would).
    const saveMs: number[] = [];
    const wholeMs: number[] = [];
    for (let round = 1; round <= WARM_UP_SAVES + 2 * SAVES; round++) {
      const whole = round % 2 === 0;
      const input = { ...bigMenu(round), id, version };
      let answer: { data?: Record<string, unknown> | null; errors?: unknown };
      const ms = await timeIt(async () => {
        answer = whole ? await calls.save(input) : await graphqlCall(app.yoga, SAVE, { ...admin, variables: { input } });
      });
      if (!answer!.data) throw new Error(`P18: a save was refused: ${JSON.stringify(answer!.errors)}`);
      version = (answer!.data.saveMenu as { version: number }).version;
      if (round > WARM_UP_SAVES) (whole ? wholeMs : saveMs).push(ms);
    }

    const url = `${app.baseUrl}/api/public/4/menus`;
    const first = await fetch(url);
    const json = await first.text();
    const shown = (JSON.parse(json) as { items: { items: { children: unknown[] }[] }[] }).items;
    if (shown.length !== 1 || shown[0]!.items.length !== 100 || shown[0]!.items[0]!.children.length !== 9) throw new Error('P18: the delivered menu is not the saved one');
    await writeFile(path.join(work, 'menus.json'), json);
    await staticServer.register(fastifyStatic, { root: work, cacheControl: false, etag: true });
    await staticServer.listen({ port: 0, host: '127.0.0.1' });
    const staticUrl = `http://127.0.0.1:${(staticServer.server.address() as AddressInfo).port}/menus.json`;
    if ((await (await fetch(staticUrl)).text()) !== json) throw new Error('P18: the static server does not serve the same JSON');

    const routeRates: number[] = [];
    const staticRates: number[] = [];
    for (let round = 0; round < rounds; round++) {
      routeRates.push((await generateLoad({ url, seconds })).perSecond);
      staticRates.push((await generateLoad({ url: staticUrl, seconds })).perSecond);
    }
    const { figure, baseline, ratio } = medianRound(routeRates, staticRates);
    const kb = (Buffer.byteLength(json) / 1024).toFixed(0);
    return [
      {
        id: 'P18',
        measure: `@fastify/static ÷ GET /api/public/:site/menus (cache hits), a ${ITEMS}-item menu, same ${kb} kB JSON (${database})`,
        figure: `${figure.toFixed(0)} req/s`,
        baseline: `${baseline.toFixed(0)} req/s`,
        ratio,
        goal: '≤ 1.5',
        pass: ratio <= 1.5,
      },
      {
        id: 'P18',
        measure: `saveMenu of a ${ITEMS}-item menu answering { id version }, server time through yoga in-process, p50 (p95 in baseline) (${database})`,
        figure: `${median(saveMs).toFixed(1)} ms`,
        baseline: `p95 ${p95(saveMs).toFixed(1)} ms`,
        ratio: null,
        goal: '≤ 50 ms',
        pass: median(saveMs) <= 50,
      },
      {
        id: 'P18',
        measure: `the same save answering the whole menu (every field of the ${ITEMS} items), p50 (p95 in baseline) (${database})`,
        figure: `${median(wholeMs).toFixed(1)} ms`,
        baseline: `p95 ${p95(wholeMs).toFixed(1)} ms`,
        ratio: null,
        goal: '≤ 50 ms',
        pass: median(wholeMs) <= 50,
      },
    ];
  } finally {
    await staticServer.close();
    await app.stop();
    await rm(work, { recursive: true, force: true });
  }
}
