import { screen, within } from '@testing-library/react';
import type { Role } from '@arcade/contracts';
import { makeUser, renderWithShell, resetStore } from '@arcade/shared-ui/testing';
import { installFakeApi, ok, type FakeApi } from '../../../tooling/fake-api';
import DashboardPage from './dashboard-page';

// The inbox's live link: socket.io-client, the network's edge, never connects in a test.
jest.mock('socket.io-client', () => ({
  io: () => ({ on: jest.fn(), emit: jest.fn(), close: jest.fn(), io: { on: jest.fn() } }),
}));

const staff = (role: Role, first = 'Cass', last = 'Hier') =>
  makeUser({
    _id: `${role}-1`,
    role,
    name: { first, middle: '', last },
    email: `${role.toLowerCase()}@arcade.test`,
  });

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({ 'GET /support/agent/conversations': ok({ conversations: [], agentsOnline: 1 }) });
});

describe('/dashboard', () => {
  it.each(['SUPPORT', 'ADMIN'] as const)('a %s opens on the support inbox', async (role) => {
    resetStore(staff(role, 'Sam', 'Agent'));
    renderWithShell(<DashboardPage />, { url: '/dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'Support inbox' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Show conversations' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No conversations' })).toBeInTheDocument();
    expect(api.callsTo('GET', 'support/agent/conversations')).toHaveLength(1);
  });

  it('a cashier (no support.chat) is welcomed by name and role, and is told where requests arrive', () => {
    resetStore(staff('CASHIER'));
    renderWithShell(<DashboardPage />, { url: '/dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'Staff dashboard' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByText('Welcome, Cass Hier.')).toBeInTheDocument();
    expect(main).toHaveTextContent('(Cashier)');
    expect(main).toHaveTextContent('arrive as notifications in your notification bell');
    expect(screen.queryByRole('group', { name: 'Show conversations' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('a staff member without a name is welcomed by e-mail', () => {
    resetStore(staff('CASHIER', '', ''));
    renderWithShell(<DashboardPage />, { url: '/dashboard' });
    expect(screen.getByText('Welcome, cashier@arcade.test.')).toBeInTheDocument();
  });

  it('without a session (the shell guards the route) it shows only the welcome card, asking nothing', () => {
    resetStore(null);
    renderWithShell(<DashboardPage />, { url: '/dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'Staff dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
