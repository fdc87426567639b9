import type { FastifyRequest } from 'fastify';
import { hasPermission, PermissionError } from '../../resources/permissions.ts';
import { UPLOAD_PERMISSIONS } from '../../resources/uploadRules.ts';
import type { RequestContext, RequestCredentials } from '../context.ts';
import { isApiError } from '../contract/apiErrors.ts';
import { belongsToSite } from '../auth/siteMembership.ts';
import { StorageHttpError } from './storageErrors.ts';

export type CreateContext = (credentials: RequestCredentials) => Promise<RequestContext>;

/** The request's token verification when its rate limit key started it (the API's createRequestClaims). */
export type RequestClaims = (request: FastifyRequest) => RequestCredentials['claims'];

/** 'upload': a member of the request's site holding one of UPLOAD_PERMISSIONS; 'siteMember': any member. */
export type StorageAccess = 'upload' | 'siteMember';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The same checks as /graphql (server/context.ts: token → approved user; then the `siteid` header
 * against the user's sites and the site's permission matrix), answered as 401/403 JSON.
 */
export function createStorageGuard(createContext: CreateContext, requestClaims?: RequestClaims) {
  return async function authorize(request: FastifyRequest, access: StorageAccess): Promise<RequestContext> {
    let context: RequestContext;
    try {
      context = await createContext({
        authorization: header(request, 'authorization'),
        siteid: header(request, 'siteid'),
        language: header(request, 'language'),
        claims: requestClaims?.(request),
      });
    } catch (error) {
      if (isApiError(error)) {
        const code = error.extensions.code === 'UNAUTHENTICATED' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
        throw new StorageHttpError(code === 'UNAUTHENTICATED' ? 401 : 403, code, error.message);
      }
      throw error;
    }
    const site = await context.site();
    if (!site || !belongsToSite(context.user, site)) {
      throw new StorageHttpError(403, 'FORBIDDEN', `Site ${context.siteId ?? '(none)'} is not one of your sites`);
    }
    if (access === 'siteMember') return context;
    let granted: boolean;
    try {
      granted = hasPermission(await context.sitePermissions(), context.user.roles, UPLOAD_PERMISSIONS, context.siteId);
    } catch (error) {
      if (error instanceof PermissionError) throw new StorageHttpError(403, 'FORBIDDEN', error.message);
      throw error;
    }
    if (!granted) throw new StorageHttpError(403, 'FORBIDDEN', 'Permission denied: uploading needs a save permission on this site');
    return context;
  };
}

export type StorageGuard = ReturnType<typeof createStorageGuard>;

const contexts = new WeakMap<FastifyRequest, RequestContext>();

/** An onRequest hook: the guard runs before the body is parsed, so a refused caller never uploads. */
export function guardedBy(guard: StorageGuard, access: StorageAccess) {
  return async (request: FastifyRequest) => {
    contexts.set(request, await guard(request, access));
  };
}

export function contextOf(request: FastifyRequest): RequestContext {
  const context = contexts.get(request);
  if (!context) throw new Error('storage route without its guard');
  return context;
}
