import { reportError } from '../providers/errors';
import { switchSite, useSession } from '../providers/session';
import { SiteSwitcherView } from './SiteSwitcherView';

/**
 * The app bar's site switcher over the session's sites. A pick reloads the permissions; the
 * current route is checked again against them (and falls back if now forbidden).
 */
export function SiteSwitcher() {
  const session = useSession();
  if (!session) return null;
  return (
    <SiteSwitcherView
      sites={session.sites.map((site) => ({ id: String(site.id), name: site.name, displayName: site.displayName }))}
      selectedId={session.siteId}
      onSelect={(siteId) => {
        switchSite(siteId).catch(reportError);
      }}
    />
  );
}
