import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../i18n/i18nProvider.ts';
import { dayOrToday, dayRange, shiftDay } from './mailingDay.ts';
import { mailingStatusText } from './mailingStatus.ts';

describe('a newsletter status in words', () => {
  it('says "sent with N failures" whenever something failed, never plain "sent", in tr and en', async () => {
    const i18n = await createI18nProvider('en');
    const text = (key: string, report?: { recipients: number; sent: number; failed: number }) => mailingStatusText(i18n.translate, key, report);
    expect(text('sent', { recipients: 10, sent: 8, failed: 2 })).toBe('Sent with 2 failures');
    expect(text('sent', { recipients: 10, sent: 9, failed: 1 })).toBe('Sent with 1 failure');
    expect(text('sent', { recipients: 10, sent: 10, failed: 0 })).toBe('Sent');
    expect(text('sending', { recipients: 200, sent: 80, failed: 0 })).toBe('Sending 80/200');
    expect(text('pending')).toBe('Upcoming');
    await i18n.changeLocale('tr');
    expect(text('sent', { recipients: 10, sent: 8, failed: 2 })).toBe('2 hatayla gönderildi');
    expect(text('sending', { recipients: 200, sent: 80, failed: 0 })).toBe('Gönderiliyor 80/200');
  });
});

describe('the old list by send date', () => {
  it('reads the address day, today otherwise, and asks the whole local day', () => {
    const now = new Date(2026, 10, 30, 15, 0);
    expect(dayOrToday(undefined, now)).toBe('2026-11-30');
    expect(dayOrToday('not a day', now)).toBe('2026-11-30');
    expect(dayOrToday('2026-02-03', now)).toBe('2026-02-03');
    expect(shiftDay('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    const range = dayRange('2026-11-30');
    expect(new Date(range.sendDateFrom)).toEqual(new Date(2026, 10, 30));
    expect(new Date(range.sendDateTo).getTime()).toBe(new Date(2026, 11, 1).getTime() - 1);
  });
});
