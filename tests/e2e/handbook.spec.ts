import { describe, it } from 'vitest';
import { en as handbookEn, tr as handbookTr } from '../../src/workflows/handbook/messages.ts';
import { en as editorEn } from '../../src/workflows/content/messages.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { screenshot } from './support/browser.ts';
import { apiAs } from './support/adminApi.ts';
import { signIn } from './support/signIn.ts';
import { atPath, fillTemplate, useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();
const newcomer = { email: 'deniz@newsroom.example', password: 'deniz-new-password' };

const api = <T>(token: string, query: string, variables: Record<string, unknown>) => apiAs<T>(suite.server.url, token, query, variables);

/** A newly hired editor, added by the administrator, who sets a password with their link: they never accepted the handbook. */
async function addNewcomer() {
  const admin = await demoToken(suite.server.url, 'admin');
  const { saveUser } = await api<{ saveUser: { id: string } }>(admin, 'mutation U($input: UserInput!) { saveUser(input: $input) { id } }', {
    input: { name: 'Deniz Yeni', username: 'deniz', email: newcomer.email, sites: ['4'], roles: ['2'], isApproved: true },
  });
  const { createPasswordLink } = await api<{ createPasswordLink: { token: string } }>(admin, 'mutation L($userId: ID!) { createPasswordLink(userId: $userId) { token } }', { userId: saveUser.id });
  await fetch(`${suite.server.url}/oidc/set-password/${createPasswordLink.token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ lang: 'en', password: newcomer.password, repeat: newcomer.password }).toString(),
  });
}

async function openAsNewcomer(locale: 'tr' | 'en', path: string) {
  const opened = await suite.browser.newPage({ locale: locale === 'tr' ? 'tr-TR' : 'en-US' });
  await opened.context.addInitScript((chosen) => localStorage.setItem('selectedLocale', chosen), locale);
  await opened.page.setViewportSize({ width: 1280, height: 800 });
  await signIn(opened.page, suite.server.url, newcomer, path);
  return opened;
}

describe('the editor’s handbook', () => {
  it('asks a new editor at their first edit: cancelling goes back to the list, all three boxes open the editor', async () => {
    await addNewcomer();
    const turkish = await openAsNewcomer('tr', '/content/news');
    const trTexts = handbookTr.handbook;
    const trDialog = turkish.page.getByRole('dialog', { name: /Editör El Kitabı/ });
    await trDialog.getByRole('checkbox', { name: trTexts.willApply }).waitFor();
    await screenshot(turkish.page, 'handbook-dialog-tr');
    await trDialog.getByRole('button', { name: trTexts.cancel }).click();
    await turkish.page.waitForURL(atPath('/content/list'));
    await turkish.context.close();

    const { page, context } = await openAsNewcomer('en', '/content/news');
    const texts = handbookEn.handbook;
    const dialog = page.getByRole('dialog', { name: /The Editor’s Handbook/ });
    const accept = dialog.getByRole('button', { name: texts.accept });
    await accept.waitFor();
    await screenshot(page, 'handbook-dialog-en');
    for (const label of [texts.read, texts.understand]) await dialog.getByRole('checkbox', { name: label }).check();
    if (await accept.isEnabled()) throw new Error('the handbook can be accepted with two boxes ticked');
    await dialog.getByRole('checkbox', { name: texts.willApply }).check();
    await accept.click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: fillTemplate(editorEn.contentEditor.newTitle, { type: 'news' }) }).waitFor();
    await screenshot(page, 'handbook-accepted-editor');
    await context.close();

    const admin = await suite.openAs('admin', '/settings/system/handbook');
    await admin.page.getByRole('row').filter({ hasText: newcomer.email }).getByText(texts.acceptances.current).waitFor();
    await screenshot(admin.page, 'handbook-acceptances');
    await admin.context.close();
  });
});
