import { useLoading } from 'react-admin';
import { useIsLoading } from '../providers/loadingCounter';
import { LoadingIndicatorView } from './LoadingIndicatorView';

/** Spins while any GraphQL request (the request counter) or react-admin query is running. */
export function LoadingIndicator() {
  const requests = useIsLoading();
  const queries = useLoading();
  return <LoadingIndicatorView loading={requests || queries} />;
}
