import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../../../resources/uploadRules.ts';
import { createI18nProvider } from '../i18nProvider.ts';
import { en, tr } from './upload.ts';

describe('upload messages', () => {
  it('has every shared rule message, in English exactly as the spec writes it', () => {
    expect(en.upload.messages).toEqual(UPLOAD_MESSAGES);
    expect(Object.keys(tr.upload.messages).sort()).toEqual(Object.keys(UPLOAD_MESSAGES).sort());
    for (const text of Object.values(tr.upload.messages)) expect(text).not.toBe('');
  });

  it('nests the rule messages into the composite ones in both languages', async () => {
    const i18n = await createI18nProvider();
    const values = { name: 'a.mov', reason: 'contentMismatch' };
    expect(i18n.translate('upload.refusals.named', values)).toBe('a.mov: Dosyanın içeriği türüyle uyuşmuyor');
    expect(i18n.translate('upload.states.uploading', { progress: 45 })).toBe('Yükleniyor %45');
    await i18n.changeLocale('en');
    expect(i18n.translate('upload.refusals.named', values)).toBe('a.mov: The file content does not match its type');
    expect(i18n.translate('upload.states.uploading', { progress: 45 })).toBe('Uploading 45%');
  });
});
