/**
 * Menus beyond their declared resource (resources/menu.ts; README.md): the items whose target the
 * sites will not show, and "clear menu cache". Lists, reads, saves and deletes are the resource's.
 */
import { en, tr } from '../../resources/messages/menu.ts';
import { serviceOf, type RequestContext } from '../context.ts';
import { DeliveryCachePurgeError } from '../contract/deliveryCache.ts';
import type { Resolvers } from '../contract/generated/resolverTypes.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';
import { GraphQLError } from '../contract/graphqlRuntime.ts';
import { menusTag } from './menuDelivery.ts';
import { itemProblems } from './menuProblems.ts';

const menuTypeDefs = /* GraphQL */ `
  "Why the sites do not show a menu item: its category or brand is unapproved, or deleted."
  enum MenuItemProblemKind {
    unapproved
    deleted
  }

  "An item of a saved menu whose target the sites will not show."
  type MenuItemProblem {
    "The item's key in the menu's items."
    key: String!
    problem: MenuItemProblemKind!
  }

  extend type Menu {
    "The items whose category or brand is unapproved or deleted (the editor flags them); empty when every target is shown."
    itemProblems: [MenuItemProblem!]!
  }

  "The answer of clearMenuCache: done on every server."
  type MenuCacheClear {
    "When every server had dropped the site's cached menus."
    clearedAt: DateTime!
    "How many servers confirmed it (1 without Redis)."
    servers: Int!
  }

  extend type Mutation {
    "Drops the request's site's menus from what the delivery API serves, on every server, and answers once all have (refused with 'menu cache clear error' when one did not confirm in time); the next read builds them afresh."
    clearMenuCache: MenuCacheClear!
  }
`;

/** The spec's 'menu cache clear error', in the caller's language, when a server did not confirm in time. */
const cacheClearError = (context: RequestContext, reason: string) =>
  new GraphQLError((context.language === 'en' ? en : tr).menus.errors.cacheClear, {
    extensions: { code: 'SERVICE_UNAVAILABLE', messageKey: 'menus.errors.cacheClear', reason },
  });

/** Purges the request site's delivered menus on every server (the operation's rule checked the site and `menu.save`). */
async function clearMenuCache(context: RequestContext) {
  try {
    const { servers } = await serviceOf(context, 'deliveryCache').purge([menusTag(context.siteNumber!)]);
    return { clearedAt: new Date(), servers };
  } catch (error) {
    if (error instanceof DeliveryCachePurgeError) throw cacheClearError(context, error.message);
    throw error;
  }
}

const resolvers: Resolvers = {
  Menu: { itemProblems: (menu, _args, context) => itemProblems(menu, context) },
  Mutation: { clearMenuCache: (_parent, _args, context) => clearMenuCache(context) },
};

export const menuModule: GraphQLModule = {
  typeDefs: menuTypeDefs,
  resolvers,
  operations: { Mutation: { clearMenuCache: { permission: 'menu.save', siteScoped: true } } },
};
