import { users } from '../../resources/user.ts';
import { recordOutput } from '../engine/records.ts';
import type { QueryResolvers } from '../contract/generated/resolverTypes.ts';

/** `currentUser`: the session's user as the generated User type (resources/user.ts) shows it. */
export const userResolvers = {
  Query: {
    currentUser: (_, __, context) => recordOutput(users, context.user),
  } satisfies QueryResolvers,
};
