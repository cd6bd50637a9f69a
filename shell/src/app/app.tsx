import { useEffect } from 'react';
import * as React from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ROUTES } from '@arcade/contracts';
import { queryClient, setNavigator, useLiveQueries, usePageInstanceProbe } from '@arcade/platform';
import { Toaster } from '@arcade/shared-ui';
import { MainLayout, BareLayout } from '../layout/layouts';
import { ChatLauncher } from '../layout/chat-launcher';
import { RouteProgress } from '../layout/route-progress';
import { Loader } from '../loader/loader';
import { usePageMeta } from '../hooks/use-page-meta';
import { useScrollTop } from '../hooks/use-scroll-top';
import { useFocusAfterNavigation } from '../hooks/use-focus-after-navigation';
import { useSessionBootstrap } from '../session/use-session-bootstrap';
import { useLiveSocket } from '../session/use-live-socket';
import { RouteElement } from './route-element';
import { GlobalWidgets } from './global-widgets';
import { RemoteComponent } from '../federation/remote-component';
import { useIdlePreload, useIntentPreload } from '../federation/idle-preload';
import { DevStyleRoute } from '../dev/dev-style-route';

function ShellEffects() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to, options) => navigate(to, options)), [navigate]);
  usePageMeta();
  useScrollTop();
  useFocusAfterNavigation();
  useSessionBootstrap();
  useLiveSocket();
  // Live notifications refetch the queries that name their type (issue 28 item 3).
  useLiveQueries();
  useIdlePreload();
  useIntentPreload();
  usePageInstanceProbe('shell', React);
  return null;
}

/** The profile page's edit tab is owned by the auth remote; the shell composes it into the wallet's page. */
const profileSlots = {
  editSlot: <RemoteComponent remote="mfe_auth" module="./ProfileEditor" variant="page" />,
};

export function App() {
  const main = ROUTES.filter((r) => r.layout === 'main');
  const bare = ROUTES.filter((r) => r.layout === 'bare');
  const initialMode = window.location.pathname === '/' ? 'intro' : 'route';
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <ShellEffects />
        <RouteProgress />
        <Routes>
          <Route element={<MainLayout />}>
            {main.map((r) => (
              <Route
                key={r.path}
                path={r.path}
                element={
                  <RouteElement
                    key={r.path}
                    route={r}
                    slots={r.path === '/profile' ? profileSlots : undefined}
                  />
                }
              />
            ))}
            {/* development page outside SPEC §2: renders only when the server runs with SANDBOX=on */}
            <Route path="/dev/style" element={<DevStyleRoute />} />
          </Route>
          <Route element={<BareLayout />}>
            {bare.map((r) => (
              <Route key={r.path} path={r.path} element={<RouteElement key={r.path} route={r} />} />
            ))}
          </Route>
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
        <GlobalWidgets />
        <ChatLauncher />
        <Toaster />
        <Loader initialMode={initialMode} />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
