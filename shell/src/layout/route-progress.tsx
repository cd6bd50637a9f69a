import { Spinner } from '@arcade/shared-ui';
import { useFallbackShown, useRouteLoading } from '../federation/route-loads';

/** The layouts' fallback while a route's page loads with nothing of the route on screen yet (a first load). */
export function RouteFallback() {
  useFallbackShown();
  return <Spinner label="Loading page" />;
}

/**
 * A thin bar at the top while the next route's page loads behind the current one (a route change keeps the
 * current page until the next is ready, issue 9 item 4). It fades in after 150 ms, so a quick change shows none.
 */
export function RouteProgress() {
  const loading = useRouteLoading();
  if (!loading) return null;
  return <div className="shell-route-progress" role="progressbar" aria-label="Loading page" />;
}
