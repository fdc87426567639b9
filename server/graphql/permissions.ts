import type { QueryResolvers } from '../contract/generated/resolverTypes.ts';

export const permissionResolvers = {
  Query: {
    permissions: async (_, __, context) => {
      const matrix = await context.sitePermissions();
      return matrix ? [matrix] : [];
    },
  } satisfies QueryResolvers,
};
