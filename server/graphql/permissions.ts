import type { RequestContext } from '../context.ts';

export const permissionResolvers = {
  Query: {
    permissions: async (_: unknown, __: unknown, context: RequestContext) => {
      const matrix = await context.sitePermissions();
      return matrix ? [matrix] : [];
    },
  },
};
