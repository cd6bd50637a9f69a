import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@arcade/platform';
import { RESTRICTION_MESSAGES, type BonusStatus } from '@arcade/contracts';
import { makeUser, renderWithShell, resetStore } from '@arcade/shared-ui/testing';
import { installFakeApi, ok } from '../../../tooling/fake-api';
import RewardsPage from './rewards-page';

const HOUR = 3_600_000;

function status(now: number, over: Partial<BonusStatus> = {}): BonusStatus {
  return {
    daily: {
      claimed: true,
      nextClaimAt: new Date(now + 2 * HOUR).toISOString(),
      streak: 4,
      amount: 5_000,
      isWelcome: false,
    },
    sweep: { claimed: true, nextClaimAt: new Date(now + 3 * 24 * HOUR + 5_000).toISOString(), amount: 100 },
    history: [
      {
        id: 'b1',
        type: 'daily_bonus',
        amount: 5_000,
        currency: 'GC',
        direction: 'credit',
        description: 'Daily bonus (day 4)',
        createdAt: new Date(2025, 0, 5, 15, 4).toISOString(),
      },
      {
        id: 'b2',
        type: 'sweep_bonus',
        amount: 100,
        currency: 'SC',
        direction: 'credit',
        description: 'Free entry',
        createdAt: new Date(2025, 0, 2, 9, 30).toISOString(),
      },
    ],
    ...over,
  };
}

describe('RewardsPage', () => {
  afterEach(() => jest.useRealTimers());

  it('explains rewards to logged-out visitors and offers to log in', async () => {
    resetStore(null);
    const server = installFakeApi({});
    const auth = jest.fn();
    bus.on('auth:open', auth);
    const user = userEvent.setup();
    renderWithShell(<RewardsPage />, { url: '/rewards' });
    expect(screen.getByRole('heading', { level: 1, name: 'Rewards' })).toBeInTheDocument();
    expect(screen.getByText(/daily bonus of 5,000 Gold Coins/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(auth).toHaveBeenCalledWith({ mode: 'login' });
    expect(server.calls).toHaveLength(0);
    bus.off('auth:open', auth);
  });

  it('says how a streak starts instead of "0 days" when there is none', async () => {
    const now = new Date(2025, 0, 6, 12, 0, 0).getTime();
    resetStore(makeUser());
    installFakeApi({
      'GET /bonus/status': ok(
        status(now, {
          daily: { claimed: false, nextClaimAt: null, streak: 0, amount: 10_000, isWelcome: true },
          history: [],
        }),
      ),
    });
    renderWithShell(<RewardsPage />, { url: '/rewards' });
    const daily = await screen.findByTestId('daily-bonus-card');
    expect(daily).toHaveTextContent('Welcome Bonus');
    expect(daily).toHaveTextContent('No streak yet: claim today to start one.');
    expect(daily).not.toHaveTextContent('Current streak');
  });

  it('shows bonus state with live countdowns, streak, free entry, coupon entry and history', async () => {
    const now = new Date(2025, 0, 6, 12, 0, 0).getTime();
    jest.useFakeTimers({ now, doNotFake: ['queueMicrotask'] });
    resetStore(makeUser());
    installFakeApi({ 'GET /bonus/status': ok(status(now)) });
    renderWithShell(<RewardsPage />, { url: '/rewards' });

    const daily = await screen.findByTestId('daily-bonus-card');
    expect(daily).toHaveTextContent('Daily Bonus');
    expect(daily).toHaveTextContent('5,000 GC');
    expect(daily).toHaveTextContent('Claimed. Next bonus in 02:00:00');
    expect(daily).toHaveTextContent('Current streak: 4 days');
    expect(within(daily).getByRole('timer')).toHaveTextContent('02:00:00');

    const free = screen.getByTestId('free-entry-card');
    expect(free).toHaveTextContent('1.00 SC');
    expect(free).toHaveTextContent('Available again in 3d 00:00:05');
    expect(within(free).getByRole('link', { name: 'How free entry works' })).toHaveAttribute(
      'href',
      '/amoe-free-entry',
    );

    act(() => jest.advanceTimersByTime(3_000));
    expect(within(daily).getByRole('timer')).toHaveTextContent('01:59:57');
    expect(within(free).getByRole('timer')).toHaveTextContent('3d 00:00:02');

    expect(await screen.findByRole('textbox', { name: 'Coupon code' })).toBeInTheDocument();

    const history = screen.getByRole('region', { name: 'Recent bonuses' });
    const rows = within(history).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Jan 5, 3:04 PM');
    expect(rows[1]).toHaveTextContent('Daily bonus (day 4)');
    expect(rows[1]).toHaveTextContent('+5,000');
    expect(rows[2]).toHaveTextContent('+1.00');
    expect(rows[2]).toHaveTextContent('SC');
    // The table's sideways-scrolling box is a named region a keyboard can reach (axe scrollable-region-focusable).
    const scroller = within(history).getByRole('region', { name: 'Recent bonuses table' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(within(scroller).getByRole('table')).toBeInTheDocument();
  });

  it('offers an available daily bonus and claims it from the page', async () => {
    const now = Date.now();
    resetStore(makeUser({ claimedDailyBonus: false }));
    let current = status(now, {
      daily: { claimed: false, nextClaimAt: null, streak: 4, amount: 5_000, isWelcome: false },
      sweep: { claimed: false, nextClaimAt: null, amount: 100 },
    });
    const server = installFakeApi({
      'GET /bonus/status': () => ok(current),
      'POST /claim/daily-bonus': () => {
        current = status(Date.now(), { sweep: current.sweep });
        return ok(null, 'Claimed daily bonus successfully!');
      },
      'GET /user/me': ok({ user: makeUser({ claimedDailyBonus: true, loginStreak: 5 }) }),
    });
    const user = userEvent.setup();
    renderWithShell(<RewardsPage />, { url: '/rewards' });

    const free = await screen.findByTestId('free-entry-card');
    expect(free).toHaveTextContent('Your free entry is available.');
    expect(within(free).getByRole('link', { name: 'Claim your free entry' })).toHaveAttribute(
      'href',
      '/amoe-free-entry',
    );

    const daily = screen.getByTestId('daily-bonus-card');
    expect(daily).toHaveTextContent('Your bonus is ready to claim.');
    await user.click(within(daily).getByRole('button', { name: 'Claim daily bonus' }));
    expect(await screen.findByText('Claimed daily bonus successfully!')).toBeInTheDocument();
    await waitFor(() => expect(daily).toHaveTextContent('Claimed. Next bonus in'));
    expect(server.callsTo('POST', '/claim/daily-bonus')).toHaveLength(1);
    expect(server.callsTo('GET', '/user/me')).toHaveLength(1);
  });

  it('tells a restricted player why and offers no claim, free entry or coupon', async () => {
    const restriction = {
      reason: 'underage' as const,
      message: RESTRICTION_MESSAGES.underage,
    };
    resetStore(makeUser({ claimedDailyBonus: false, restriction }));
    const server = installFakeApi({
      'GET /bonus/status': ok(
        status(Date.now(), {
          daily: { claimed: false, nextClaimAt: null, streak: 0, amount: 5_000, isWelcome: false },
          sweep: { claimed: false, nextClaimAt: null, amount: 100 },
        }),
      ),
    });
    renderWithShell(<RewardsPage />, { url: '/rewards' });
    const daily = await screen.findByTestId('daily-bonus-card');
    expect(screen.getByTestId('restriction-notice')).toHaveTextContent(RESTRICTION_MESSAGES.underage);
    expect(daily).toHaveTextContent('Not available while your account is restricted.');
    expect(within(daily).queryByRole('button')).not.toBeInTheDocument();
    const free = screen.getByTestId('free-entry-card');
    expect(within(free).queryByRole('link', { name: 'Claim your free entry' })).not.toBeInTheDocument();
    expect(within(free).getByRole('link', { name: 'How free entry works' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Coupon code' })).not.toBeInTheDocument();
    expect(server.callsTo('POST', '/claim/daily-bonus')).toHaveLength(0);
  });

  it('shows the welcome bonus for a new player', async () => {
    resetStore(makeUser({ isNewUser: true, claimedDailyBonus: false }));
    installFakeApi({
      'GET /bonus/status': ok(
        status(Date.now(), {
          daily: { claimed: false, nextClaimAt: null, streak: 0, amount: 10_000, isWelcome: true },
          history: [],
        }),
      ),
    });
    renderWithShell(<RewardsPage />, { url: '/rewards' });
    const daily = await screen.findByTestId('daily-bonus-card');
    expect(daily).toHaveTextContent('Welcome Bonus');
    expect(daily).toHaveTextContent('10,000 GC');
    expect(screen.getByText(/No bonuses yet/)).toBeInTheDocument();
  });
});

describe('RewardsPage countdown', () => {
  afterEach(() => jest.useRealTimers());

  it('turns into "ready to claim" when the countdown ends and refetches the status', async () => {
    const now = new Date(2025, 0, 6, 12, 0, 0).getTime();
    jest.useFakeTimers({ now, doNotFake: ['queueMicrotask'] });
    resetStore(makeUser());
    const server = installFakeApi({
      'GET /bonus/status': () =>
        ok(
          status(now, {
            daily: {
              claimed: true,
              nextClaimAt: new Date(now + 2_000).toISOString(),
              streak: 4,
              amount: 5_000,
              isWelcome: false,
            },
          }),
        ),
      'GET /user/me': ok({ user: makeUser({ claimedDailyBonus: false }) }),
    });
    renderWithShell(<RewardsPage />, { url: '/rewards' });
    const daily = await screen.findByTestId('daily-bonus-card');
    expect(daily).toHaveTextContent('Next bonus in 00:00:02');
    act(() => jest.advanceTimersByTime(2_000));
    expect(daily).toHaveTextContent('Your bonus is ready to claim.');
    await waitFor(() => expect(server.callsTo('GET', '/bonus/status')).toHaveLength(2));
    expect(server.callsTo('GET', '/user/me')).toHaveLength(1);
  });
});
