import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { en } from '../../src/i18n/messages/shell.ts';
import { linkPath, screenRoutes } from '../../src/routes/routeTree.ts';
import { SCREENS } from '../../src/routes/screens.ts';
import { describeViolations, seriousAxeViolations, type AxeViolation } from './support/axe.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

/** Every built screen that opens without an id, by its path. */
const builtPaths = screenRoutes()
  .filter(({ node }) => node.name in SCREENS)
  .flatMap(({ fullPath }) => linkPath(fullPath) ?? []);

/** The screen drawn and its data in: the shell, no request left, no progress shown. */
async function settled(page: Page) {
  await page.getByRole('banner').waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => ![...document.querySelectorAll('[role="progressbar"]')].some((element) => element.getClientRects().length > 0));
}

describe('accessibility (axe-core, serious and critical)', () => {
  it('finds no serious or critical violation on any built screen', async () => {
    const { page, context } = await suite.openAs('admin', '/content/list');
    await page.getByRole('navigation', { name: en.shell.menu.label }).waitFor();
    const found: Record<string, AxeViolation[]> = {};
    for (const path of builtPaths) {
      await page.goto(`${suite.server.url}${path}`);
      await settled(page);
      found[path] = await seriousAxeViolations(page);
    }
    console.log(Object.entries(found).map(([path, violations]) => `${path}: serious ${violations.filter((v) => v.impact === 'serious').length}, critical ${violations.filter((v) => v.impact === 'critical').length}`).join('\n'));
    const failing = Object.entries(found).filter(([, violations]) => violations.length > 0);
    expect(failing.map(([path, violations]) => `${path}\n${describeViolations(violations)}`).join('\n\n')).toBe('');
    await context.close();
  }, 300_000);
});
