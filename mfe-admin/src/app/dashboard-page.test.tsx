import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { goldCoins, sweepCents, type Role } from '@arcade/contracts';
import { currentUrl, makeUser, renderWithShell, resetStore } from '@arcade/shared-ui/testing';
import { fail, installFakeApi, ok, type FakeApi } from '../../../tooling/fake-api';
import DashboardPage from './dashboard-page';

// The inbox's live link: socket.io-client, the network's edge, never connects in a test.
const socketClose = jest.fn();
jest.mock('socket.io-client', () => ({
  io: () => ({ on: jest.fn(), emit: jest.fn(), close: socketClose, io: { on: jest.fn() } }),
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

  it('keeps the inbox mounted, and so the agent online, while an admin works on another tab', async () => {
    socketClose.mockClear();
    resetStore(staff('ADMIN', 'Sam', 'Agent'));
    const u = userEvent.setup();
    renderWithShell(<DashboardPage />, { url: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'No conversations' })).toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'Work queue' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Work queue' })).toBeInTheDocument();
    expect(screen.getByTestId('inbox-holder')).not.toBeVisible();
    expect(socketClose).not.toHaveBeenCalled();
    await u.click(screen.getByRole('tab', { name: 'Inbox' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Support inbox' })).toBeInTheDocument();
    expect(screen.getByTestId('inbox-holder')).toBeVisible();
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

  it('an admin moves between Inbox, Work queue, Corrections, Players, Audit log, Eligibility and Figures with tabs kept in the URL (?view=)', async () => {
    api.on('GET', 'admin/game-account-requests', ok({ requests: [] }));
    api.on('GET', 'admin/recharge-requests', ok({ requests: [] }));
    api.on('GET', 'admin/game-withdrawals', ok({ withdrawals: [] }));
    api.on('GET', 'admin/redemptions', ok({ redemptions: [] }));
    resetStore(staff('ADMIN'));
    renderWithShell(<DashboardPage />, { url: '/dashboard' });
    const tabs = screen.getByRole('tablist', { name: 'Back office' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Inbox', 'Work queue', 'Corrections', 'Players', 'Audit log', 'Eligibility', 'Figures']);
    expect(within(tabs).getByRole('tab', { name: 'Inbox' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Work queue' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Work queue' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/dashboard?view=queue');
    expect(await screen.findByRole('heading', { name: 'No loads waiting' })).toBeInTheDocument();
    within(tabs).getByRole('tab', { name: 'Work queue' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('heading', { level: 1, name: 'Corrections' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/dashboard?view=corrections');
  });

  it("players and the audit log are tabs of their own; a view's own parameters stay with it", async () => {
    api.on('GET', 'admin/players', ok({ players: [], page: 1, limit: 25, total: 0 }));
    api.on('GET', 'admin/audit', ok({ entries: [], page: 1, limit: 50, total: 0 }));
    resetStore(staff('ADMIN'));
    renderWithShell(<DashboardPage />, { url: '/dashboard?view=players&q=ana' });
    expect(screen.getByRole('heading', { level: 1, name: 'Players' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No player matches “ana”' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Audit log' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/dashboard?view=audit');
    expect(
      await screen.findByRole('heading', { name: 'No audit entries match these filters' }),
    ).toBeInTheDocument();
  });

  it('a cashier sees Players but not the audit log (audit.view)', () => {
    resetStore(staff('CASHIER'));
    api.on('GET', 'admin/players', ok({ players: [], page: 1, limit: 25, total: 0 }));
    renderWithShell(<DashboardPage />, { url: '/dashboard?view=audit' });
    expect(screen.getByRole('tab', { name: 'Players' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Audit log' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff dashboard' })).toBeInTheDocument();
  });

  it('a cashier opens the corrections from the URL; a view the role lacks falls back to the default', () => {
    api.on(
      'GET',
      'admin/corrections',
      ok({
        corrections: [],
        page: 1,
        limit: 100,
        total: 0,
        secondApproverAbove: { GC: goldCoins(1), SC: sweepCents(1) },
      }),
    );
    resetStore(staff('CASHIER'));
    const { unmount } = renderWithShell(<DashboardPage />, { url: '/dashboard?view=corrections' });
    expect(screen.getByRole('heading', { level: 1, name: 'Corrections' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Home' })).toBeInTheDocument();
    unmount();
    resetStore(staff('SUPPORT'));
    renderWithShell(<DashboardPage />, { url: '/dashboard?view=corrections' });
    expect(screen.getByRole('heading', { level: 1, name: 'Support inbox' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Corrections' })).not.toBeInTheDocument();
  });

  it('figures is a tab of the roles holding figures.view (an admin, a cashier), not of support', async () => {
    api.on('GET', 'admin/figures', fail(500, 'Figures are down'));
    resetStore(staff('CASHIER'));
    const { unmount } = renderWithShell(<DashboardPage />, { url: '/dashboard' });
    await userEvent.click(screen.getByRole('tab', { name: 'Figures' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Figures' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/dashboard?view=figures');
    expect(await screen.findByRole('alert')).toHaveTextContent('The figures could not be loaded');
    unmount();
    resetStore(staff('SUPPORT'));
    renderWithShell(<DashboardPage />, { url: '/dashboard?view=figures' });
    expect(screen.queryByRole('tab', { name: 'Figures' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Support inbox' })).toBeInTheDocument();
  });
});
