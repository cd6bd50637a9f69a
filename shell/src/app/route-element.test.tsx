import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { RouteDef, User } from '@arcade/contracts';
import { appStore } from '@arcade/platform';
import { RouteElement } from './route-element';

jest.mock('../federation/remote-component', () => ({
  RemoteComponent: ({ remote, module }: { remote: string; module: string }) => (
    <p>
      loaded {remote}/{module}
    </p>
  ),
}));

const def = (guard: RouteDef['guard']): RouteDef => ({
  path: '/x',
  remote: 'mfe_wallet',
  module: './ProfilePage',
  layout: 'main',
  guard,
  title: 't',
  description: 'd',
});
const user = (role: 'USER' | 'ADMIN' | 'SUPPORT' | 'CASHIER') =>
  ({ _id: 'u', role, name: { first: 'P' }, balance: 0, sweepCoins: 0 }) as unknown as User;

function renderAt(guard: RouteDef['guard']) {
  render(
    <MemoryRouter initialEntries={['/x']}>
      <Routes>
        <Route path="/x" element={<RouteElement route={def(guard)} />} />
        <Route path="/login" element={<p>login page</p>} />
        <Route path="/" element={<p>home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => appStore.setState({ user: null, sessionLoaded: true, sessionEnding: false }));

it('waits for the session before deciding a guarded route', () => {
  appStore.setState({ sessionLoaded: false });
  renderAt('auth');
  expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
});

it('auth: a logged-out visitor goes to /login; a user sees the page', () => {
  renderAt('auth');
  expect(screen.getByText('login page')).toBeInTheDocument();
});

it('auth: a user sees the page', () => {
  appStore.setState({ user: user('USER') });
  renderAt('auth');
  expect(screen.getByText('loaded mfe_wallet/./ProfilePage')).toBeInTheDocument();
});

it('guest: a logged-in user goes to /', () => {
  appStore.setState({ user: user('USER') });
  renderAt('guest');
  expect(screen.getByText('home page')).toBeInTheDocument();
});

it('admin: only ADMIN', () => {
  appStore.setState({ user: user('USER') });
  renderAt('admin');
  expect(screen.getByText('home page')).toBeInTheDocument();
});

it('admin: ADMIN sees the page', () => {
  appStore.setState({ user: user('ADMIN') });
  renderAt('admin');
  expect(screen.getByText('loaded mfe_wallet/./ProfilePage')).toBeInTheDocument();
});

it('guest: signing in on the page does not bounce it to / (the page navigates on by itself)', () => {
  renderAt('guest');
  expect(screen.getByText('loaded mfe_wallet/./ProfilePage')).toBeInTheDocument();
  act(() => appStore.setState({ user: user('USER') }));
  expect(screen.getByText('loaded mfe_wallet/./ProfilePage')).toBeInTheDocument();
});

it('auth: a session that ended by itself stays put until the platform redirects (SPEC 1.5 s), then /login', () => {
  appStore.setState({ user: user('USER') });
  renderAt('auth');
  act(() => appStore.setState({ sessionEnding: true, user: null }));
  expect(screen.queryByText('login page')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Signing you out');
  act(() => appStore.setState({ sessionEnding: false }));
  expect(screen.getByText('login page')).toBeInTheDocument();
});

// Live support chat (issue 10 item 8): /dashboard (mfe_admin) is for staff only.
it('staff: a player and a logged-out visitor go to /, never loading the page', () => {
  renderAt('staff');
  expect(screen.getByText('home page')).toBeInTheDocument();
});

it('staff: a player goes to /', () => {
  appStore.setState({ user: user('USER') });
  renderAt('staff');
  expect(screen.getByText('home page')).toBeInTheDocument();
});

it.each(['SUPPORT', 'CASHIER', 'ADMIN'] as const)('staff: %s sees the page', (role) => {
  appStore.setState({ user: user(role) });
  renderAt('staff');
  expect(screen.getByText('loaded mfe_wallet/./ProfilePage')).toBeInTheDocument();
});
