import { describe, expect, it } from 'vitest';
import { applyStoredLocale, createI18nProvider, i18nProvider } from './i18nProvider.ts';
import { LOCALE_KEY } from './locale.ts';
import { loadMessagePart, loadMessages } from './messages.ts';
import type { MessageTree } from './mergeMessages.ts';

function keysOf(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('i18nProvider', () => {
  it('starts in Turkish and translates react-admin and app messages', async () => {
    const i18n = await createI18nProvider();
    expect(i18n.getLocale()).toBe('tr');
    expect(i18n.translate('ra.action.save')).toBe('Kaydet');
    expect(i18n.translate('alerts.titles.error')).toBe('Hata');
    expect(i18n.translate('errors.tooManyRequests')).toBe('Çok fazla istek');
    expect(i18n.translate('ra.page.create', { name: 'Haber' })).toBe('Haber oluştur');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 öğe seçildi');
  });

  it('stores the chosen locale under selectedLocale and starts in it next time', async () => {
    const first = await createI18nProvider();
    await first.changeLocale('en');
    expect(window.localStorage.getItem(LOCALE_KEY)).toBe('en');
    expect(first.translate('ra.action.save')).toBe('Save');
    expect(first.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('1 item selected');

    const next = await createI18nProvider();
    expect(next.getLocale()).toBe('en');
    expect(next.translate('errors.unreachable')).toBe('The server could not be reached');
  });

  it("puts a person's name in the genitive where a Turkish message asks for it", async () => {
    window.localStorage.removeItem(LOCALE_KEY);
    const i18n = await createI18nProvider();
    expect(i18n.translate('editPermits.waiting', { name: 'Ayşe', seconds: 30 })).toBe("Ayşe'nin yanıtı bekleniyor: reddedilmezse izin 30 sn sonra size geçer");
    expect(i18n.translate('editPermits.notice.handedOver.title', { name: 'Elif Yılmaz' })).toBe("Düzenleme izni artık Elif Yılmaz'ın elinde");
    expect(i18n.translate('lowcode.approval.toggle', { name: 'Editör 2' })).toBe("Editör 2'nin onayı");
    expect(i18n.translate('editPermits.errors.PERMIT_HELD', { name: 'Cem' })).toBe("Düzenleme izni Cem'in elinde.");
    await i18n.changeLocale('en');
    expect(i18n.translate('editPermits.waiting', { name: 'Ayşe', seconds: 30 })).toContain('Waiting for Ayşe:');
  });

  it('ignores a stored locale it does not support', async () => {
    window.localStorage.setItem(LOCALE_KEY, 'de');
    expect((await createI18nProvider()).getLocale()).toBe('tr');
  });

  it('passes plain texts with colons and dots through unchanged', async () => {
    const i18n = await createI18nProvider();
    const text = 'Context creation failed: User is not active';
    expect(i18n.translate(text, { _: text })).toBe(text);
    expect(i18n.translate('Permission not found.', { _: 'Permission not found.' })).toBe('Permission not found.');
  });

  it('has a Turkish text for every English key, react-admin\'s included', async () => {
    const [tr, en] = await Promise.all([loadMessages('tr'), loadMessages('en')]);
    const turkish = new Set(keysOf(tr));
    expect(keysOf(en).filter((key) => !turkish.has(key))).toEqual([]);
    expect(keysOf(tr).filter((key) => key.startsWith('ra.')).length).toBeGreaterThan(150);
  });

  it('switches back and forth, each language complete after its first load', async () => {
    const i18n = await createI18nProvider();
    await i18n.changeLocale('en');
    expect(i18n.translate('ra.navigation.next')).toBe('Go to next page');
    await i18n.changeLocale('tr');
    expect(i18n.translate('ra.navigation.next')).toBe('Sonraki sayfaya git');
    await i18n.changeLocale('en');
    expect(i18n.translate('shell.actions.retry')).toBe('Try again');
  });

  it("starts with the shell's texts alone when asked, and has the screens' once they are loaded", async () => {
    const i18n = await createI18nProvider('tr', { screenTexts: 'onDemand' });
    expect(i18n.translate('shell.actions.retry')).toBe('Tekrar dene');
    expect(i18n.translate('permissionNames.name', { category: 'Haberler', keyword: 'görme' })).toContain('Haberler');
    expect(i18n.translate('liveTransfers.title')).toBe('liveTransfers.title');
    await i18n.screenTexts();
    expect(i18n.translate('liveTransfers.title')).toBe('Canlı transferler');
    expect(i18n.translate('validation.required')).not.toBe('validation.required');
  });

  it("loads a language's screen texts with the language, and keeps those loaded before across switches", async () => {
    const i18n = await createI18nProvider('tr', { screenTexts: 'onDemand' });
    await i18n.screenTexts();
    await i18n.changeLocale('en');
    expect(i18n.translate('liveTransfers.title')).toBe('Live transfers');
    expect(i18n.translate('editPermits.waiting', { name: 'Ayşe', seconds: 30 })).toContain('Waiting for Ayşe:');
    await i18n.changeLocale('tr');
    expect(i18n.translate('liveTransfers.title')).toBe('Canlı transferler');
  });

  it("asks for the screens' texts in the language being switched to, Turkish's too (the content picker's)", async () => {
    const i18n = await createI18nProvider('tr', { screenTexts: 'onDemand' });
    const switching = i18n.changeLocale('en');
    await i18n.screenTexts();
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('liveTransfers.title')).toBe('Live transfers');
    expect(i18n.translate('liveTransfers.title', { lng: 'tr' })).toBe('Canlı transferler');
    await switching;
  });

  it('gives each key in one part only, the shell\'s holding what the shell draws', async () => {
    for (const locale of ['tr', 'en'] as const) {
      const [shell, screens] = await Promise.all([loadMessagePart(locale, 'shell'), loadMessagePart(locale, 'screens')]);
      const inShell = new Set(keysOf(shell));
      expect(keysOf(screens).filter((key) => inShell.has(key))).toEqual([]);
      expect(Object.keys(shell).sort()).toEqual(['alerts', 'errors', 'permissionNames', 'ra', 'shell']);
    }
  });

  it('gives the app a provider in Turkish at once, and switches it to the stored locale on demand', async () => {
    expect(i18nProvider.getLocale()).toBe('tr');
    window.localStorage.setItem(LOCALE_KEY, 'en');
    await applyStoredLocale();
    expect(i18nProvider.getLocale()).toBe('en');
    expect(i18nProvider.translate('errors.unreachable')).toBe('The server could not be reached');
    await i18nProvider.changeLocale('tr');
  });
});
