/**
 * What a remote's tests render in: the shell's providers (a router, the query client, the toaster), the shared
 * store put back to a fresh page, and a player as the api answers one. Imported by tests only
 * (`@arcade/shared-ui/testing`); no bundle imports it.
 */
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { User } from '@arcade/contracts';
import { appStore, useLiveQueries } from '@arcade/platform';
import { Toaster } from '../toaster';

/** Puts the shared store back to a fresh page: the given user (or none), no modal, no toasts. */
export function resetStore(user: User | null = null): void {
  appStore.setState({
    modal: null,
    modalRequests: [],
    holds: [],
    dialogsOnScreen: 0,
    toasts: [],
    shared: {},
    sessionLoaded: true,
  });
  appStore.getState().setUser(user);
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, gcTime: Infinity },
      mutations: { retry: false },
    },
  });
}

let currentLocation = '';

/** What the shell mounts once: live notifications refresh the queries that asked for them. */
function LiveQueries() {
  useLiveQueries();
  return null;
}

function LocationProbe() {
  const location = useLocation();
  currentLocation = `${location.pathname}${location.search}`;
  return null;
}

/** The path and query the router is on now. */
export function currentUrl(): string {
  return currentLocation;
}

/**
 * Renders inside what the shell provides: a router, the query client (with the live refresh of queries on
 * notifications), the route's Suspense boundary (a page that loads lazily) and the toaster.
 */
export function renderWithShell(ui: ReactElement, { url = '/', queryClient = createTestQueryClient() } = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={<p>Loading page</p>}>{children}</Suspense>
        <LocationProbe />
        <LiveQueries />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper }) };
}

/** A player as GET /user/me answers one; tests override what they are about. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    role: 'USER',
    email: 'ada@example.com',
    phone: '+15555550100',
    state: 'Texas',
    name: { first: 'Ada', middle: '', last: 'Lovelace' },
    isEmailVerified: true,
    isPhoneVerified: false,
    isKYC: false,
    isOpted: false,
    isSmsOpted: false,
    balance: 12_500,
    sweepCoins: 250,
    claimedDailyBonus: true,
    claimedSweepBonus: false,
    loginStreak: 3,
    isNewUser: false,
    restriction: null,
    ...overrides,
  };
}
