import { describe, expect, it } from 'vitest';
import { defaultRoleIds } from '../../resources/permissionCatalogue.ts';
import { en as matrixEn } from '../../resources/messages/permissionMatrix.ts';
import { en as errorsEn } from '../../src/i18n/messages/errors.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { apiAs } from './support/adminApi.ts';
import { screenshot } from './support/browser.ts';
import { fillTemplate, useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

/**
 * A screen refused part of what it reads says which permission is missing, by its name, instead of
 * waiting: the reader is given the headlines but not their categories (through the matrix's API).
 */
describe('a refused screen', () => {
  it('shows the headline board without its categories as the permission it needs, not a spinner, and the matrix warns of it', async () => {
    const admin = await demoToken(suite.server.url, 'admin');
    await apiAs(suite.server.url, admin, 'mutation S($input: SavePermissionsInput!) { savePermissions(input: $input) { id } }', {
      input: { siteId: '4', changes: [{ category: 'headline', keyword: 'view', roleId: '4', granted: true, baseRoleIds: defaultRoleIds('headline.view', '4') }] },
    });

    const { page, context } = await suite.openAs('reader', '/headline/list');
    const notice = page.getByTestId('refused-notice');
    await notice.waitFor({ timeout: 30_000 });
    expect(await notice.textContent()).toContain(fillTemplate(errorsEn.errors.refused.needs, { permissions: '“Headline categories: view”' }));
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await screenshot(page, 'headline-board-refused');
    await context.close();

    const matrix = await suite.openAs('admin', '/settings/system/permissions');
    const warning = matrix.page.getByTestId('matrix-needs');
    await warning.waitFor({ timeout: 30_000 });
    expect(await warning.textContent()).toContain(
      fillTemplate(matrixEn.permissionMatrix.needs.item, { role: 'Reader', permission: 'Headlines: view', needs: 'Headline categories: view' }),
    );
    await screenshot(matrix.page, 'permission-matrix-needs');
    await matrix.context.close();
  });
});
