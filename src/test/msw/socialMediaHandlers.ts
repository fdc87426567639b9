/**
 * The site's approved social media accounts and UTM sources as MSW handlers, answering the declared
 * resources' list queries like the API (`GetSocialAccounts`, `GetUtmSources`).
 */
import { graphql, HttpResponse } from 'msw';

const system = { siteId: '4', version: 1, isApproved: true, createdUserId: '1', createdDate: '2026-11-20T09:00:00.000Z', updatedUserId: null, updatedDate: null };

export const sampleSocialAccounts = () => [
  { id: '1', network: 'twitter', handle: 'gundemhaber', displayName: 'Gündem Twitter' },
  { id: '2', network: 'telegram', handle: 'gundemhaber', displayName: 'Gündem Telegram' },
];

export const sampleUtmSources = () => [
  { id: '1', name: 'Twitter paylaşımı', source: 'twitter', medium: 'social', campaign: 'yaz #1 & ğ' },
  { id: '2', name: 'Telegram kanalı', source: 'telegram', medium: 'social', campaign: null },
];

export function socialMediaApi({ accounts = sampleSocialAccounts(), utmSources = sampleUtmSources() } = {}) {
  const handlers = [
    graphql.query('GetSocialAccounts', () => HttpResponse.json({ data: { socialAccounts: accounts.map((account) => ({ __typename: 'SocialAccount', ...system, ...account })) } })),
    graphql.query('GetUtmSources', () => HttpResponse.json({ data: { utmSources: utmSources.map((source) => ({ __typename: 'UtmSource', ...system, ...source })) } })),
  ];
  return { handlers, accounts, utmSources };
}
