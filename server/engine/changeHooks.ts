/** The declaration's hooks run with the request's user and site (resources/resourceHooks.ts). */
import type { Resource } from '../../resources/defineResource.ts';
import type { AfterChangeArgs, BeforeChangeArgs, HookRequest } from '../../resources/resourceHooks.ts';
import type { RequestContext } from '../context.ts';

function hookRequest(context: RequestContext): HookRequest {
  return {
    user: { id: context.user.id, roles: context.user.roles },
    siteId: context.siteNumber,
    invalidateSessions: () => context.invalidateLookups(),
  };
}

/** The values to write: the hook's answer, or the data itself when the resource has none. */
export async function beforeChange(resource: Resource, args: Omit<BeforeChangeArgs, keyof HookRequest>, context: RequestContext) {
  const hook = resource.hooks?.beforeChange;
  return hook ? hook({ ...args, ...hookRequest(context) }) : args.data;
}

export async function afterChange(resource: Resource, args: Omit<AfterChangeArgs, keyof HookRequest>, context: RequestContext): Promise<void> {
  await resource.hooks?.afterChange?.({ ...args, ...hookRequest(context) });
}
