import { useMemo } from 'react';
import { usePermissions } from 'react-admin';
import type { Resource } from '../../../resources/defineResource.ts';
import { canAccess, type AccessSession } from '../../providers/canAccess.ts';

/**
 * The fields the signed-in user may not change: the declaration's `access.fields[name].update`
 * run against the session's permissions (the same functions the server refuses the save with).
 */
export function useLockedFields(resource: Resource): ReadonlySet<string> {
  const { permissions } = usePermissions<AccessSession | undefined>();
  return useMemo(() => {
    if (!permissions) return new Set<string>();
    const request = {
      userId: '',
      granted: (key: string) => {
        const [category, action] = key.split('.');
        return canAccess(permissions, { resource: category, action });
      },
    };
    const fields = Object.entries(resource.access?.fields ?? {});
    return new Set(fields.filter(([, access]) => access?.update && !access.update(request)).map(([name]) => name));
  }, [permissions, resource]);
}
