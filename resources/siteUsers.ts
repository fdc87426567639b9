/**
 * A site's users (spec 02 §5: "A user already added cannot be added again; a user must be selected
 * from the search"): the users whose `sites` hold the site. A site's administrator adds people to
 * it by picking them from the user search (the site settings screen, `addSiteUsers`); the list as
 * it would become is held to the catalogue's addedUsers rule, so a user already on the site, a user
 * picked twice or text typed without picking is refused, in the browser and by the server alike.
 */
import { fieldRuleDeclarations, references } from './fields.ts';
import { firstFailure, toRules, type RuleFailure } from './validation.ts';

export const SITE_USERS_FIELD = references('users', { label: 'siteSettings.users.title', textIds: true, rules: ['addedUsers'] });

const SITE_USERS_RULES = toRules(fieldRuleDeclarations(SITE_USERS_FIELD));

/**
 * Adding `picked` (user ids, or whatever was typed instead of a pick) to a site whose users are
 * `members`: the first refusal of the field's rules over the members followed by the picks.
 */
export const siteUsersRefusal = (members: readonly string[], picked: readonly unknown[]): RuleFailure | undefined =>
  firstFailure(SITE_USERS_RULES, [...members, ...picked], { fieldLabel: SITE_USERS_FIELD.label! });
