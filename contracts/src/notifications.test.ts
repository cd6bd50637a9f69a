import {
  balanceUpdatedPayloadSchema,
  isStaffNotificationType,
  LIVE_EVENTS,
  NOTIFICATION_PAYLOAD_SCHEMAS,
  NOTIFICATION_TYPES,
  notificationDtoSchema,
  STAFF_NOTIFICATION_TYPES,
} from './notifications';
import { goldCoins, usdCents } from './money';

describe('notification types', () => {
  it('has a payload schema for every live event of SPEC §3 (balance updates live-only)', () => {
    const stored = LIVE_EVENTS.filter((e) => e !== 'balance_updated' && e !== 'notification');
    for (const event of stored) expect(NOTIFICATION_TYPES).toContain(event);
    expect(balanceUpdatedPayloadSchema.parse({ gold: 1, sweep: 2 })).toEqual({ gold: 1, sweep: 2 });
  });

  it('marks exactly the request events as staff-only', () => {
    expect([...STAFF_NOTIFICATION_TYPES].sort()).toEqual(
      ['game_account_request', 'recharge_request', 'withdrawal_request'].sort(),
    );
    expect(isStaffNotificationType('deposit_success')).toBe(false);
    expect(isStaffNotificationType('withdrawal_request')).toBe(true);
  });

  it('merges the type-specific fields into the DTO', () => {
    const payload = NOTIFICATION_PAYLOAD_SCHEMAS.deposit_success.parse({
      amount: usdCents(1999),
      coins: goldCoins(2000),
    });
    const dto = notificationDtoSchema.parse({
      id: '5076ad6e-e1ec-494a-bcdb-1ac79c327a0c',
      seq: 3,
      type: 'deposit_success',
      read: false,
      timestamp: '2026-11-23T05:45:53.131Z',
      ...payload,
    });
    expect(dto).toMatchObject({ seq: 3, amount: usdCents(1999), coins: goldCoins(2000) });
    // A bare number has no unit: refused, as are a fraction of the smallest unit and an unknown currency.
    const parse = (amount: unknown) =>
      NOTIFICATION_PAYLOAD_SCHEMAS.deposit_success.safeParse({ amount, coins: goldCoins(1) }).success;
    expect(parse(1999)).toBe(false);
    expect(parse({ amount: 1.5, currency: 'USD', scale: 2 })).toBe(false);
    expect(parse({ amount: 1, currency: 'EUR', scale: 2 })).toBe(false);
    expect(parse({ amount: 1, currency: 'USD', scale: 1 })).toBe(false);
  });
});
