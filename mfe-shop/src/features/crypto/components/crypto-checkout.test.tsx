import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CryptoCurrency } from '@arcade/contracts';
import { fail, installFakeApi, ok, type FakeCall } from '../../../../../tooling/fake-api';
import { purchaseFromPackage } from '../../../lib/purchase';
import { makeUser, renderWithShell, resetStore } from '@arcade/shared-ui/testing';
import { catalogue, makePayment, ORDER_ID, makeOrder } from '../../../testing/shop-fixtures';
import { resetRateGate } from '../api/rate-gate';
import { CryptoCheckout } from './crypto-checkout';

const currencies: CryptoCurrency[] = [
  { code: 'btc', name: 'Bitcoin', category: 'popular', network: null, logoUrl: null },
  { code: 'usdc', name: 'USD Coin', category: 'stablecoin', network: 'eth', logoUrl: null },
  { code: 'doge', name: 'Dogecoin', category: 'meme', network: null, logoUrl: null },
];
const starter = purchaseFromPackage(catalogue.packages[0]!);

function rates(minUsd: Record<string, number>) {
  return {
    'POST /crypto/min-amount': (c: FakeCall) => {
      const code = (c.json as { currency_from: string }).currency_from;
      return ok({
        currency_from: code,
        currency_to: code,
        min_amount: minUsd[code]! / 2,
        min_usd: minUsd[code]!,
      });
    },
    'POST /crypto/estimate': (c: FakeCall) => {
      const { amount } = c.json as { amount: number };
      return ok({
        currency_from: 'usd',
        amount_from: amount,
        currency_to: 'x',
        estimated_amount: amount / 2,
      });
    },
  };
}

describe('CryptoCheckout', () => {
  beforeEach(() => {
    resetRateGate();
    resetStore(makeUser());
  });

  it('shows "Payment Service Unavailable" with Go Back when the currency list fails', async () => {
    installFakeApi({ 'GET /crypto/currencies': fail(502, 'The payment provider is not available.') });
    const onBack = jest.fn();
    const user = userEvent.setup();
    renderWithShell(
      <CryptoCheckout purchase={starter} onBack={onBack} onAdjust={jest.fn()} onPaid={jest.fn()} />,
    );
    const panel = await screen.findByTestId('crypto-unavailable');
    expect(panel).toHaveTextContent('Payment Service Unavailable');
    expect(panel).toHaveTextContent(/issues with our crypto payment provider/);
    await user.click(within(panel).getByRole('button', { name: 'Go Back' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('preselects usdc; below the minimum Continue is disabled and Adjust offers minimum USD x 1.05 rounded up', async () => {
    installFakeApi({
      'GET /crypto/currencies': ok({ currencies }),
      ...rates({ usdc: 2, btc: 9.6, doge: 1 }),
    });
    const onAdjust = jest.fn();
    const user = userEvent.setup();
    renderWithShell(
      <CryptoCheckout purchase={starter} onBack={jest.fn()} onAdjust={onAdjust} onPaid={jest.fn()} />,
    );
    expect(await screen.findByRole('radio', { name: /USDC/ })).toBeChecked();
    const cont = screen.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(cont).toBeEnabled());
    await user.click(screen.getByRole('radio', { name: /BTC/ }));
    const below = await screen.findByTestId('crypto-below-minimum');
    expect(below).toHaveTextContent('below the BTC minimum');
    // Issue 28: it sits by the amount, above the coin tiles (in view at 1280x800), not under the list.
    const tiles = screen.getByRole('group', { name: 'Currency' });
    expect(below.compareDocumentPosition(tiles) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      screen.getByTestId('order-summary').compareDocumentPosition(below) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Adjust to $11.00' }));
    expect(onAdjust).toHaveBeenCalledWith(
      expect.objectContaining({ price: 11, coins: 1100, bonus: 200, adjusted: true, productId: null }),
    );
  });

  it('a coin tile keeps its code and its name apart, the name whole (wrapped between words only, shop.css)', async () => {
    installFakeApi({
      'GET /crypto/currencies': ok({ currencies }),
      ...rates({ usdc: 2, btc: 9.6, doge: 1 }),
    });
    const user = userEvent.setup();
    renderWithShell(
      <CryptoCheckout purchase={starter} onBack={jest.fn()} onAdjust={jest.fn()} onPaid={jest.fn()} />,
    );
    await screen.findByRole('radio', { name: /USDC/ });
    await user.click(screen.getByRole('tab', { name: 'Meme' }));
    const doge = screen.getByRole('radio', { name: 'DOGE Dogecoin' });
    const tile = doge.closest('label')!;
    expect(tile.querySelector('.crypto-coin__text .crypto-coin__code')).toHaveTextContent(/^DOGE$/);
    expect(tile.querySelector('.crypto-coin__text .crypto-coin__name')).toHaveTextContent(/^Dogecoin$/);
    // A network is one unbreakable piece after the name.
    await user.click(screen.getByRole('tab', { name: 'Stablecoins' }));
    const usdc = screen.getByRole('radio', { name: 'USDC USD Coin (eth)' }).closest('label')!;
    expect(usdc.querySelector('.crypto-coin__name')).toHaveTextContent(/^USD Coin \(eth\)$/);
    expect(usdc.querySelector('.crypto-coin__name .crypto-coin__network')).toHaveTextContent(/^\(eth\)$/);
  });

  it('says "Error loading data for {currency}" when its rates fail, and keeps Continue disabled', async () => {
    installFakeApi({
      'GET /crypto/currencies': ok({ currencies }),
      'POST /crypto/min-amount': fail(502),
      'POST /crypto/estimate': fail(502),
    });
    renderWithShell(
      <CryptoCheckout purchase={starter} onBack={jest.fn()} onAdjust={jest.fn()} onPaid={jest.fn()} />,
    );
    await waitFor(() =>
      expect(screen.getByTestId('crypto-rate')).toHaveTextContent('Error loading data for USDC'),
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('creates the order and the payment with Idempotency-Keys, shows the details and QR, and finishes on "finished"', async () => {
    const server = installFakeApi({
      'GET /crypto/currencies': ok({ currencies }),
      ...rates({ usdc: 2, btc: 2, doge: 1 }),
      'POST /shop/orders': ok({
        order: makeOrder({ method: 'crypto', price: 5, productId: 'starter-pack' }),
      }),
      'POST /crypto/create-payment': ok(makePayment()),
      'POST /crypto/payment-status': ok(makePayment({ payment_status: 'finished', actually_paid: 20.04 })),
      'POST /wallet/webhook/nowpayments': ok({ accepted: true, orderId: ORDER_ID, status: 'paid' }),
    });
    const onPaid = jest.fn();
    const user = userEvent.setup();
    renderWithShell(
      <CryptoCheckout purchase={starter} onBack={jest.fn()} onAdjust={jest.fn()} onPaid={onPaid} />,
    );
    const cont = await screen.findByRole('button', { name: 'Continue' });
    await waitFor(() => expect(cont).toBeEnabled());
    await user.click(cont);
    expect(await screen.findByTestId('crypto-address')).toHaveTextContent('TEST-usdc-address-0001');
    expect(screen.getByTestId('crypto-amount')).toHaveTextContent('20.04 USDC');
    expect(screen.getByTestId('crypto-countdown')).toHaveTextContent(/^(60:00|59:5\d)$/);
    expect(await screen.findByTestId('crypto-qr')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    const [order] = server.callsTo('POST', 'shop/orders');
    expect(order!.json).toEqual({ productId: 'starter-pack', method: 'crypto' });
    expect(order!.headers['idempotency-key']).toBeTruthy();
    const [pay] = server.callsTo('POST', 'crypto/create-payment');
    expect(pay!.json).toMatchObject({ order_id: ORDER_ID, pay_currency: 'usdc' });
    expect(pay!.headers['idempotency-key']).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'I have paid: check now' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(ORDER_ID, '5077125051'));
    expect(await screen.findByText('Payment successful!')).toBeInTheDocument();
    expect(server.callsTo('POST', 'wallet/webhook/nowpayments')[0]!.json).toEqual({
      order_number: ORDER_ID,
      status: 'finished',
    });
  });

  it('an expired payment is posted to the backend, toasts "Payment expired. Please try again." and stops', async () => {
    const server = installFakeApi({
      'GET /crypto/currencies': ok({ currencies }),
      ...rates({ usdc: 2, btc: 2, doge: 1 }),
      'POST /shop/orders': ok({ order: makeOrder({ method: 'crypto' }) }),
      'POST /crypto/create-payment': ok(makePayment()),
      'POST /crypto/payment-status': ok(makePayment({ payment_status: 'expired' })),
      'POST /wallet/webhook/nowpayments': ok({ accepted: true, orderId: ORDER_ID, status: 'expired' }),
    });
    const user = userEvent.setup();
    renderWithShell(
      <CryptoCheckout purchase={starter} onBack={jest.fn()} onAdjust={jest.fn()} onPaid={jest.fn()} />,
    );
    const cont = await screen.findByRole('button', { name: 'Continue' });
    await waitFor(() => expect(cont).toBeEnabled());
    await user.click(cont);
    await user.click(await screen.findByRole('button', { name: 'I have paid: check now' }));
    expect(await screen.findByText('Payment expired. Please try again.')).toBeInTheDocument();
    expect(screen.getByTestId('crypto-status')).toHaveTextContent('Payment expired');
    expect(screen.queryByRole('button', { name: 'I have paid: check now' })).not.toBeInTheDocument();
    expect(server.callsTo('POST', 'wallet/webhook/nowpayments')).toHaveLength(1);
  });
});
