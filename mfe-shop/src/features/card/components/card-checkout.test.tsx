import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_CODES } from '@arcade/contracts';
import { fail, installFakeApi, ok } from '../../../../../tooling/fake-api';
import { purchaseFromPackage } from '../../../lib/purchase';
import { makeUser, renderWithShell, resetStore } from '@arcade/shared-ui/testing';
import { catalogue, makeOrder, ORDER_ID } from '../../../testing/shop-fixtures';
import type { GoatPayGlobal } from '../goat-pay';
import { CardCheckout } from './card-checkout';

const gold = purchaseFromPackage(catalogue.packages[2]!);
const config = {
  sandbox: true,
  card: {
    scriptUrl: '/sandbox/goat/v1/card-fields.js',
    globalName: 'GoatPayTest',
    publicKey: 'pk_test',
    currency: 'USD',
    country: 'US',
    showCvv: true,
    googlePayShippingCountries: ['US', 'CA'],
  },
};
const TOKEN = `tok_${'a'.repeat(32)}`;

function installScript(overrides: Partial<GoatPayGlobal> = {}): GoatPayGlobal {
  const api: GoatPayGlobal = {
    mount: (el) => {
      el.innerHTML = '<label>Card number <input name="n"></label>';
      return {
        tokenize: () => Promise.resolve({ token: TOKEN, last4: '4242' }),
        destroy: () => (el.innerHTML = ''),
      };
    },
    isGooglePayAvailable: () => Promise.resolve({ available: true }),
    googlePay: () => Promise.resolve({ token: TOKEN }),
    applePay: () => Promise.resolve({ token: TOKEN }),
    ...overrides,
  };
  (window as unknown as Record<string, unknown>).GoatPayTest = api;
  return api;
}

describe('CardCheckout', () => {
  beforeEach(() => resetStore(makeUser()));
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).GoatPayTest;
    document.querySelectorAll('script[data-card-script]').forEach((s) => s.remove());
  });

  it('shows the order summary, hosted fields, both wallets, notes and terms; pays with keys and reports success', async () => {
    installScript();
    const server = installFakeApi({
      'GET /shop/config': ok(config),
      'POST /shop/orders': ok({ order: makeOrder() }),
      'POST /wallet/goat/process': ok({ order: makeOrder({ status: 'paid' }), transactionId: 'ch_1' }),
    });
    const onPaid = jest.fn();
    const user = userEvent.setup();
    renderWithShell(<CardCheckout purchase={gold} onBack={jest.fn()} onPaid={onPaid} />);
    expect(screen.getByTestId('order-summary')).toHaveTextContent('Gold Pack');
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(await screen.findByText('Payment system ready!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Google Pay' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Apple Pay' })).toBeEnabled();
    expect(screen.getByText(/we never see or store your card number/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $20.00' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(ORDER_ID, TOKEN));
    expect(screen.getByTestId('card-checkout')).toHaveAttribute('data-state', 'success');
    for (const name of ['Google Pay', 'Apple Pay'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
    const [order] = server.callsTo('POST', 'shop/orders');
    expect(order!.json).toEqual({ productId: 'gold-pack', method: 'card' });
    const [charge] = server.callsTo('POST', 'wallet/goat/process');
    expect(charge!.json).toEqual({ paymentToken: TOKEN, orderId: ORDER_ID, paymentMethod: 'card' });
    expect(charge!.headers['idempotency-key']).toBe(`charge:${TOKEN}`);
    expect(JSON.stringify(server.calls.map((c) => c.json))).not.toMatch(/4242/);
  });

  it('after a declined card the player sees why, can edit the card and pay again on a new order and key', async () => {
    let tokens = 0;
    installScript({
      mount: (el) => {
        el.innerHTML = '<label>Card number <input name="n"></label>';
        return {
          tokenize: () => Promise.resolve({ token: `tok_${String(++tokens).repeat(32)}` }),
          destroy: () => (el.innerHTML = ''),
        };
      },
    });
    const SECOND = '1f7d3c1e-6f3a-4b8e-9a55-2f0d5c1b9e02';
    const server = installFakeApi({
      'GET /shop/config': ok(config),
      'POST /shop/orders': ok({ order: makeOrder() }),
      'POST /wallet/goat/process': fail(
        402,
        'Your card was declined and has not been charged.',
        [ERROR_CODES.cardDeclined],
        { order: makeOrder({ status: 'failed' }), declineCode: 'insufficient_funds' },
      ),
    });
    const onPaid = jest.fn();
    const user = userEvent.setup();
    renderWithShell(<CardCheckout purchase={gold} onBack={jest.fn()} onPaid={onPaid} />);
    await screen.findByText('Payment system ready!');
    await user.click(screen.getByRole('button', { name: 'Pay $20.00' }));
    const declined = await screen.findByTestId('card-declined');
    expect(declined).toHaveTextContent(
      'The card does not have enough funds. Your card was declined and has not been charged.',
    );
    expect(declined).toHaveTextContent('Check the card details or use another card');
    expect(declined).toHaveFocus();
    expect(screen.queryByTestId('card-error')).not.toBeInTheDocument();
    expect(screen.getByTestId('card-checkout')).toHaveAttribute('data-state', 'ready');
    for (const name of ['Pay $20.00', 'Google Pay', 'Apple Pay', '← Back to payment methods'])
      expect(screen.getByRole('button', { name })).toBeEnabled();
    const field = screen.getByLabelText('Card number');
    expect(field).toBeEnabled();
    await user.type(field, '4242');
    expect(field).toHaveValue('4242');

    // Another card: a new order (the declined one is failed) under a new key, its own charge key.
    server.on('POST', 'shop/orders', ok({ order: makeOrder({ id: SECOND }) }));
    server.on(
      'POST',
      'wallet/goat/process',
      ok({ order: makeOrder({ id: SECOND, status: 'paid' }), transactionId: 'ch_2' }),
    );
    await user.click(screen.getByRole('button', { name: 'Pay $20.00' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(SECOND, `tok_${'2'.repeat(32)}`));
    expect(screen.queryByTestId('card-declined')).not.toBeInTheDocument();
    const orders = server.callsTo('POST', 'shop/orders');
    expect(orders).toHaveLength(2);
    expect(orders[0]!.headers['idempotency-key']).not.toBe(orders[1]!.headers['idempotency-key']);
    const charges = server.callsTo('POST', 'wallet/goat/process');
    expect(charges.map((c) => (c.json as { orderId: string }).orderId)).toEqual([ORDER_ID, SECOND]);
    expect(charges[0]!.headers['idempotency-key']).not.toBe(charges[1]!.headers['idempotency-key']);
  });

  it('after a decline the player can pay with Google Pay instead; the charge says google_pay', async () => {
    installScript();
    const server = installFakeApi({
      'GET /shop/config': ok(config),
      'POST /shop/orders': ok({ order: makeOrder() }),
      'POST /wallet/goat/process': fail(402, 'Your card was declined and has not been charged.', [
        ERROR_CODES.cardDeclined,
      ]),
    });
    const onPaid = jest.fn();
    const user = userEvent.setup();
    renderWithShell(<CardCheckout purchase={gold} onBack={jest.fn()} onPaid={onPaid} />);
    await screen.findByText('Payment system ready!');
    await user.click(screen.getByRole('button', { name: 'Pay $20.00' }));
    await screen.findByTestId('card-declined');
    server.on(
      'POST',
      'wallet/goat/process',
      ok({ order: makeOrder({ status: 'paid' }), transactionId: 'ch_2' }),
    );
    await user.click(screen.getByRole('button', { name: 'Google Pay' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    const charges = server.callsTo('POST', 'wallet/goat/process');
    expect((charges[1]!.json as { paymentMethod: string }).paymentMethod).toBe('google_pay');
  });

  it('a processor error (outcome unknown) says not to pay again and locks the buttons', async () => {
    installScript();
    installFakeApi({
      'GET /shop/config': ok(config),
      'POST /shop/orders': ok({ order: makeOrder() }),
      'POST /wallet/goat/process': fail(502, 'Payment processing failed. Please contact support.', [
        ERROR_CODES.providerError,
      ]),
    });
    const user = userEvent.setup();
    renderWithShell(<CardCheckout purchase={gold} onBack={jest.fn()} onPaid={jest.fn()} />);
    await screen.findByText('Payment system ready!');
    await user.click(screen.getByRole('button', { name: 'Apple Pay' }));
    const problem = await screen.findByTestId('card-error');
    expect(problem).toHaveTextContent('Payment processing failed. Please contact support.');
    expect(problem).toHaveTextContent('Please do not pay again');
    for (const name of ['Pay $20.00', 'Google Pay', 'Apple Pay'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
  });

  it('Google Pay unavailable shows its reason and stays off', async () => {
    installScript({
      isGooglePayAvailable: () =>
        Promise.resolve({ available: false, reason: 'shipping country not supported' }),
    });
    installFakeApi({ 'GET /shop/config': ok(config) });
    renderWithShell(<CardCheckout purchase={gold} onBack={jest.fn()} onPaid={jest.fn()} />);
    expect(await screen.findByTestId('gpay-unavailable')).toHaveTextContent(
      'Google Pay not available: shipping country not supported',
    );
    expect(screen.getByRole('button', { name: 'Google Pay' })).toBeDisabled();
  });

  it('before the script is ready: "Payment system not ready. Please wait..."; after 50 tries at 100 ms: "Payment system not available"', async () => {
    jest.useFakeTimers();
    try {
      installFakeApi({ 'GET /shop/config': ok(config) });
      renderWithShell(<CardCheckout purchase={gold} onBack={jest.fn()} onPaid={jest.fn()} />);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50);
      });
      act(() => screen.getByRole('button', { name: 'Pay $20.00' }).click());
      expect(screen.getByText('Payment system not ready. Please wait...')).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(4800);
      });
      expect(screen.queryByTestId('card-error')).not.toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(400);
      });
      expect(screen.getByTestId('card-error')).toHaveTextContent('Payment system not available');
      expect(screen.getByRole('button', { name: 'Pay $20.00' })).toBeDisabled();
    } finally {
      jest.useRealTimers();
    }
  });
});
