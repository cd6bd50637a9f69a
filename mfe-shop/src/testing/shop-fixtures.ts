import { COIN_PACKAGES, CUSTOM_AMOUNT, type CryptoPayment, type Order } from '@arcade/contracts';

export const catalogue = {
  packages: [...COIN_PACKAGES],
  custom: { coinsPerDollar: CUSTOM_AMOUNT.coinsPerDollar, minDollars: 5, maxDollars: 200 },
};

export const ORDER_ID = '0b7d3c1e-6f3a-4b8e-9a55-2f0d5c1b9e01';

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: ORDER_ID,
    productId: 'gold-pack',
    type: 'Gold Pack',
    price: 20,
    priceCents: 2000,
    currency: 'USD',
    coins: 2000,
    bonusAmount: 300,
    totalCoins: 2300,
    method: 'card',
    paymentMethod: null,
    provider: 'goat',
    providerReference: null,
    status: 'created',
    cancelled: false,
    creditedCoins: 0,
    history: [],
    expiresAt: null,
    createdAt: '2026-11-23T07:00:00.000Z',
    updatedAt: '2026-11-23T07:00:00.000Z',
    ...overrides,
  };
}

export function makePayment(overrides: Partial<CryptoPayment> = {}): CryptoPayment {
  return {
    payment_id: '5077125051',
    pay_address: 'TEST-usdc-address-0001',
    pay_amount: 20.04,
    pay_currency: 'usdc',
    payment_status: 'waiting',
    price_amount: 20,
    price_currency: 'usd',
    actually_paid: 0,
    order_id: ORDER_ID,
    expires_at: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    payer_url: null,
    order: makeOrder({ method: 'crypto', provider: 'nowpayments', status: 'pending' }),
    ...overrides,
  };
}
