import { defineResource } from './defineResource.ts';
import { SOCIAL_NETWORK } from './enums.ts';
import { approval, enumeration, text } from './fields.ts';
import { networkHandle } from './socialAccountRules.ts';

/**
 * A site's social media accounts (spec 02 §3 "Social media: accounts and UTM sources", the networks
 * of spec 01 §3): the network, the account's handle checked by that network's rule
 * (resources/socialAccountRules.ts), the name the desk knows it by, and the approved flag. A content
 * is shared to the approved accounts of its site (its `socialShares`, server/socialMedia/README.md).
 */
export const socialAccounts = defineResource({
  name: 'socialAccounts',
  typeName: 'SocialAccount',
  permission: 'socialMedia',
  operations: { one: 'socialAccount', list: 'socialAccounts', save: 'saveSocialAccount', delete: 'deleteSocialAccount' },
  siteScoped: true,
  fields: {
    network: enumeration(SOCIAL_NETWORK, { required: true, list: true, filter: true }),
    handle: text({ required: true, maxLength: 50, list: true, search: true, rules: [networkHandle('network')], helperText: 'resources.socialAccounts.helpers.handle' }),
    displayName: text({ required: true, maxLength: 100, list: true, search: true }),
    isApproved: approval(),
  },
  representation: 'displayName',
  unique: [['network', 'handle']],
  sort: { field: 'displayName', order: 'ASC' },
});
