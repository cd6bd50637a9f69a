import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, bus, setNavigator } from '@arcade/platform';
import { deferred, installFakeApi, networkError, ok } from '../../../tooling/fake-api';
import { browser } from '../lib/browser';
import { makeUser, renderWithShell, resetStore } from '@arcade/shared-ui/testing';
import { catalogue, makeOrder, ORDER_ID } from '../testing/shop-fixtures';
import BuyCoinsModal from './buy-coins-modal';

describe('BuyCoinsModal', () => {
  beforeEach(() => resetStore(makeUser()));
  afterEach(() => jest.restoreAllMocks());

  it('a logged-out visitor is told "Please login first" and sent to /login', async () => {
    resetStore(null);
    installFakeApi();
    const to: string[] = [];
    setNavigator((path) => to.push(path));
    renderWithShell(<BuyCoinsModal />, { url: '/games' });
    act(() => bus.emit('shop:open'));
    expect(await screen.findByText('Please login first')).toBeInTheDocument();
    expect(to).toEqual(['/login']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens through the bus in the coordinator's 'shop' slot with the server's packages; closing releases it", async () => {
    installFakeApi({ 'GET /shop/packages': ok(catalogue) });
    const user = userEvent.setup();
    renderWithShell(<BuyCoinsModal />);
    act(() => bus.emit('shop:open'));
    const dialog = await screen.findByRole('dialog', { name: 'Buy Gold Coins' });
    expect(appStore.getState().modal).toBe('shop');
    const gold = await within(dialog).findByRole('listitem', { name: 'Gold Pack' });
    expect(gold).toHaveTextContent('2,000 Gold Coins');
    expect(gold).toHaveTextContent('+ 300 bonus coins');
    expect(gold).toHaveTextContent('Total 2,300 coins');
    expect(within(dialog).getByRole('heading', { name: /Custom Treasure/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(appStore.getState().modalRequests).not.toContain('shop');
  });

  it('payment step: back to packages, four methods, bank → POST /wallet/deposit with an Idempotency-Key, "Processing..." while pending, then the invoice URL', async () => {
    const held = deferred();
    const server = installFakeApi({
      'GET /shop/packages': ok(catalogue),
      'POST /wallet/deposit': async () => {
        await held.promise;
        return ok({
          invoiceUrl: '/sandbox/bank/invoice/x',
          orderId: ORDER_ID,
          order: makeOrder({ method: 'bank' }),
        });
      },
    });
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithShell(<BuyCoinsModal />);
    act(() => bus.emit('shop:open'));
    const dialog = await screen.findByRole('dialog', { name: 'Buy Gold Coins' });
    await user.click(await within(dialog).findByRole('button', { name: 'Buy Gold Pack for $20.00' }));
    await waitFor(() => expect(within(dialog).getByTestId('order-summary')).toHaveTextContent('Gold Pack'));
    expect(within(dialog).getAllByRole('radio')).toHaveLength(4);
    for (const name of [/^Card/, /^Cryptocurrency/, /^Bank/, /^Hosted checkout/])
      expect(within(dialog).getByRole('radio', { name })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '← Back to packages' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Buy Gold Pack for $20.00' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Proceed to Payment' })).toBeDisabled(),
    );
    await user.click(within(dialog).getByRole('radio', { name: /^Bank/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    expect(await within(dialog).findByRole('button', { name: 'Processing...' })).toBeDisabled();
    held.resolve();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/bank/invoice/x'));
    const [call] = server.callsTo('POST', 'wallet/deposit');
    expect(call!.json).toEqual({ productId: 'gold-pack', paymentGateway: 'bank' });
    expect(call!.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_:.-]{8,128}$/);
  });

  it('a retry after a network failure keeps the Idempotency-Key of that attempt', async () => {
    let replies = 0;
    const server = installFakeApi({
      'GET /shop/packages': ok(catalogue),
      'POST /wallet/deposit': () =>
        ++replies === 1
          ? networkError()
          : ok({ invoiceUrl: '/sandbox/x', orderId: ORDER_ID, order: makeOrder({ method: 'redirect' }) }),
    });
    jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithShell(<BuyCoinsModal />);
    act(() => bus.emit('shop:open'));
    const dialog = await screen.findByRole('dialog', { name: 'Buy Gold Coins' });
    await user.click(await within(dialog).findByRole('button', { name: 'Buy Starter Pack for $5.00' }));
    await user.click(within(dialog).getByRole('radio', { name: /^Hosted checkout/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    // A failure without an answer shows the shop's words, never the network's ("Failed to fetch").
    await screen.findByText('Purchase failed. Please try again.');
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(server.callsTo('POST', 'wallet/deposit')).toHaveLength(2));
    const [a, b] = server.callsTo('POST', 'wallet/deposit');
    expect(a!.headers['idempotency-key']).toBe(b!.headers['idempotency-key']);
  });

  it('holds the prompts and popups while open: choosing waits them, an in-app payment step shows the outcome alone; closing lets go', async () => {
    installFakeApi({ 'GET /shop/packages': ok(catalogue), 'GET /shop/config': ok(null) });
    const user = userEvent.setup();
    renderWithShell(<BuyCoinsModal />);
    act(() => bus.emit('shop:open'));
    const dialog = await screen.findByRole('dialog', { name: 'Buy Gold Coins' });
    expect(appStore.getState().holds).toEqual(['checkout']);
    // A reminder asked for meanwhile waits for the checkout.
    act(() => appStore.getState().openModal('daily-bonus'));
    await user.click(await within(dialog).findByRole('button', { name: 'Buy Gold Pack for $20.00' }));
    await user.click(within(dialog).getByRole('radio', { name: /^Card/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(appStore.getState().holds).toEqual(['payment-outcome']));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(appStore.getState().holds).toEqual([]);
    expect(appStore.getState().modal).toBe('daily-bonus');
  });
});
