import { describe, expect, it } from 'vitest';
import { formatRuleMessage, VALIDATION_MESSAGES, type MessageKey } from '../../../resources/validation';
import { createI18nProvider } from '../i18nProvider';

const params = { name: 'Başlık', item: 2, n: 3, min: 1, max: 100, host: 'https://www.example.com', hosts: 'youtube.com, player.vimeo.com' };

describe('validation messages in the browser', () => {
  it.each(['tr', 'en'] as const)('read in %s exactly as the server formats them', async (language) => {
    const i18n = await createI18nProvider();
    await i18n.changeLocale(language);
    for (const name of Object.keys(VALIDATION_MESSAGES.en)) {
      const key = `validation.${name}` as MessageKey;
      expect(i18n.translate(key, params)).toBe(formatRuleMessage({ message: key, params }, language));
    }
  });

  it('shows the spec text for a required field', async () => {
    const i18n = await createI18nProvider();
    await i18n.changeLocale('en');
    expect(i18n.translate('validation.required', { name: 'Title' })).toBe('Field Title is required.');
  });
});
