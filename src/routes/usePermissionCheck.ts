import { useMemo } from 'react';
import { useSession } from '../providers/session';
import { sessionPermissionCheck } from './sessionPermissionCheck';
import type { PermissionCheck } from './routeTypes';

/** The current session's permission check; undefined until the session has loaded. */
export function usePermissionCheck(): PermissionCheck | undefined {
  const session = useSession();
  return useMemo(() => (session ? sessionPermissionCheck(session) : undefined), [session]);
}
