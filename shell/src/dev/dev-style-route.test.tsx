import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DevStyleRoute } from './dev-style-route';

function answer(status: number, body: unknown) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
}

function renderAt() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dev/style']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return render(
    <Routes>
      <Route path="/dev/style" element={<DevStyleRoute />} />
      <Route path="/" element={<p>home page</p>} />
    </Routes>,
    { wrapper },
  );
}

afterEach(() => jest.restoreAllMocks());

it('shows the style guide when the server runs with the sandbox', async () => {
  const fetchSpy = answer(200, { success: true, statusCode: 200, message: 'OK', data: { sandbox: true } });
  renderAt();
  expect(await screen.findByRole('heading', { level: 1, name: 'Style guide' })).toBeInTheDocument();
  expect(String((fetchSpy.mock.calls[0]![0] as Request).url ?? fetchSpy.mock.calls[0]![0])).toContain(
    '/api/v1/dev/status',
  );
  for (const name of ['Tokens', 'Buttons', 'Fields', 'Tabs', 'Art'])
    expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
});

it('goes home when the server has no sandbox (the status route does not exist)', async () => {
  answer(404, { success: false, statusCode: 404, message: 'Route not found' });
  renderAt();
  expect(await screen.findByText('home page')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Style guide' })).not.toBeInTheDocument();
});
