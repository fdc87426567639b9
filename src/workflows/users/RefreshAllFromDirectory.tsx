import { Alert, Box, Button, LinearProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useCanAccess, useNotify, useRefresh, useTranslate } from 'react-admin';
import { alertStore } from '../../alerts/alertStore.ts';
import { useLowcodeEnvironment } from '../../lowcode/LowcodeEnvironment.tsx';
import type { ResourceListProps } from '../../lowcode/screens/ResourceList.tsx';
import { ResourceList } from '../../lowcode/screens/ResourceList.tsx';
import { notifyFailure } from '../../providers/notifyFailure.ts';
import { useWorkingSite } from '../../providers/session.ts';
import { getSelectedSiteId } from '../../providers/siteSelection.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import type { DirectoryRefreshJob } from './directoryMethods.ts';

/** How often a running refresh is asked for its progress. */
const POLL_MS = 1000;

const finished = (job: DirectoryRefreshJob | null | undefined) => job?.state === 'done' || job?.state === 'failed';

/** The working site's name, for the confirmation. */
function useSiteName(): string {
  const site = useWorkingSite();
  return site?.displayName || site?.name || String(getSelectedSiteId() ?? '');
}

/** The job's state as a line: waiting, its progress, or its counts once over. */
export function RefreshJobProgress({ job }: { job: DirectoryRefreshJob }) {
  const translate = useTranslate();
  const counts = { done: job.done, total: job.total, refreshed: job.refreshed, unchanged: job.unchanged, notFound: job.notFound, failed: job.failed };
  if (job.state === 'done') return <Alert severity={job.failed > 0 ? 'warning' : 'success'} role="status">{translate('users.directory.done', counts)}</Alert>;
  if (job.state === 'failed') return <Alert severity="error" role="status">{translate('users.directory.failed', counts)}</Alert>;
  return (
    <Alert severity="info" role="status">
      <Box>{translate(job.state === 'pending' ? 'users.directory.waiting' : 'users.directory.progress', counts)}</Box>
      <LinearProgress
        variant={job.total > 0 ? 'determinate' : 'indeterminate'}
        value={job.total > 0 ? (100 * job.done) / job.total : undefined}
        sx={{ mt: 1, minWidth: 240 }}
        aria-label={translate('users.directory.refreshAll')}
      />
    </Alert>
  );
}

/**
 * "Refresh all from directory" (user.permissions): after a confirmation naming the site, one job
 * refreshes every user of the site; its progress, then its counts, are shown until the list is left.
 */
export function RefreshAllFromDirectory() {
  const translate = useTranslate();
  const notify = useNotify();
  const refreshList = useRefresh();
  const dataProvider = useAppDataProvider();
  const alerts = useLowcodeEnvironment().alerts ?? alertStore;
  const site = useSiteName();
  const { canAccess } = useCanAccess({ resource: 'user', action: 'permissions' });
  const [jobId, setJobId] = useState<string>();
  const [starting, setStarting] = useState(false);
  const job = useQuery({
    queryKey: ['directoryRefreshJob', jobId],
    queryFn: () => dataProvider.directoryRefreshJob(jobId!),
    enabled: jobId !== undefined,
    refetchInterval: (query) => (finished(query.state.data) ? false : POLL_MS),
  });
  // Once the job is over, the list shows the refreshed users (once per job: the refresh asks every query again).
  const listReloadedFor = useRef<string>(undefined);
  useEffect(() => {
    if (!jobId || !finished(job.data) || listReloadedFor.current === jobId) return;
    listReloadedFor.current = jobId;
    refreshList();
  }, [jobId, job.data, refreshList]);
  if (!canAccess) return null;

  const start = async () => {
    const confirmed = await alerts.confirm({
      type: 'warning',
      title: 'users.directory.confirmAllTitle',
      message: 'users.directory.confirmAll',
      values: { site },
      confirmLabel: 'users.directory.confirmAllLabel',
    });
    if (!confirmed) return;
    setStarting(true);
    try {
      setJobId((await dataProvider.refreshSiteUsersFromDirectory()).id);
    } catch (error) {
      notifyFailure(notify, error);
    } finally {
      setStarting(false);
    }
  };
  const running = jobId !== undefined && !finished(job.data);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" disabled={starting || running} onClick={() => void start()}>
        {translate('users.directory.refreshAll')}
      </Button>
      {job.data && <RefreshJobProgress job={job.data} />}
    </Stack>
  );
}

/** The generated users list with the refresh of all the site's users under its heading. */
export function UserList(props: ResourceListProps) {
  return <ResourceList {...props} subtitle={<RefreshAllFromDirectory />} />;
}
