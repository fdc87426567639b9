import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en as permitCatalogueEn } from '../../resources/messages/editPermits.ts';
import { en as alertsEn } from '../../src/i18n/messages/alerts.ts';
import { en as contentEn } from '../../src/workflows/content/messages.ts';
import { en as permitEn } from '../../src/workflows/editPermit/messages.ts';
import { en as lowcodeEn } from '../../src/i18n/messages/lowcode.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { apiAs } from './support/adminApi.ts';
import { screenshot } from './support/browser.ts';
import { newsItem } from './support/newsItem.ts';
import { fillTemplate, useServerAndBrowser } from './support/suite.ts';

const texts = permitEn.editPermits;
const states = permitCatalogueEn.editPermits.states;
// A short countdown, so the test sees the server grant an unanswered request.
const suite = useServerAndBrowser({ EDIT_PERMIT_AUTO_ACCEPT_SECONDS: '6' });
const api = <T>(token: string, query: string, variables: Record<string, unknown> = {}) => apiAs<T>(suite.server.url, token, query, variables);


const bar = (page: Page) => page.getByRole('region', { name: texts.bar.label });
const title = (page: Page) => page.getByRole('textbox', { name: /^Title/ });
const noticeOf = (page: Page) => bar(page).getByTestId('permit-notice');
const shot = (page: Page, name: string) => screenshot(page, `permits-${name}`);

async function openEditor(account: 'editor' | 'admin' | 'chief', id: string) {
  const opened = await suite.openAs(account, `/content/news/${id}`);
  await opened.page.setViewportSize({ width: 1280, height: 760 });
  await expect.poll(() => title(opened.page).inputValue(), { timeout: 30_000 }).not.toBe('');
  return opened;
}

describe('edit permits between two signed-in users', () => {
  it('declines, then hands the item over on request, keeps the old holder’s text as their draft, grants an unanswered request when the countdown ends and lets the chief take over', async () => {
    const [adminToken, editorToken] = await Promise.all([demoToken(suite.server.url, 'admin'), demoToken(suite.server.url, 'editor')]);
    // A new item: nobody holds its permit yet.
    const { id } = await newsItem(suite.server.url, adminToken, 'Kabine toplantısı');

    // A (the editor) opens the item first and holds the permit; B (the administrator) sees it read-only.
    const a = await openEditor('editor', id);
    await bar(a.page).getByText(/^You are editing, since \d\d:\d\d$/).waitFor();
    const b = await openEditor('admin', id);
    await bar(b.page).getByText(/^Elif Editör is editing, since \d\d:\d\d$/).waitFor();
    expect(await title(b.page).isDisabled()).toBe(true);
    expect(await b.page.getByRole('button', { name: contentEn.contentEditor.save }).isDisabled()).toBe(true);
    await expect.poll(() => bar(a.page).getByTestId('permit-viewer').count()).toBe(2);

    // A types (not saved); B requests; A sees the request with its countdown and accepts.
    await title(a.page).click();
    await title(a.page).press('End');
    await title(a.page).pressSequentially(' sona erdi');
    await shot(a.page, 'holder');
    await shot(b.page, 'reader');
    // A declines B's first request: B is told.
    await bar(b.page).getByRole('button', { name: texts.actions.request }).click();
    await a.page.getByRole('dialog', { name: texts.dialog.title }).getByRole('button', { name: texts.dialog.decline }).click();
    await noticeOf(b.page).getByText(states.declined).waitFor();
    await shot(b.page, 'declined');
    await bar(b.page).getByRole('button', { name: texts.actions.request }).click();
    await bar(b.page).getByTestId('permit-countdown').waitFor();
    await shot(b.page, 'waiting');
    const dialog = a.page.getByRole('dialog', { name: texts.dialog.title });
    await dialog.getByText(fillTemplate(texts.dialog.message, { name: 'Ada Yönetici' })).waitFor();
    await shot(a.page, 'request-dialog');
    await dialog.getByRole('button', { name: texts.dialog.accept }).click();

    // A's editor turns read-only, says who has it and where the text went; the text is A's draft.
    await noticeOf(a.page).getByText(fillTemplate(texts.notice.handedOver.title, { name: 'Ada Yönetici' })).waitFor();
    await noticeOf(a.page).getByRole('link', { name: texts.notice.drafts }).waitFor();
    await expect.poll(() => title(a.page).isDisabled()).toBe(true);
    const drafts = await api<{ contentDrafts: { title: string }[] }>(editorToken, 'query D($filter: ContentDraftFilter) { contentDrafts(filter: $filter) { title } }', { filter: { contentId: id } });
    expect(drafts.contentDrafts).toEqual([{ title: 'Kabine toplantısı sona erdi' }]);
    await shot(a.page, 'handed-over');

    // B edits and saves.
    await noticeOf(b.page).getByText(states.given).waitFor();
    await expect.poll(() => title(b.page).isEnabled()).toBe(true);
    await shot(b.page, 'given');
    await title(b.page).fill('Kabine toplantısı başladı');
    await b.page.getByRole('button', { name: contentEn.contentEditor.save }).click();
    await b.page.getByText(lowcodeEn.lowcode.form.updated).waitFor({ timeout: 30_000 });
    // A, read-only, sees B's save without reloading (the read-only editor reads the item again every 15 s).
    await expect.poll(() => title(a.page).inputValue(), { timeout: 25_000 }).toBe('Kabine toplantısı başladı');

    // A requests and B does nothing: the server grants it when the countdown ends.
    await bar(a.page).getByRole('button', { name: texts.actions.request }).click();
    await b.page.getByRole('dialog', { name: texts.dialog.title }).waitFor();
    await noticeOf(b.page).getByText(fillTemplate(texts.notice.handedOver.title, { name: 'Elif Editör' })).waitFor({ timeout: 30_000 });
    await b.context.close();
    // A edits the item as B saved it, and is offered the draft the hand-over kept: A continues on it.
    const offer = a.page.getByRole('dialog', { name: contentEn.contentDraft.resume.title });
    await offer.waitFor({ timeout: 30_000 });
    // The open question hides the page from the accessibility tree, hence includeHidden.
    expect(await a.page.getByRole('textbox', { name: /^Title/, includeHidden: true }).inputValue()).toBe('Kabine toplantısı başladı');
    await shot(a.page, 'given-draft-offer');
    await offer.getByRole('button', { name: contentEn.contentDraft.resume.continue }).click();
    await expect.poll(() => title(a.page).inputValue()).toBe('Kabine toplantısı sona erdi');
    expect(await title(a.page).isEnabled()).toBe(true);
    await noticeOf(a.page).getByText(states.given).waitFor();

    // The chief takes over, after the confirmation; A is told.
    const chief = await openEditor('chief', id);
    await bar(chief.page).getByRole('button', { name: texts.actions.takeOver }).click();
    await chief.page.getByRole('dialog').getByText(texts.takeOverConfirm.title).waitFor();
    await shot(chief.page, 'take-over-confirm');
    await chief.page.getByRole('dialog').getByRole('button', { name: texts.takeOverConfirm.confirm }).click();
    await bar(chief.page).getByText(/^You are editing/).waitFor();
    await noticeOf(a.page).getByText(fillTemplate(texts.notice.takenOver.title, { name: 'Cem Şef' })).waitFor();
    await expect.poll(() => title(a.page).isDisabled()).toBe(true);
    await shot(a.page, 'taken-over');

    // The holder removes A from the page: A is told and sent back to the list.
    await bar(chief.page).getByRole('button', { name: fillTemplate(texts.actions.remove, { name: 'Elif Editör' }) }).click();
    await chief.page.getByRole('dialog').getByRole('button', { name: texts.removeConfirm.confirm }).click();
    await a.page.waitForURL(/\/content\/list\/news/);
    await a.page.getByRole('dialog').getByText(texts.notice.removed.title).waitFor();
    await a.page.getByRole('tab', { name: contentEn.contentList.tabs.contents, includeHidden: true }).waitFor();
    await shot(a.page, 'removed');
    await a.page.getByRole('button', { name: alertsEn.alerts.ok }).click();
    // The list shows who is editing the item.
    await expect.poll(() => a.page.getByTestId('row-editing').textContent(), { timeout: 30_000 }).toBe('Cem Şef');
    await shot(a.page, 'list');
    // The chief leaves the item: the list says so as it happens.
    await chief.page.goto(`${suite.server.url}/content/list/news`);
    await expect.poll(() => a.page.getByTestId('row-editing').count(), { timeout: 10_000 }).toBe(0);
    await Promise.all([a.context.close(), chief.context.close()]);
  }, 240_000);
});
