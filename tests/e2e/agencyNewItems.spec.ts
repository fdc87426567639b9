import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en as agencyEn } from '../../src/workflows/agencyDesk/messages.ts';
import { screenshot } from './support/browser.ts';
import { fillTemplate, useServerAndBrowser } from './support/suite.ts';

const agency = agencyEn.agency;
const SAMPLE = path.resolve(import.meta.dirname, '../../server/ingest/samples/ninjs/3.0/dpa_text.json');

const suite = useServerAndBrowser();

/** The dpa sample as a new wire item: its own guid and headline, copied in whole (hidden, then renamed) into the drop folder. */
async function dropNewItem(title: string): Promise<void> {
  const item = JSON.parse(await readFile(SAMPLE, 'utf8')) as { uri: string; headlines: { value: string }[] };
  item.uri = `urn:newsml:e2e:${Date.now()}`;
  item.headlines[0]!.value = title;
  const dropDir = path.join(suite.server.dataDir, 'ingest', 'drop');
  const partial = path.join(dropDir, '.new-item.json');
  await writeFile(partial, JSON.stringify(item));
  await rename(partial, path.join(dropDir, 'new-item.json'));
}

describe('new agency items', () => {
  it('the agency editor is told of an item the wire adds, and Show brings it to the top of the list', async () => {
    const { page, context } = await suite.openAs('agency', '/agency/list');
    const rows = page.getByRole('table', { name: agency.tabs.contents }).locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(50);

    // Dropped only once the desk's subscription has gone out on the reloaded page's websocket.
    let subscribed = false;
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        if (String(payload).includes('"subscribe"') && String(payload).includes('agencyItems')) subscribed = true;
      }),
    );
    await page.reload();
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(50);
    await expect.poll(() => subscribed, { timeout: 15_000 }).toBe(true);

    const title = `Wire flash ${Date.now()}: the new items notice works`;
    await dropNewItem(title);
    const notice = page.getByRole('status').filter({ has: page.getByRole('button', { name: agency.newItems.show }) });
    await notice.waitFor({ timeout: 30_000 });
    expect(await notice.textContent()).toContain(fillTemplate(agency.newItems.count.split(' |||| ')[0]!, { smart_count: '1' }));
    // The list stays as it was read until asked.
    expect(await rows.first().textContent()).not.toContain(title);
    await screenshot(page, 'agency-new-items-notice');

    await notice.getByRole('button', { name: agency.newItems.show }).click();
    await expect.poll(() => rows.first().textContent(), { timeout: 30_000 }).toContain(title);
    expect(await notice.count()).toBe(0);
    await context.close();
  });
});
