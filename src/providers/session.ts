import { useSyncExternalStore } from 'react';
import type { SitePermissions } from '../../resources/permissions.ts';
import type { SessionClient } from './deferredApolloClient.ts';
import { fieldOrThrow } from './graphqlResult.ts';
import { GET_CURRENT_USER, GET_PERMISSIONS, GET_SITES } from './sessionQueries.ts';
import { getSelectedSiteId, setSelectedSiteId } from './siteSelection.ts';

export interface SessionUser {
  id: string;
  name: string;
  username: string;
  email: string;
  department?: string | null;
  picture?: string | null;
  isApproved: boolean;
  sites: string[];
  roles: string[];
}

export interface SessionSite {
  id: string;
  name: string;
  displayName: string;
  isApproved: boolean;
  logo?: string | null;
  url?: string | null;
  linkName?: string | null;
  language?: string | null;
  tinyUrl?: string | null;
}

/** Who is signed in, where they may work, and what the selected site lets them do. */
export interface Session {
  user: SessionUser;
  sites: SessionSite[];
  permissions: SitePermissions[];
  roleIds: string[];
  siteId: string;
  /** The keys of the feature flags switched off (resources/knownFeatureFlags.ts). */
  disabledFeatures: readonly string[];
}

export class SiteNotAvailableError extends Error {
  constructor(siteId: string) {
    super(`Site ${siteId} is not one of the user's sites`);
    this.name = 'SiteNotAvailableError';
  }
}

type Client = SessionClient;

let current: Session | null = null;
let pending: Promise<Session> | null = null;
let sessionClient: Client | undefined;
const listeners = new Set<(session: Session | null) => void>();

function setSession(session: Session | null) {
  current = session;
  listeners.forEach((listener) => listener(session));
}

async function fetchPermissions(client: Client): Promise<SitePermissions[]> {
  return fieldOrThrow<SitePermissions[]>(await client.query({ query: GET_PERMISSIONS }), 'permissions');
}

async function fetchSession(client: Client): Promise<Session> {
  const selected = getSelectedSiteId();
  // Asked for the stored site alongside the user and the sites; asked again only if that site is not theirs.
  const early = fetchPermissions(client).then(
    (permissions) => ({ permissions }),
    (error: unknown) => ({ error }),
  );
  const [userResult, sitesResult] = await Promise.all([
    client.query({ query: GET_CURRENT_USER }),
    client.query({ query: GET_SITES }),
  ]);
  const user = fieldOrThrow<SessionUser>(userResult, 'currentUser');
  const disabledFeatures = (userResult.data as { disabledFeatures?: string[] } | undefined)?.disabledFeatures ?? [];
  const sites = fieldOrThrow<SessionSite[]>(sitesResult, 'sites');
  const siteId = sites.some((site) => String(site.id) === selected) ? selected : String(sites[0]?.id ?? selected);
  if (siteId !== selected) setSelectedSiteId(siteId);
  let permissions: SitePermissions[] = [];
  if (sites.length > 0) {
    const answer = siteId === selected ? await early : undefined;
    if (answer && 'permissions' in answer) permissions = answer.permissions;
    else if (answer && siteId === selected) throw answer.error;
    else permissions = await fetchPermissions(client);
  }
  return { user, sites, permissions, roleIds: user.roles.map(String), siteId, disabledFeatures };
}

/**
 * Loads the current user, their sites and the selected site's permissions. A selected site
 * the user does not belong to is replaced by their first site.
 */
export async function loadSession(client: Client): Promise<Session> {
  sessionClient = client;
  const loading = fetchSession(client);
  pending = loading;
  try {
    const session = await loading;
    setSession(session);
    return session;
  } finally {
    if (pending === loading) pending = null;
  }
}

/** The loaded session, or the one being loaded, or a fresh load. */
export function ensureSession(client: Client): Promise<Session> {
  if (current) return Promise.resolve(current);
  return pending ?? loadSession(client);
}

export function getSession(): Session | null {
  return current;
}

export function clearSession(): void {
  pending = null;
  setSession(null);
}

export function subscribeSession(listener: (session: Session | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

/** The working site as the session's site list holds it, following the session (undefined without one). */
export function useWorkingSite(): SessionSite | undefined {
  const session = useSession();
  return session?.sites.find((site) => String(site.id) === String(session.siteId));
}

/**
 * Makes `id` the working site and reloads its permissions. Before a session exists (the public
 * /switch-site page in a fresh tab) it only stores the choice; the next session load checks it.
 * Listeners of subscribeSession see the new site; <AdminBridges /> then refetches react-admin's data.
 */
export async function switchSite(id: string | number): Promise<Session | null> {
  const siteId = String(id);
  if (!current || !sessionClient) {
    setSelectedSiteId(siteId);
    return null;
  }
  const session = current;
  if (!session.sites.some((site) => String(site.id) === siteId)) throw new SiteNotAvailableError(siteId);
  const previous = getSelectedSiteId();
  setSelectedSiteId(siteId);
  try {
    const permissions = await fetchPermissions(sessionClient);
    const next = { ...session, siteId, permissions };
    setSession(next);
    return next;
  } catch (error) {
    setSelectedSiteId(previous);
    throw error;
  }
}
