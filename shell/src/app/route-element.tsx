import { useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { isStaffRole, type RouteDef } from '@arcade/contracts';
import { useAppStore } from '@arcade/platform';
import { Spinner } from '@arcade/shared-ui';
import { RemoteComponent } from '../federation/remote-component';

/** Applies the route's guard, then loads its remote module (SPEC §2, §6). */
export function RouteElement({ route, slots }: { route: RouteDef; slots?: Record<string, ReactNode> }) {
  const user = useAppStore((s) => s.user);
  const sessionLoaded = useAppStore((s) => s.sessionLoaded);
  const sessionEnding = useAppStore((s) => s.sessionEnding);
  // /login and /register are closed to a user who arrives signed in; signing in on them is the page's own
  // flow (it navigates on), so the guard is decided once, when the route is entered.
  const enteredSignedIn = useRef<boolean | null>(null);
  if (sessionLoaded && enteredSignedIn.current === null) enteredSignedIn.current = user !== null;
  if (route.guard !== 'none' && !sessionLoaded) return <Spinner label="Checking your session" />;
  // A session that ended by itself is sent to /login by the platform after its delay (SPEC: 1.5 s), not here.
  if (route.guard === 'auth' && !user)
    return sessionEnding ? <Spinner label="Signing you out" /> : <Navigate to="/login" replace />;
  if (route.guard === 'guest' && enteredSignedIn.current) return <Navigate to="/" replace />;
  if (route.guard === 'admin' && user?.role !== 'ADMIN') return <Navigate to="/" replace />;
  if (route.guard === 'staff' && !isStaffRole(user?.role)) return <Navigate to="/" replace />;
  return (
    <RemoteComponent
      key={route.path}
      remote={route.remote}
      module={route.module}
      route
      props={{ ...route.props, ...slots }}
    />
  );
}
