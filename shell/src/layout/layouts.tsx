import { Suspense, useCallback, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SIDE_WIDGET_ROUTES } from '@arcade/contracts';
import { useIsDesktop } from '../hooks/use-media-query';
import { RemoteComponent } from '../federation/remote-component';
import { Header } from './header';
import { MobileHeader } from './mobile-header';
import { SideMenu } from './side-menu';
import { BottomNav } from './bottom-nav';
import { Footer } from './footer';
import { BareBar } from './bare-bar';
import { RouteFallback } from './route-progress';

/** Routes of SPEC §2.1: header, content area, footer, navigation. */
export function MainLayout() {
  const desktop = useIsDesktop();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const sideWidget = desktop && (SIDE_WIDGET_ROUTES as readonly string[]).includes(pathname);
  return (
    <div className="shell-app" data-layout="main">
      <a className="shell-skip" href="#content">
        Skip to content
      </a>
      {desktop ? <Header onMenu={openMenu} /> : <MobileHeader />}
      <SideMenu open={menuOpen} onClose={closeMenu} />
      <div className={`shell-body${sideWidget ? ' shell-body--with-side' : ''}`}>
        <div id="content" className="shell-content" tabIndex={-1}>
          {/* The routes' one boundary: it stays mounted from route to route (remote-component.tsx, `route`). */}
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
          </Suspense>
        </div>
        {sideWidget ? (
          <aside className="shell-side" aria-label="Featured" data-testid="side-widget">
            {/* A failed side widget collapses quietly (no bare Retry); it comes back with the games page's Retry. */}
            <RemoteComponent remote="mfe_games" module="./SideWidget" variant="hidden" />
          </aside>
        ) : null}
      </div>
      <Footer />
      {desktop ? null : <BottomNav onMenu={openMenu} />}
    </div>
  );
}

/** Routes of SPEC §2.2: the page alone, under a bar with the brand and a way back (bare-bar.tsx). */
export function BareLayout() {
  return (
    <div className="shell-app shell-app--bare" data-layout="bare">
      <BareBar />
      <div id="content" className="shell-content" tabIndex={-1}>
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
