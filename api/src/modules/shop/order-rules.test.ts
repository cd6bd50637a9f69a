import { ORDER_STATUSES, type OrderStatus } from '@arcade/contracts';
import { canMove, cryptoState, nextStatus } from './order-rules';
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
    expect(nextStatus('failed', { kind: 'paid', paid: 10, due: 10, detail: '' })).toBeNull();
    expect(nextStatus('paid', { kind: 'expired', paid: 0, detail: '' })).toBeNull();
    expect(nextStatus('paid', { kind: 'pending', detail: '' })).toBeNull();
    expect(nextStatus('expired', { kind: 'paid', paid: 10, due: 10, detail: '' })).toBe('paid');
    expect(nextStatus('paid', { kind: 'refunded', detail: '' })).toBe('refunded');
  });

  it('credits crypto only when what arrived covers the amount', () => {
    const s = (status: 'finished' | 'partially_paid' | 'expired', paid: number) =>
      cryptoState({ payment_status: status, actually_paid: paid, pay_amount: 100 });
    expect(nextStatus('pending', s('finished', 100))).toBe('paid');
    expect(nextStatus('pending', s('finished', 99.6))).toBe('paid');
    expect(nextStatus('pending', s('finished', 60))).toBe('review');
    expect(nextStatus('pending', s('partially_paid', 60))).toBe('partially_paid');
    expect(nextStatus('partially_paid', s('expired', 60))).toBe('review');
    expect(nextStatus('pending', s('expired', 0))).toBe('expired');
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
