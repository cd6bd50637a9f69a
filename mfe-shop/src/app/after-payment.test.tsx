import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, bus, setNavigator } from '@arcade/platform';
import { fail, installFakeApi, ok } from '../../../tooling/fake-api';
import { makeUser, renderWithShell, resetStore } from '@arcade/shared-ui/testing';
import { makeOrder, ORDER_ID } from '../testing/shop-fixtures';
import DepositSuccessPage from './deposit-success-page';
import ResultPage from './result-page';

jest.mock('canvas-confetti', () => ({ __esModule: true, default: jest.fn() }));

describe('after payment', () => {
  beforeEach(() => resetStore(makeUser()));

  it("/deposit-success shows the player's paid order: amount, Gold Coins, Bonus Coins, instructions; Go to Wallet reloads the user first", async () => {
    const server = installFakeApi({
      [`GET /shop/orders/${ORDER_ID}`]: ok({ order: makeOrder({ status: 'paid', creditedCoins: 2300 }) }),
      'GET /user/me': ok({ user: makeUser({ balance: 14_800 }) }),
    });
    const to: string[] = [];
    setNavigator((p) => to.push(p));
    const user = userEvent.setup();
    renderWithShell(<DepositSuccessPage />, { url: `/deposit-success?orderId=${ORDER_ID}` });
    expect(await screen.findByTestId('ds-amount')).toHaveTextContent(/^\$20\.00$/);
    expect(screen.getByTestId('ds-coins')).toHaveTextContent('2,000');
    expect(screen.getByTestId('ds-bonus')).toHaveTextContent('300');
    expect(screen.getByText('Choose a game and click Add Game Loot.')).toBeInTheDocument();
    expect(screen.getByText(/Coins may take up to 10 minutes/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Wallet' }));
    await waitFor(() => expect(to).toEqual(['/profile?tab=wallet']));
    expect(server.callsTo('GET', 'user/me').length).toBeGreaterThan(0);
  });

  it.each([
    ['no order id', '/deposit-success', null],
    ["someone else's (404)", `/deposit-success?orderId=${ORDER_ID}`, fail(404, 'Order not found')],
    [
      'a failed order',
      `/deposit-success?orderId=${ORDER_ID}`,
      ok({ order: makeOrder({ status: 'failed' }) }),
    ],
  ])('/deposit-success refuses %s with a clear "no paid order" state', async (_name, url, reply) => {
    installFakeApi(reply ? { [`GET /shop/orders/${ORDER_ID}`]: reply } : {});
    renderWithShell(<DepositSuccessPage />, { url });
    expect(await screen.findByTestId('ds-no-order')).toHaveTextContent('No paid order to show');
    expect(screen.queryByRole('button', { name: 'Go to Wallet' })).not.toBeInTheDocument();
  });

  it('/success reads the real state: pending until the webhook lands, then paid', async () => {
    let calls = 0;
    installFakeApi({
      [`GET /shop/orders/${ORDER_ID}`]: () =>
        ok({ order: makeOrder({ method: 'bank', status: ++calls < 2 ? 'pending' : 'paid' }) }),
    });
    renderWithShell(<ResultPage result="success" />, { url: `/success?orderId=${ORDER_ID}` });
    expect(await screen.findByTestId('result-pending')).toBeInTheDocument();
    expect(await screen.findByTestId('result-paid')).toHaveTextContent('Payment received');
  });

  it('/success with a failed order says so (the URL does not decide)', async () => {
    installFakeApi({ [`GET /shop/orders/${ORDER_ID}`]: ok({ order: makeOrder({ status: 'failed' }) }) });
    renderWithShell(<ResultPage result="success" />, { url: `/success?orderId=${ORDER_ID}` });
    expect(await screen.findByTestId('result-failed')).toHaveTextContent('did not go through');
  });

  it('/failed of a checkout the player cancelled says cancelled and nothing charged, not a failure', async () => {
    installFakeApi({
      [`GET /shop/orders/${ORDER_ID}`]: ok({
        order: makeOrder({ method: 'redirect', provider: 'redirect', status: 'failed', cancelled: true }),
      }),
    });
    renderWithShell(<ResultPage result="failed" />, { url: `/failed?orderId=${ORDER_ID}` });
    const box = await screen.findByTestId('result-cancelled');
    expect(box).toHaveTextContent('You cancelled this payment on the payment page. Nothing was charged.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment Cancelled');
    expect(screen.queryByText(/Payment Failed|did not go through|do not pay again/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy Gold Coins' })).toHaveAttribute('href', '/buy-coins');
  });

  it('/failed of a payment that failed (not cancelled) keeps the failure words', async () => {
    installFakeApi({
      [`GET /shop/orders/${ORDER_ID}`]: ok({
        order: makeOrder({ method: 'bank', provider: 'bank', status: 'failed', cancelled: false }),
      }),
    });
    renderWithShell(<ResultPage result="failed" />, { url: `/failed?orderId=${ORDER_ID}` });
    expect(await screen.findByTestId('result-failed')).toHaveTextContent(
      'Your payment did not go through. You have not been charged. Please do not pay again',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment Failed');
    expect(screen.queryByTestId('result-cancelled')).not.toBeInTheDocument();
  });

  it.each([
    ['/deposit-success', () => <DepositSuccessPage />],
    ['/success', () => <ResultPage result="success" />],
  ])(
    '%s is the one confirmation: prompts wait while it is shown and come after the player leaves',
    async (path, page) => {
      installFakeApi({ [`GET /shop/orders/${ORDER_ID}`]: ok({ order: makeOrder({ status: 'paid' }) }) });
      const view = renderWithShell(page(), { url: `${path}?orderId=${ORDER_ID}` });
      expect(appStore.getState().holds).toEqual(['payment-outcome']);
      act(() => appStore.getState().openModal('daily-bonus'));
      expect(appStore.getState().modal).toBeNull();
      view.unmount();
      expect(appStore.getState().holds).toEqual([]);
      expect(appStore.getState().modal).toBe('daily-bonus');
    },
  );

  it('/deposit-success turns to the paid order on the deposit_success notification, before its next poll', async () => {
    const server = installFakeApi({
      [`GET /shop/orders/${ORDER_ID}`]: ok({ order: makeOrder({ status: 'pending' }) }),
    });
    renderWithShell(<DepositSuccessPage />, { url: `/deposit-success?orderId=${ORDER_ID}` });
    expect(await screen.findByTestId('ds-waiting')).toBeInTheDocument();
    server.on('GET', `shop/orders/${ORDER_ID}`, ok({ order: makeOrder({ status: 'paid' }) }));
    act(() =>
      bus.emit('notification:received', {
        id: 'n1',
        type: 'deposit_success',
        read: false,
        timestamp: new Date().toISOString(),
        requestId: ORDER_ID,
      }),
    );
    // The page polls every 3 s; the notification answers within findBy's 1 s.
    expect(await screen.findByTestId('ds-amount', {}, { timeout: 1_000 })).toBeInTheDocument();
  });
});
