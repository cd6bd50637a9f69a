import { ORDER_STATUSES, type OrderStatus } from '@arcade/contracts';
import {
  askedOf,
  canMove,
  chargeState,
  CRYPTO_TOLERANCE,
  cryptoState,
  invoiceState,
  matchAmount,
  nextStatus,
} from './order-rules';
import { parseCharge } from './providers/goat';
import { parseInvoice } from './providers/invoice';
import { signIpn, sortedJson, verifyIpnSignature } from './providers/nowpayments';
import {
  signRedirect,
  signTimestampedHex,
  verifyRedirect,
  verifyTimestampedHex,
} from './providers/signatures';

const rank: Record<OrderStatus, number> = {
  created: 0,
  pending: 1,
  partially_paid: 2,
  failed: 3,
  expired: 3,
  review: 4,
  paid: 5,
  refunded: 6,
};

describe('order status machine', () => {
  it('never moves backwards', () => {
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES) if (canMove(from, to)) expect(rank[to]).toBeGreaterThan(rank[from]);
  });

  it('keeps final states final except late money and refunds', () => {
    const card = askedOf({ method: 'card', price_cents: 1000, pay_amount: null, pay_currency: null });
    const paid = { kind: 'paid', paid: 1000, currency: 'USD', detail: '' } as const;
    expect(nextStatus('failed', paid, card)).toBeNull();
    expect(nextStatus('paid', { kind: 'expired', paid: 0, currency: 'USD', detail: '' }, card)).toBeNull();
    expect(nextStatus('paid', { kind: 'pending', detail: '' }, card)).toBeNull();
    expect(nextStatus('expired', paid, card)).toBe('paid');
    expect(nextStatus('review', paid, card)).toBe('paid');
    expect(nextStatus('paid', { kind: 'refunded', detail: '' }, card)).toBe('refunded');
  });

  it('credits crypto only when what arrived is the order quote, whatever the message says is due', () => {
    const quote = askedOf({ method: 'crypto', price_cents: 1000, pay_amount: '100', pay_currency: 'usdt' });
    const s = (status: 'finished' | 'partially_paid' | 'expired', paid: number, currency = 'usdt') =>
      cryptoState({ payment_status: status, actually_paid: paid, pay_currency: currency });
    expect(nextStatus('pending', s('finished', 100), quote)).toBe('paid');
    expect(nextStatus('pending', s('finished', 99.6), quote)).toBe('paid');
    expect(nextStatus('pending', s('finished', 99.4), quote)).toBe('review');
    expect(nextStatus('pending', s('finished', 60), quote)).toBe('review');
    expect(nextStatus('pending', s('finished', 100), null)).toBe('review');
    expect(nextStatus('pending', s('finished', 100, 'usdc'), quote)).toBe('review');
    expect(nextStatus('pending', s('partially_paid', 60), quote)).toBe('partially_paid');
    expect(nextStatus('pending', s('partially_paid', 60, 'btc'), quote)).toBe('review');
    expect(nextStatus('partially_paid', s('expired', 60), quote)).toBe('review');
    expect(nextStatus('pending', s('expired', 0), quote)).toBe('expired');
  });
});

describe('amount matching (docs/payments.md)', () => {
  const card = askedOf({ method: 'card', price_cents: 1000, pay_amount: null, pay_currency: null });
  const bank = askedOf({ method: 'bank', price_cents: 2000, pay_amount: null, pay_currency: null });
  const crypto = askedOf({
    method: 'crypto',
    price_cents: 1000,
    pay_amount: '0.00016667',
    pay_currency: 'btc',
  });

  it('reads what is due from the order, never from a message', () => {
    expect(card).toEqual({ amount: 1000, currency: 'USD', tolerance: 0 });
    expect(askedOf({ method: 'redirect', price_cents: 500, pay_amount: '7', pay_currency: 'eth' })).toEqual({
      amount: 500,
      currency: 'USD',
      tolerance: 0,
    });
    expect(crypto).toEqual({ amount: 0.00016667, currency: 'btc', tolerance: CRYPTO_TOLERANCE });
    expect(CRYPTO_TOLERANCE).toBe(0.005);
    // A crypto order without a stored quote matches nothing.
    expect(
      askedOf({ method: 'crypto', price_cents: 1000, pay_amount: null, pay_currency: 'btc' }),
    ).toBeNull();
  });

  it.each([
    ['card exact', 1000, 'USD', card, 'exact'],
    ['card, currency in lower case', 1000, 'usd', card, 'exact'],
    ['card 0.5% short', 995, 'USD', card, 'short'],
    ['card 1 cent short', 999, 'USD', card, 'short'],
    ['card 1 cent over', 1001, 'USD', card, 'over'],
    ['card in euros', 1000, 'EUR', card, 'other_currency'],
    ['card without a currency', 1000, '', card, 'other_currency'],
    ['bank exact', 2000, 'USD', bank, 'exact'],
    ['bank half a cent short', 1999.5, 'USD', bank, 'short'],
    ['crypto exact', 0.00016667, 'btc', crypto, 'exact'],
    ['crypto 0.5% short (the edge)', 0.00016667 * 0.995, 'btc', crypto, 'exact'],
    ['crypto 0.5% over (the edge)', 0.00016667 * 1.005, 'btc', crypto, 'exact'],
    ['crypto 0.6% short', 0.00016667 * 0.994, 'btc', crypto, 'short'],
    ['crypto 0.6% over', 0.00016667 * 1.006, 'btc', crypto, 'over'],
    ['crypto in another coin', 0.00016667, 'eth', crypto, 'other_currency'],
    ['crypto without a quote', 0.00016667, 'btc', null, 'no_quote'],
  ] as const)('%s', (_name, paid, currency, asked, expected) => {
    expect(matchAmount(paid, currency, asked)).toBe(expected);
    expect(nextStatus('pending', { kind: 'paid', paid, currency, detail: '' }, asked)).toBe(
      expected === 'exact' ? 'paid' : 'review',
    );
  });

  it('card and invoice states carry the message currency, without a default', () => {
    expect(chargeState({ status: 'succeeded', amount: 1000, currency: 'EUR', id: 'ch_1' })).toMatchObject({
      kind: 'paid',
      paid: 1000,
      currency: 'EUR',
    });
    expect(parseCharge({ id: 'ch_1', status: 'succeeded', amount: 1000 })?.currency).toBe('');
    expect(parseInvoice({ id: 'inv_1', status: 'paid', amount: 1000 })?.currency).toBe('');
    expect(invoiceState('bank', { status: 'paid', amount: 995, currency: 'USD', id: 'inv_1' })).toMatchObject(
      {
        kind: 'paid',
        paid: 995,
        currency: 'USD',
      },
    );
  });
});

describe('signatures', () => {
  it('NOWPayments: HMAC-SHA512 of the key-sorted body, whatever the key order sent', () => {
    const body = { b: 1, a: { d: 2, c: [3, { f: 1, e: 0 }] } };
    expect(sortedJson(body)).toBe('{"a":{"c":[3,{"e":0,"f":1}],"d":2},"b":1}');
    const sig = signIpn('secret', body);
    const reordered = Buffer.from(JSON.stringify({ a: { c: [3, { f: 1, e: 0 }], d: 2 }, b: 1 }));
    expect(verifyIpnSignature('secret', reordered, sig).ok).toBe(true);
    expect(verifyIpnSignature('other', reordered, sig)).toEqual({ ok: false, why: 'bad_signature' });
    expect(verifyIpnSignature('secret', reordered, undefined)).toEqual({ ok: false, why: 'unsigned' });
  });

  it('timestamped schemes refuse tampering and messages outside the 5-minute window', () => {
    const now = 1_800_000_000_000;
    const header = signTimestampedHex('k', '{"x":1}', now);
    expect(verifyTimestampedHex('k', Buffer.from('{"x":1}'), header, now + 60_000)).toEqual({ ok: true });
    expect(verifyTimestampedHex('k', Buffer.from('{"x":2}'), header, now)).toEqual({
      ok: false,
      why: 'bad_signature',
    });
    expect(verifyTimestampedHex('k', Buffer.from('{"x":1}'), header, now + 6 * 60_000)).toEqual({
      ok: false,
      why: 'stale',
    });
    const r = signRedirect('k', 'body', now);
    expect(verifyRedirect('k', Buffer.from('body'), r.timestamp, r.signature, now)).toEqual({ ok: true });
    expect(verifyRedirect('k', Buffer.from('body'), String(now - 1), r.signature, now)).toEqual({
      ok: false,
      why: 'bad_signature',
    });
    expect(verifyRedirect('k', Buffer.from('body'), r.timestamp, r.signature, now - 5 * 60_000 - 1)).toEqual({
      ok: false,
      why: 'stale',
    });
  });
});
