import { describe, expect, it } from 'vitest';
import { contentPublicUrl, contentSlug, shareLink } from './shareLinks';
import { networkHandle } from './socialAccountRules';
import { formatRuleMessage } from './validation';

describe('share links', () => {
  it("makes a content's public address of the site's url, its slug and its id", () => {
    expect(contentPublicUrl('https://www.gundem.example', { id: 42, slug: 'ankara-da-kar' })).toBe('https://www.gundem.example/ankara-da-kar-42');
    expect(contentPublicUrl('https://www.gundem.example/haber/', { id: '7', slug: 'x' })).toBe('https://www.gundem.example/haber/x-7');
    expect(contentPublicUrl('https://www.gundem.example', { id: 9, slug: '' })).toBe('https://www.gundem.example/9');
    expect(contentSlug({ title: 'Çığ Gibi Ödül', seoUrlTitle: null })).toBe('cig-gibi-odul');
    expect(contentSlug({ title: 'Çığ Gibi Ödül', seoUrlTitle: 'secilen-ad' })).toBe('secilen-ad');
  });

  it('has no address for an unsaved content or a site without an absolute url', () => {
    expect(contentPublicUrl('https://www.gundem.example', { id: undefined, slug: 'a' })).toBeUndefined();
    expect(contentPublicUrl(null, { id: 1, slug: 'a' })).toBeUndefined();
    expect(contentPublicUrl('www.gundem.example', { id: 1, slug: 'a' })).toBeUndefined();
    expect(contentPublicUrl('javascript:alert(1)', { id: 1, slug: 'a' })).toBeUndefined();
  });

  it('carries the UTM values URL-encoded, blank ones left out', () => {
    const link = shareLink('https://www.gundem.example/a-1', { source: 'Twitter paylaşımı', medium: 'sosyal & medya', campaign: 'yaz #1 ğ' });
    expect(link).not.toMatch(/ /);
    const url = new URL(link);
    expect(url.hash).toBe('');
    expect(Object.fromEntries(url.searchParams)).toEqual({ utm_source: 'Twitter paylaşımı', utm_medium: 'sosyal & medya', utm_campaign: 'yaz #1 ğ' });
    expect(link.split('?')[1]!.split('&')).toHaveLength(3);
    expect(shareLink('https://www.gundem.example/a-1', { source: 'x', medium: 'y', campaign: ' ' })).toBe('https://www.gundem.example/a-1?utm_source=x&utm_medium=y');
    expect(shareLink('https://www.gundem.example/a-1', null)).toBe('https://www.gundem.example/a-1');
  });
});

describe("a social account's handle", () => {
  const cases: Record<string, { good: string[]; bad: string[]; name: string }> = {
    twitter: { good: ['gundem_haber', 'a'], bad: ['@gundem', 'gundem.haber', 'abcdefghijklmnop'], name: 'Twitter' },
    facebook: { good: ['gundem.haber', 'gundem_5'], bad: ['gund', 'gundem-haber'], name: 'Facebook' },
    instagram: { good: ['gundem.haber'], bad: ['gundem-haber', 'a'.repeat(30)], name: 'Instagram' },
    threads: { good: ['gundem.haber'], bad: ['@gundem.haber'], name: 'Threads' },
    telegram: { good: ['gundemhaber', 'abcde'], bad: ['abcd', 'gundem.haber', 'a'.repeat(33)], name: 'Telegram' },
    whatsapp: { good: ['+905321234567', '905321234567'], bad: ['+90 532 123', '123456', '+'.concat('1'.repeat(16))], name: 'WhatsApp' },
    inHouse: { good: ['gundem.haber-1'], bad: ['gündem haber', 'a'.repeat(51)], name: 'In-house network' },
  };
  const rule = networkHandle('network');
  for (const [network, { good, bad, name }] of Object.entries(cases)) {
    it(`takes ${network}'s rule, refused with the network's name`, () => {
      for (const handle of good) expect(rule(handle, { fieldLabel: 'handle', values: { network } }), handle).toBeUndefined();
      for (const handle of bad) {
        const failure = rule(handle, { fieldLabel: 'handle', values: { network } });
        expect(failure, handle).toEqual({ message: 'validation.socialHandle', params: { name: `enums.socialNetwork.${network}` } });
        const translate = (key: string) => (key === `enums.socialNetwork.${network}` ? name : key);
        expect(formatRuleMessage(failure!, 'en', translate)).toBe(`Please enter valid ${name} nickname.`);
      }
    });
  }

  it('leaves a blank handle and a missing network to required', () => {
    expect(rule('', { fieldLabel: 'handle', values: { network: 'twitter' } })).toBeUndefined();
    expect(rule('@x', { fieldLabel: 'handle', values: {} })).toBeUndefined();
  });
});
