import { describe, expect, it } from 'vitest';
import { mailings } from './mailing';
import { MAILING_MIN_LEAD_MINUTES, sendTimeLeadsBy, siteSelected } from './mailingRules';
import { en as enLabels, tr as trLabels } from './messages/resources';
import { firstFailure, formatRuleMessage, type RuleFailure } from './validation';

/** Spec 02 §5's newsletter rules as the declaration runs them (the form and the server alike), in both languages. */
const label = (messages: typeof enLabels) => (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages) as string;
const inBoth = (failure: RuleFailure | undefined) => {
  expect(failure).toBeDefined();
  return { en: formatRuleMessage(failure!, 'en', label(enLabels)), tr: formatRuleMessage(failure!, 'tr', label(trLabels)) };
};

const NOW = new Date('2026-12-01T08:00:00Z');
const item = (contentId: string, extra: Record<string, unknown> = {}) => ({ title: `Haber ${contentId}`, contentId, contentTypeId: 0, contentUrl: `/haber/${contentId}`, ...extra });
const valid = { title: 'Sabah notları', channelId: '1', type: 1, sendDate: '2026-12-01T09:00:00Z', items: [item('1'), item('2')] };
const check = (field: keyof typeof mailings.fields, values: Record<string, unknown>) =>
  firstFailure(mailings.rules[field]!, values[field], { fieldLabel: mailings.labelKey(field), values, now: NOW });

describe('newsletter rules (spec 02 §5)', () => {
  it('pass a whole newsletter', () => {
    for (const field of ['title', 'channelId', 'type', 'sendDate', 'items'] as const) expect(check(field, valid)).toBeUndefined();
  });

  it('need a title', () => {
    expect(inBoth(check('title', { ...valid, title: '' }))).toEqual({ en: 'Field Title is required.', tr: 'Başlık alanı zorunludur.' });
  });

  it('need a valid date and time', () => {
    expect(inBoth(check('sendDate', { ...valid, sendDate: null }))).toEqual({ en: 'Field Send date is required.', tr: 'Gönderim tarihi alanı zorunludur.' });
    for (const sendDate of ['tomorrow', '2026-12-01', '2026-02-30T10:00', '2026-13-01T10:00', '2026-12-01T25:00', 42]) {
      expect(inBoth(check('sendDate', { ...valid, sendDate }))).toEqual({
        en: 'Please enter a valid date and time.',
        tr: 'Lütfen geçerli bir tarih ve saat giriniz.',
      });
    }
    for (const sendDate of ['2026-12-01T09:00', '2026-12-01 09:00:00', '2026-12-01T09:00:00.000+03:00']) expect(check('sendDate', { ...valid, sendDate })).toBeUndefined();
  });

  it('need at least one news item', () => {
    expect(inBoth(check('items', { ...valid, items: [] }))).toEqual({ en: 'Number of News must be 1 or more.', tr: 'Haber sayısı en az 1 olmalıdır.' });
  });

  it('need a selected site', () => {
    expect(siteSelected('4')).toBeUndefined();
    expect(inBoth(siteSelected(undefined))).toEqual({ en: 'Field Site is required.', tr: 'Site alanı zorunludur.' });
  });

  it('need the send time at least the lead minutes from now', () => {
    const rule = sendTimeLeadsBy(MAILING_MIN_LEAD_MINUTES);
    const context = { fieldLabel: mailings.labelKey('sendDate'), now: NOW };
    expect(rule(new Date(NOW.getTime() + 10 * 60_000).toISOString(), context)).toBeUndefined();
    expect(inBoth(rule(new Date(NOW.getTime() + 9 * 60_000).toISOString(), context))).toEqual({
      en: 'The Send date must be at least 10 minutes from now.',
      tr: 'Gönderim tarihi şu andan en az 10 dakika sonra olmalıdır.',
    });
    expect(sendTimeLeadsBy(0)(NOW.toISOString(), context)).toBeUndefined();
  });

  it('refuse the same content twice in one newsletter; a recipe and a news item of one number are two contents', () => {
    expect(inBoth(check('items', { ...valid, items: [item('1'), item('2'), item('1')] }))).toEqual({
      en: 'The same content cannot appear twice in one newsletter.',
      tr: 'Aynı içerik bir e-bültende iki kez yer alamaz.',
    });
    expect(check('items', { ...valid, items: [item('42'), item('42', { contentUrl: '/tarif/42' })] })).toBeUndefined();
    expect(check('items', { ...valid, items: [item('42'), item('42', { contentTypeId: 1 })] })).toBeUndefined();
  });
});
