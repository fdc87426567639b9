import { describe, expect, it, vi } from 'vitest';
import { listedResourceAt } from './screens.ts';

describe('the declared resource a path lists', () => {
  it('names the resource of a generated list, over its detail route too, and nothing for other screens', () => {
    expect(listedResourceAt('/settings/system/user/list')).toBe('users');
    expect(listedResourceAt('/settings/system/user/detail/7')).toBe('users');
    expect(listedResourceAt('/settings/content/signatures')).toBe('signatures');
    expect(listedResourceAt('/agency/list')).toBeUndefined();
    expect(listedResourceAt('/nowhere')).toBeUndefined();
  });
});

describe("a screen and the screens' texts", () => {
  it("is drawn only once the screens' texts are in: a workflow's screen and a declared resource's", async () => {
    // Fresh modules: the app's provider as the shell starts it, with the shell's texts alone.
    vi.resetModules();
    const { i18nProvider } = await import('../i18n/i18nProvider.ts');
    const { SCREENS } = await import('./screens.ts');
    expect(i18nProvider.translate('editorReport.title')).toBe('editorReport.title');
    await SCREENS.editorContentReport!.preload();
    expect(i18nProvider.translate('editorReport.title')).not.toBe('editorReport.title');

    vi.resetModules();
    const fresh = await import('../i18n/i18nProvider.ts');
    const screens = await import('./screens.ts');
    expect(fresh.i18nProvider.translate('lowcode.list.noData')).toBe('lowcode.list.noData');
    await screens.SCREENS.signatures!.preload();
    expect(fresh.i18nProvider.translate('lowcode.list.noData')).not.toBe('lowcode.list.noData');
  });
});
