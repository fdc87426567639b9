import { useEffect, useState } from 'react';
import { Loading, useAuthenticated, useNavigate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { reportError } from '../providers/errors';
import { switchSite, useSession } from '../providers/session';
import { SwitchSiteView } from './SwitchSiteView';

/**
 * /switch-site/:id? — with an id the user belongs to, that site becomes the working site and the
 * app starts over at /; otherwise the user's sites are listed to pick one. The sites come from the
 * session, so a visitor who is not signed in is sent to sign in first and comes back here.
 */
export default function SwitchSitePage() {
  const { id } = useParams();
  const session = useSession();
  useAuthenticated();
  const navigate = useNavigate();
  const [refusedId, setRefusedId] = useState<string>();
  const isMember = !!id && !!session?.sites.some((site) => String(site.id) === id);

  const select = (siteId: string) => {
    switchSite(siteId)
      .then(() => navigate('/', { replace: true }))
      .catch(reportError);
  };

  useEffect(() => {
    if (!session || !id) return;
    if (isMember) select(id);
    else setRefusedId(id);
  }, [id, isMember, !!session]);

  if (!session || isMember) return <Loading />;
  return (
    <SwitchSiteView
      sites={session.sites.map((site) => ({ id: String(site.id), name: site.name, displayName: site.displayName }))}
      selectedId={session.siteId}
      refusedId={refusedId}
      onSelect={select}
    />
  );
}
