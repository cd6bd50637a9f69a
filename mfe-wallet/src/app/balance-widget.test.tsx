import { Profiler } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from '@arcade/platform';
import { makeUser, renderWithShell, resetStore } from '@arcade/shared-ui/testing';
import { installFakeApi, ok } from '../../../tooling/fake-api';
import { RedeemCouponForm } from '../features/coupons/components/redeem-coupon-form';
import BalanceWidget from './balance-widget';

function shown(currency: 'gc' | 'sc') {
  return screen.getByTestId(`balance-${currency}`).textContent;
}

describe('BalanceWidget', () => {
  let server: ReturnType<typeof installFakeApi>;

  beforeEach(() => {
    server = installFakeApi({});
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

  it('shows the store: a pushed balance and a mutation answer, once each, with no request of its own', async () => {
    server = installFakeApi({
      'POST /coupons/redeem': ok({
        coupon: { code: 'SC10', amount: 1_000, currency: 'SC' },
        balance: { gold: 20_000, sweep: 2_050 },
      }),
      // The reload after the redemption never answers here: what the widget shows came from the answer.
      'GET /user/me': () => new Promise(() => undefined),
    });
    const renders = jest.fn();
    const user = userEvent.setup();
    renderWithShell(
      <>
        <Profiler id="widget" onRender={renders}>
          <BalanceWidget />
        </Profiler>
        <RedeemCouponForm />
      </>,
    );
    const widget = screen.getByTestId('balance-widget');
    renders.mockClear();

    // The shell's socket writes a balance_updated event into the store.
    act(() => appStore.getState().setBalances({ gold: 20_000, sweep: 1_050 }));
    expect(shown('gc')).toBe('20,000');
    expect(shown('sc')).toBe('10.50');
    expect(renders).toHaveBeenCalledTimes(1);

    // A coupon's answer carries the new balances.
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'SC10{Enter}');
    await waitFor(() => expect(shown('sc')).toBe('20.50'));
    expect(renders).toHaveBeenCalledTimes(2);
    // The same balance pushed again afterwards (the server's event for that redemption) renders nothing.
    act(() => appStore.getState().setBalances({ gold: 20_000, sweep: 2_050 }));
    expect(renders).toHaveBeenCalledTimes(2);

    expect(server.calls.filter((c) => c.path.includes('balance'))).toHaveLength(0);
    expect(screen.getByTestId('balance-widget')).toBe(widget);
  });

  it('hides when the user logs out', () => {
    renderWithShell(<BalanceWidget />);
    expect(screen.getByTestId('balance-widget')).toBeInTheDocument();
    act(() => appStore.getState().setUser(null));
    expect(screen.queryByTestId('balance-widget')).not.toBeInTheDocument();
  });
});
