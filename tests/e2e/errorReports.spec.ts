import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSentryReceiver, type SentryReceiver } from '../support/sentryReceiver.ts';
import { until } from '../server/support/until.ts';
import { launchBrowser, type TestBrowser } from './support/browser.ts';
import { runServer, type RunningServer } from './support/runServer.ts';
import { signIn } from './support/signIn.ts';

const RELEASE = 'newsroom-backoffice@9.9.9-browser';

type Report = { release?: string; user?: { id?: string }; exception?: { values?: { value?: string }[] } };

/**
 * The browser's error reports (issue 34): the real server with SENTRY_DSN at a local receiver of
 * the envelope protocol hands the admin its DSN; an uncaught error after signing in arrives with
 * the release and the signed-in user's id, and none of the sign-in's tokens is in anything sent.
 */
describe('error reports from the browser', () => {
  let receiver: SentryReceiver;
  let server: RunningServer;
  let browser: TestBrowser;

  beforeAll(async () => {
    receiver = await startSentryReceiver();
    [server, browser] = await Promise.all([runServer({ SENTRY_DSN: receiver.dsn, RELEASE }), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await receiver?.close();
  });

  it('sends an uncaught error with the release and the user id, and no token', async () => {
    const { page } = await browser.newPage({ locale: 'en-US' });
    await signIn(page, server.url, 'editor');
    await page.getByRole('navigation').first().waitFor();
    const stored = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'))!;
      const user = JSON.parse(localStorage.getItem(key)!) as { id_token: string; access_token: string; profile: { sub: string } };
      return { idToken: user.id_token, accessToken: user.access_token, sub: user.profile.sub };
    });

    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('Something broke in the browser');
      });
    });

    const events = () => receiver.items('event') as Report[];
    const isOurs = (report: Report) => report.exception?.values?.some((value) => value.value?.includes('Something broke in the browser')) ?? false;
    const report = (await until(events, (all) => all.some(isOurs), 60_000)).find(isOurs)!;
    expect(report.release).toBe(RELEASE);
    expect(report.user).toEqual({ id: stored.sub });

    // The replay of the session with the error comes too (every such session is kept): searched with the rest.
    await until(() => receiver.items('replay_event'), (all) => all.length > 0, 60_000);
    const text = receiver.allText();
    for (const secret of [stored.idToken, stored.accessToken, stored.idToken.split('.')[1]!, stored.accessToken.split('.').at(-1)!]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/"(?:id_token|access_token|refresh_token)"\s*:\s*"(?!\[Filtered\])/);
  });
});
