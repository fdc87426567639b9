import { describe, expect, it } from 'vitest';
import { en as enLabels, tr as trLabels } from '../../../resources/messages/resources.ts';
import type { MailingInput } from '../../graphql/graphql.ts';
import { mailingFormErrors } from './mailingFormRules.ts';

const label = (messages: typeof enLabels) => (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages) as string;
const NOW = new Date('2026-12-01T08:00:00Z');
const item = (contentId: string) => ({ title: `Haber ${contentId}`, contentId, contentTypeId: 0, contentUrl: `/haber/${contentId}` });
const valid: MailingInput = { title: 'Sabah notları', channelId: '1', type: 1, sendDate: '2026-12-01T09:00:00.000Z', items: [item('1'), item('2')] };
const en = (input: MailingInput, lead = true, leadMinutes = 10) => mailingFormErrors(input, { lead, language: 'en', translate: label(enLabels), leadMinutes, now: NOW });
const tr = (input: MailingInput, lead = true) => mailingFormErrors(input, { lead, language: 'tr', translate: label(trLabels), leadMinutes: 10, now: NOW });

describe('the editor runs the newsletter rules before saving (spec 02 §5)', () => {
  it('lets a whole newsletter go', () => {
    expect(en(valid)).toEqual({});
  });

  it('names each broken rule under its field, in the user language', () => {
    const broken = { ...valid, title: '', sendDate: null, items: [] };
    expect(en(broken)).toEqual({ title: 'Field Title is required.', sendDate: 'Field Send date is required.', items: 'Number of News must be 1 or more.' });
    expect(tr(broken)).toMatchObject({ title: 'Başlık alanı zorunludur.', sendDate: 'Gönderim tarihi alanı zorunludur.' });
    expect(en({ ...valid, items: [item('1'), item('1')] })).toEqual({ items: 'The same content cannot appear twice in one newsletter.' });
  });

  it('checks the configured lead time only where the server does', () => {
    const soon = { ...valid, sendDate: '2026-12-01T08:05:00.000Z' };
    expect(en(soon)).toEqual({ sendDate: 'The Send date must be at least 10 minutes from now.' });
    expect(en(soon, false)).toEqual({});
    expect(en(soon, true, 0)).toEqual({});
    expect(en({ ...valid, sendDate: '2026-12-01T08:20:00.000Z' }, true, 30)).toEqual({ sendDate: 'The Send date must be at least 30 minutes from now.' });
  });
});
