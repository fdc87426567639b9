import { useEffect, useRef } from 'react';
import { useNavigate, useRefresh } from 'react-admin';
import { setErrorNavigator } from './errors.ts';
import { getSession, subscribeSession } from './session.ts';

/**
 * Connects plain modules to react-admin: the error handler navigates with the router (no page
 * reload), and a site switch refetches every query (data, permissions, canAccess).
 * Renders nothing; must sit inside <Admin> (AppNotification mounts it).
 */
export function AdminBridges() {
  const navigate = useNavigate();
  const refresh = useRefresh();
  const siteId = useRef<string | undefined>(undefined);

  useEffect(() => {
    setErrorNavigator((path) => navigate(path));
    return () => setErrorNavigator(undefined);
  }, [navigate]);

  useEffect(() => {
    siteId.current = getSession()?.siteId;
    return subscribeSession((session) => {
      const previous = siteId.current;
      siteId.current = session?.siteId;
      if (session && previous !== undefined && previous !== session.siteId) refresh();
    });
  }, [refresh]);

  return null;
}
