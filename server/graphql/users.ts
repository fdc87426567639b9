import { users } from '../../resources/user.ts';
import type { RequestContext } from '../context.ts';
import { recordOutput } from '../engine/records.ts';

/** `currentUser`: the session's user as the generated User type (resources/user.ts) shows it. */
export const userResolvers = {
  Query: {
    currentUser: (_: unknown, __: unknown, context: RequestContext) => recordOutput(users, context.user),
  },
};
