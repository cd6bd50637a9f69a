import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { User } from '@arcade/contracts';
import { appStore } from '@arcade/platform';
import { Toaster } from '@arcade/shared-ui';

/** Puts the shared store back to a fresh page: the given user (or none), no modal, no toasts. */
export function resetStore(user: User | null = null): void {
  appStore.setState({ modal: null, modalRequests: [], toasts: [], shared: {}, sessionLoaded: true });
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

function LocationProbe() {
  const location = useLocation();
  currentLocation = `${location.pathname}${location.search}`;
  return null;
}

/** The path and query the router is on now. */
export function currentUrl(): string {
  return currentLocation;
}

/** Renders inside what the shell provides: a router, the query client and the toaster. */
export function renderWithShell(ui: ReactElement, { url = '/', queryClient = createTestQueryClient() } = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        {children}
        <LocationProbe />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper }) };
}
