import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { typeValues } from '../../resources/contentTypes.ts';
import { en as agencyEn } from '../../src/workflows/agencyDesk/messages.ts';
import { en as alertsEn } from '../../src/i18n/messages/alerts.ts';
import { en as contentEn } from '../../src/workflows/content/messages.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { apiAs } from './support/adminApi.ts';
import { screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();
const [NEWS] = typeValues('news');
const notice = contentEn.contentEditor.agencyUpdate;
const URI = 'urn:e2e:wire-update';

/** A version of the wire story, dropped into the running server's wire folder (the ingest reads it in the background). */
async function dropWire(version: number, headline: string, body: string) {
  const item = {
    $schema: 'http://www.iptc.org/std/ninjs/ninjs-schema_3.0.json',
    uri: URI,
    version: String(version),
    type: 'text',
    copyrightHolder: 'E2E Wire',
    headlines: [{ value: headline }],
    descriptions: [{ role: 'summary', value: 'Ferries run again.' }],
    bodies: [{ contentType: 'text/html', value: body }],
    versionCreated: new Date().toISOString(),
    language: 'en',
  };
  await writeFile(path.join(suite.server.dataDir, 'ingest', 'drop', `wire-update-v${version}.json`), JSON.stringify(item));
}

interface Story {
  id: string;
  version: number;
  title: string;
  agencySource: { agencyContentId: string; version: number } | null;
  agencyUpdate: { version: number } | null;
}

describe('a wire update reaching the story made from it', () => {
  it('makes the item a draft, saves it as a story, flags the story when v2 arrives, and applies v2 from the editor', async () => {
    const token = await demoToken(suite.server.url, 'admin');
    const api = <T>(query: string, variables: Record<string, unknown> = {}) => apiAs<T>(suite.server.url, token, query, variables);
    const story = async (id: string) => (await api<{ content: Story }>('query S($id: ID!) { content(id: $id) { id version title agencySource { agencyContentId version } agencyUpdate { version } } }', { id })).content;
    const { saveCategory } = await api<{ saveCategory: { id: string } }>('mutation C($input: CategoryInput!) { saveCategory(input: $input) { id } }', {
      input: { name: 'Kategori liman', linkName: `kategori-liman-${Date.now()}`, contentTypes: [NEWS], isApproved: true },
    });

    await dropWire(1, 'E2E: the harbour reopens', '<p>The harbour reopened at dawn after the storm.</p>');
    const ingested = async () => (await api<{ agencyContent: { version: number } | null }>('query A($id: String!) { agencyContent(agencyContentId: $id) { version } }', { id: URI })).agencyContent;
    await expect.poll(ingested, { timeout: 60_000, interval: 1000 }).not.toBeNull();
    const desk = await suite.openAs('admin', '/agency/list');
    const row = desk.page.getByRole('table', { name: agencyEn.agency.tabs.contents }).locator('tbody tr').filter({ hasText: 'E2E: the harbour reopens' });
    await expect
      .poll(async () => (await row.count()) > 0 || (await desk.page.reload(), false), { timeout: 30_000, interval: 1000 })
      .toBe(true);
    await desk.page.getByRole('button', { name: 'E2E: the harbour reopens', exact: true }).first().click();
    await desk.page.getByRole('button', { name: agencyEn.agency.detail.createContent }).click();
    await desk.page.getByRole('menuitem', { name: 'News' }).click();
    await desk.page.waitForURL((url) => url.pathname === '/content/news' && /^\d+$/.test(url.searchParams.get('draft') ?? ''));
    const draftId = new URL(desk.page.url()).searchParams.get('draft')!;
    await expect.poll(() => desk.page.getByRole('textbox', { name: /^Title/ }).inputValue(), { timeout: 15_000 }).toBe('E2E: the harbour reopens');
    await desk.context.close();

    // What the wire does not give (a category, a cover) goes into the draft, and the editor opens on it again.
    const { contentDraft } = await api<{ contentDraft: { version: number } }>('query D($id: ID!) { contentDraft(id: $id) { version } }', { id: draftId });
    const cover = [{ isSelected: true, image: { path: '/seed/cover.jpg', width: 1280, height: 720, text: 'Liman', crops: [] } }];
    await api('mutation D($input: ContentDraftInput!) { saveContentDraft(input: $input) { id } }', { input: { id: draftId, version: contentDraft.version, values: { categoryId: saveCategory.id, coverImages: cover } } });
    const { page, context } = await suite.openAs('admin', `/content/news?draft=${draftId}`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => page.getByRole('textbox', { name: /^Title/ }).inputValue(), { timeout: 15_000 }).toBe('E2E: the harbour reopens');
    await page.getByRole('button', { name: contentEn.contentEditor.save, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: alertsEn.alerts.confirm }).click();
    await page.waitForURL((url) => /^\/content\/news\/\d+$/.test(url.pathname), { timeout: 15_000 });
    const storyId = new URL(page.url()).pathname.split('/').pop()!;
    expect(await story(storyId)).toMatchObject({ agencySource: { agencyContentId: URI, version: 1 }, agencyUpdate: null });
    expect((await api<{ contentDraft: unknown }>('query D($id: ID!) { contentDraft(id: $id) { id } }', { id: draftId })).contentDraft).toBeNull();

    // The agency corrects its story: the ingest stores v2, and the story is flagged.
    await dropWire(2, 'E2E: the harbour reopens to ferries', '<p>The harbour reopened at noon after the storm.</p>');
    await expect.poll(async () => (await story(storyId)).agencyUpdate, { timeout: 30_000, interval: 1000 }).toEqual({ version: 2 });

    await page.goto(`${suite.server.url}/content/list/news`);
    const listed = page.getByRole('table', { name: contentEn.contentList.title }).locator('tbody tr').filter({ hasText: 'E2E: the harbour reopens' });
    await listed.getByTestId('agency-updated').waitFor({ timeout: 15_000 });
    await screenshot(page, 'wire-list-marker');

    await listed.getByRole('link').first().click();
    const shown = page.getByTestId('agency-update');
    await shown.getByText(notice.title).waitFor({ timeout: 15_000 });
    expect(await shown.locator('del').allTextContents()).toEqual(expect.arrayContaining(['dawn']));
    expect(await shown.locator('ins').allTextContents()).toEqual(expect.arrayContaining(['noon']));
    await screenshot(page, 'wire-notice');

    await shown.getByRole('button', { name: notice.apply }).click();
    await expect.poll(() => page.getByRole('textbox', { name: /^Title/ }).inputValue()).toBe('E2E: the harbour reopens to ferries');
    await page.getByTestId('agency-update-applied').waitFor();
    await page.getByRole('button', { name: contentEn.contentEditor.save, exact: true }).click();
    await expect.poll(async () => (await story(storyId)).agencySource?.version, { timeout: 15_000 }).toBe(2);
    expect(await story(storyId)).toMatchObject({ title: 'E2E: the harbour reopens to ferries', agencyUpdate: null });
    await page.getByTestId('agency-update-applied').waitFor({ state: 'detached', timeout: 15_000 });
    expect(await page.getByTestId('agency-update').count()).toBe(0);
    await context.close();
  }, 150_000);
});
