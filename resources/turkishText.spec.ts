import { describe, expect, it } from 'vitest';
import { foldCase, genitiveOf, slugOf } from './turkishText';
import { formatRuleMessage, RULES } from './validation';

describe('Turkish text', () => {
  it('proposes a link name with Turkish letters written in Latin', () => {
    expect(slugOf('Spor Haberleri!')).toBe('spor-haberleri');
    expect(slugOf('Çığ Gibi Ödül Şöleni Üsküdar')).toBe('cig-gibi-odul-soleni-uskudar');
    expect(slugOf('İSTANBUL Irmak ığdır')).toBe('istanbul-irmak-igdir');
    expect(slugOf('  Kâtip -- Café 2026  ')).toBe('katip-cafe-2026');
    expect(slugOf('!!!')).toBe('');
  });

  it('puts a name in the genitive: apostrophe, buffer n after a vowel, vowel harmony', () => {
    const cases = {
      Elif: "Elif'in", Cem: "Cem'in", Ayşe: "Ayşe'nin", Ömer: "Ömer'in", Burak: "Burak'ın", Yavuz: "Yavuz'un",
      Ali: "Ali'nin", Banu: "Banu'nun", Gül: "Gül'ün", 'Elif Yılmaz': "Elif Yılmaz'ın", 'Deniz Muhabir': "Deniz Muhabir'in",
      Kemal: "Kemal'in", İLKER: "İLKER'in", IRMAK: "IRMAK'ın", Sıla: "Sıla'nın", Övgü: "Övgü'nün",
      TRT: "TRT'nin", AA: "AA'nın", NATO: "NATO'nun", Kurt: "Kurt'un", NTV: "NTV'nin", 'Editör 2': "Editör 2'nin", 'Muhabir 3': "Muhabir 3'ün",
      'Kullanıcı 10': "Kullanıcı 10'un", 'Ekip 40': "Ekip 40'ın", 'Masa 6': "Masa 6'nın", 'Oda 100': "Oda 100'ün", 'Yıl 2000': "Yıl 2000'in",
      'Masa 0': "Masa 0'ın", ' Cem ': "Cem'in",
    };
    for (const [name, genitive] of Object.entries(cases)) expect(genitiveOf(name), name).toBe(genitive);
    expect(genitiveOf('?!')).toBe('?!');
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
