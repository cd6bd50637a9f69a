import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, bus, queryKeys } from '@arcade/platform';
import { makeUser, renderWithShell, resetStore } from '@arcade/shared-ui/testing';
import { installFakeApi, ok } from '../../../tooling/fake-api';
import BalanceWidget from './balance-widget';

function shown(currency: 'gc' | 'sc') {
  return screen.getByTestId(`balance-${currency}`).textContent;
}

describe('BalanceWidget', () => {
  let server: ReturnType<typeof installFakeApi>;
  let balance = { gold: 12_500, sweep: 250 };

  beforeEach(() => {
    balance = { gold: 12_500, sweep: 250 };
    server = installFakeApi({ 'GET /wallet/balance': () => ok(balance) });
    resetStore(makeUser({ balance: 12_500, sweepCoins: 250 }));
  });

  it('renders nothing when logged out', () => {
    resetStore(null);
    renderWithShell(<BalanceWidget />);
    expect(screen.queryByTestId('balance-widget')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('shows GC and SC as accessible tabs with the store values', async () => {
    const user = userEvent.setup();
    renderWithShell(<BalanceWidget />);
    const gc = screen.getByRole('tab', { name: /GC Gold Coins/ });
    const sc = screen.getByRole('tab', { name: /SC Sweep Coins/ });
    expect(gc).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('12,500');
    expect(shown('sc')).toBe('2.50');

    await user.click(sc);
    expect(sc).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('2.50');

    // Keyboard: arrows move between the tabs.
    await user.keyboard('{ArrowLeft}');
    expect(gc).toHaveFocus();
    expect(gc).toHaveAttribute('aria-selected', 'true');
  });

  it('opens an info popup for each currency and returns focus to its button', async () => {
    const user = userEvent.setup();
    renderWithShell(<BalanceWidget />);
    const info = screen.getByRole('button', { name: 'About Gold Coins' });
    await user.click(info);
    const dialog = screen.getByRole('dialog', { name: 'Gold Coins (GC)' });
    expect(dialog).toHaveTextContent('cannot be redeemed');
    expect(dialog).toHaveTextContent(/daily rewards, promotions or purchases/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(info).toHaveFocus();

    await user.click(screen.getByRole('tab', { name: /SC/ }));
    await user.click(screen.getByRole('button', { name: 'About Sweep Coins' }));
    const sc = screen.getByRole('dialog', { name: 'Sweep Coins (SC)' });
    expect(sc).toHaveTextContent('1 SC is worth $1.00');
    expect(sc).toHaveTextContent(/alternate method of entry/);
    await user.click(within(sc).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the SC info shows what is redeemable now and what still needs play, with the way to redeem', async () => {
    const user = userEvent.setup();
    server.on(
      'GET',
      '/wallet/redeemable',
      ok({
        sweep: 250,
        redeemable: 150,
        needsPlay: 100,
        pendingRedemption: 0,
        dailyRemaining: 500_000,
        minimum: 5_000,
        dailyLimit: 500_000,
        blockers: ['below_minimum'],
      }),
    );
    renderWithShell(<BalanceWidget />);
    expect(server.callsTo('GET', '/wallet/redeemable')).toHaveLength(0); // only when asked
    await user.click(screen.getByRole('tab', { name: /SC/ }));
    await user.click(screen.getByRole('button', { name: 'About Sweep Coins' }));
    const standing = await screen.findByRole('region', { name: 'Your Sweep Coins' });
    expect(await within(standing).findByTestId('redeemable-now')).toHaveTextContent('1.50 SC');
    expect(within(standing).getByTestId('needs-play')).toHaveTextContent('1.00 SC');
    const redeem = within(standing).getByRole('link', { name: 'Redeem SC' });
    expect(redeem).toHaveAttribute('href', '/profile?tab=wallet&subtab=redeem');
    await user.click(redeem);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('updates at once on bus events and query changes, without re-mounting', async () => {
    const { queryClient } = renderWithShell(<BalanceWidget />);
    await waitFor(() => expect(server.callsTo('GET', '/wallet/balance')).toHaveLength(1));
    const widget = screen.getByTestId('balance-widget');

    act(() => bus.emit('balance:changed', { gold: 20_000, sweep: 1_050 }));
    expect(shown('gc')).toBe('20,000');
    expect(shown('sc')).toBe('10.50');

    act(() => bus.emit('live', { event: 'balance_updated', payload: { gold: 25_000, sweep: 1_100 } }));
    expect(shown('gc')).toBe('25,000');
    expect(shown('sc')).toBe('11.00');
    expect(appStore.getState().user?.balance).toBe(25_000);
    expect(appStore.getState().balances).toEqual({ gold: 25_000, sweep: 1_100 });

    // Another live event is ignored.
    act(() => bus.emit('live', { event: 'deposit_success', payload: { gold: 1, sweep: 1 } }));
    expect(shown('gc')).toBe('25,000');

    // Any remote invalidating the balance query: the widget refetches and shows the answer.
    balance = { gold: 30_000, sweep: 4_200 };
    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.balance }));
    await waitFor(() => expect(shown('gc')).toBe('30,000'));
    expect(shown('sc')).toBe('42.00');
    expect(appStore.getState().user?.sweepCoins).toBe(4_200);

    expect(screen.getByTestId('balance-widget')).toBe(widget);
  });

  it('hides when the user logs out', () => {
    renderWithShell(<BalanceWidget />);
    expect(screen.getByTestId('balance-widget')).toBeInTheDocument();
    act(() => appStore.getState().setUser(null));
    expect(screen.queryByTestId('balance-widget')).not.toBeInTheDocument();
  });
});
