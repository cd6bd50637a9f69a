import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import { Skeleton, SkeletonGroup } from '@arcade/shared-ui';
import { devStatusQuery } from './api/get-dev-status';

/** The living style page, a chunk of its own: loaded only once the server said the sandbox is on. */
const StylePage = lazy(() => import('./style-page'));

function Loading() {
  return (
    <SkeletonGroup label="Loading the style page">
      <Skeleton height={40} width="60%" />
      <Skeleton height={200} />
    </SkeletonGroup>
  );
}

/**
 * /dev/style (a development route, outside SPEC §2's route table): shown only when the server runs with
 * SANDBOX=on; any other server sends the visitor home, as an unknown path would.
 */
export function DevStyleRoute() {
  const status = useQuery(devStatusQuery);
  if (status.isPending) return <Loading />;
  if (!status.data?.sandbox) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<Loading />}>
      <StylePage />
    </Suspense>
  );
}
