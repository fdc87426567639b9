import { describe, expect, it } from 'vitest';
import { foldCase, slugOf } from './turkishText';
import { formatRuleMessage, RULES } from './validation';

describe('Turkish text', () => {
  it('proposes a link name with Turkish letters written in Latin', () => {
    expect(slugOf('Spor Haberleri!')).toBe('spor-haberleri');
    expect(slugOf('Çığ Gibi Ödül Şöleni Üsküdar')).toBe('cig-gibi-odul-soleni-uskudar');
    expect(slugOf('İSTANBUL Irmak ığdır')).toBe('istanbul-irmak-igdir');
    expect(slugOf('  Kâtip -- Café 2026  ')).toBe('katip-cafe-2026');
    expect(slugOf('!!!')).toBe('');
  });

  it('folds case the Turkish way: İ with i, I with ı', () => {
    expect(foldCase('ANKARA BÜROSU')).toBe(foldCase('ankara bürosu'));
    expect(foldCase('İzmir')).toBe(foldCase('izmir'));
    expect(foldCase('IRMAK')).toBe(foldCase('ırmak'));
    expect(foldCase('IRMAK')).not.toBe(foldCase('irmak'));
  });

  it('takes as a link name only lower-case letters, digits and hyphens, in both languages', () => {
    const rule = RULES.slug();
    for (const good of ['spor-haberleri', 'gundem', '2026-secim', undefined, '']) expect(rule(good, { fieldLabel: 'Link name' })).toBeUndefined();
    for (const bad of ['Spor Haberleri!', 'Spor', 'spor haberleri', 'dünya', 'spor_haber']) {
      const failure = rule(bad, { fieldLabel: 'Link name' });
      expect(failure, bad).toBeDefined();
      expect(formatRuleMessage(failure!, 'en')).toBe('The Link name may only contain lower-case letters (a–z), digits and hyphens.');
      expect(formatRuleMessage(failure!, 'tr')).toBe('Link name yalnızca küçük harf (a–z), rakam ve tire içerebilir.');
    }
  });
});
