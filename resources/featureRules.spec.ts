import { describe, expect, it } from 'vitest';
import { MIN_IMAGES } from './featureRules';
import { formatRuleMessage, rules, type RuleFailure } from './validation';

const inBoth = (failure: RuleFailure | undefined) => {
  expect(failure).toBeDefined();
  return { en: formatRuleMessage(failure!, 'en'), tr: formatRuleMessage(failure!, 'tr') };
};

describe('feature rules', () => {
  it('asks for a profile photo', () => {
    const rule = rules.profilePhoto();
    const context = { fieldLabel: 'square profile photo' };
    expect(rule({ path: 'images/2026/01/a.jpg', crops: [] }, context)).toBeUndefined();
    for (const missing of [undefined, null, '', { path: '' }]) {
      expect(inBoth(rule(missing, context))).toEqual({ en: 'Please upload profile photo', tr: 'Lütfen profil fotoğrafı yükleyin' });
    }
  });

  it('takes a divorce date only with a marriage date', () => {
    const rule = rules.divorceNeedsMarriage();
    const context = (values: Record<string, unknown>) => ({ fieldLabel: 'divorce date', values });
    expect(rule('2020-05-01', context({ marriageDate: '2010-05-01' }))).toBeUndefined();
    expect(rule(null, context({}))).toBeUndefined();
    expect(inBoth(rule('2020-05-01', context({ marriageDate: null })))).toEqual({
      en: 'Divorce date cannot be entered without a marriage date.',
      tr: 'Evlilik tarihi girilmeden boşanma tarihi girilemez.',
    });
    expect(rules.divorceNeedsMarriage('weddingDay')('2020-05-01', context({ marriageDate: '2010-05-01' }))).toBeDefined();
  });

  it('keeps the start date at or before the end date', () => {
    const rule = rules.startNotAfterEnd('endDate');
    const context = (endDate: unknown) => ({ fieldLabel: 'start date', values: { endDate } });
    expect(rule('2026-03-01T10:00:00Z', context('2026-03-01T10:00:00Z'))).toBeUndefined();
    expect(rule(new Date('2026-03-01'), context(Date.parse('2026-03-02')))).toBeUndefined();
    expect(rule('2026-03-01', context(undefined))).toBeUndefined();
    expect(inBoth(rule('2026-03-01T10:00:01Z', context('2026-03-01T10:00:00Z')))).toEqual({
      en: 'Start date cannot be later than the end date.',
      tr: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
    });
  });

  it('keeps a start time of day at or before the end time (a program slot)', () => {
    const rule = rules.startNotAfterEnd('end');
    const context = (end: unknown) => ({ fieldLabel: 'start', values: { end } });
    expect(rule('07:00', context('09:00'))).toBeUndefined();
    expect(rule('09:00', context('09:00'))).toBeUndefined();
    expect(rule('09:00', context('9:5'))).toBeUndefined();
    expect(inBoth(rule('09:00', context('07:00')))).toEqual({
      en: 'Start time cannot be later than the end time.',
      tr: 'Başlangıç saati bitiş saatinden sonra olamaz.',
    });
  });

  it('does not let the order be empty, though 0 is an order', () => {
    const rule = rules.orderNotEmpty();
    expect(rule(0, { fieldLabel: 'order' })).toBeUndefined();
    expect(rule('3', { fieldLabel: 'order' })).toBeUndefined();
    for (const empty of [undefined, null, '', ' ']) {
      expect(inBoth(rule(empty, { fieldLabel: 'order' }))).toEqual({ en: 'Order field cannot be empty.', tr: 'Sıra alanı boş bırakılamaz.' });
    }
  });

  it('keeps a scheduled time the given minutes away from now', () => {
    const now = new Date('2026-04-01T09:00:00Z');
    const rule = rules.minutesFromNow(15);
    expect(rule('2026-04-01T09:15:00Z', { fieldLabel: 'send date', now })).toBeUndefined();
    expect(rule(undefined, { fieldLabel: 'send date', now })).toBeUndefined();
    expect(inBoth(rule('2026-04-01T09:14:59Z', { fieldLabel: 'send date', now }))).toEqual({
      en: 'The send date must be at least 15 minutes from now.',
      tr: 'send date şu andan en az 15 dakika sonra olmalıdır.',
    });
  });

  it('counts only the images that are there (an archive needs one)', () => {
    const rule = rules.minImages(MIN_IMAGES.archive);
    const context = { fieldLabel: 'archive images' };
    expect(rule([{ path: 'images/2026/01/a.jpg' }], context)).toBeUndefined();
    for (const none of [undefined, [], [{ path: null, missing: true }], [{ path: '' }]]) {
      expect(inBoth(rule(none, context))).toEqual({ en: 'Number of archive images must be 1 or more.', tr: 'archive images sayısı en az 1 olmalıdır.' });
    }
    expect(rules.minImages(MIN_IMAGES.agencyPhotoGallery)([{ path: 'a.jpg' }, { path: null }], context)).toBeDefined();
  });
});
