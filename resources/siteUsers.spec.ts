import { describe, expect, it } from 'vitest';
import { formatRuleMessage } from './validation.ts';
import { siteUsersRefusal } from './siteUsers.ts';

describe('adding users to a site', () => {
  it('takes users picked from the search that are not on the site yet', () => {
    expect(siteUsersRefusal(['1', '2'], ['7', 8])).toBeUndefined();
    expect(siteUsersRefusal([], ['7'])).toBeUndefined();
  });

  it('refuses a user already on the site or picked twice, in both languages', () => {
    for (const picked of [['2'], ['7', '7'], [2]]) {
      const failure = siteUsersRefusal(['1', '2'], picked)!;
      expect(formatRuleMessage(failure, 'en')).toBe('This user has already been added.');
      expect(formatRuleMessage(failure, 'tr')).toBe('Bu kullanıcı zaten eklenmiş.');
    }
  });

  it('refuses text typed instead of a user picked from the search', () => {
    for (const picked of [['ayşe'], ['7', 'Ayşe Yılmaz'], [null]]) {
      const failure = siteUsersRefusal(['1'], picked)!;
      expect(formatRuleMessage(failure, 'en')).toBe('Please select a user from the search.');
      expect(formatRuleMessage(failure, 'tr')).toBe('Lütfen aramadan bir kullanıcı seçiniz.');
    }
  });
});
