import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';

/**
 * Renders inside what the shell provides: a router, a query client (no retries in tests) and the route's
 * Suspense boundary (the contact and free-entry pages load lazily).
 */
export function renderWithShell(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={<p>Loading page</p>}>{ui}</Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
