import {
  NOTIFICATION_PAYLOAD_SCHEMAS,
  NOTIFICATION_TYPES,
  goldCoins,
  ledgerMoney,
  sweepCents,
  usdCents,
  type Notification,
  type NotificationPayloads,
  type NotificationType,
} from '@arcade/contracts';
import { renderNotification, type Rendered } from './render';

const of = (type: string, fields: Record<string, unknown>): Notification => ({
  id: 'x',
  type,
  read: false,
  timestamp: '2026-01-05T15:04:00Z',
  ...fields,
});

const ada = {
  requestId: 'r1',
  userId: '3f1c2a4e-8b6d-4f7a-9c0e-1d2b3a4c5d6e',
  userName: 'Ada L',
  userEmail: 'ada@x.test',
};
/** A game load's amount: hundredths of its currency (SPEC §9's "recharge amounts ÷100" is the scale). */
const loadOf = (coins: number, currency: 'GC' | 'SC') =>
  ({ amount: coins * 100, currency, scale: 2 }) as const;

/** Every notification type, each with a payload its schema accepts and the exact text the reader sees. */
const EVERY_TYPE: Array<
  {
    [K in NotificationType]: [K, NotificationPayloads[K], Rendered];
  }[NotificationType]
> = [
  [
    'recharge_request',
    { ...ada, amount: loadOf(5_000, 'GC'), gameName: 'Orion Stars', paymentGateway: 'Orion Stars (GC)' },
    { title: 'Game load request', lines: ['Ada L (ada@x.test)', '5,000 GC', 'Orion Stars'] },
  ],
  [
    'withdrawal_request',
    {
      ...ada,
      kind: 'redemption',
      amount: sweepCents(6_000),
      paymentGateway: 'Sweep Coin redemption: bank transfer',
    },
    {
      title: 'Redemption request',
      lines: ['Ada L (ada@x.test)', '60.00 SC', 'Sweep Coin redemption: bank transfer'],
    },
  ],
  [
    'game_account_request',
    { ...ada, gameId: 'g1', gameName: 'Orion Stars' },
    { title: 'Game account request', lines: ['Ada L (ada@x.test)', 'Orion Stars'] },
  ],
  [
    'recharge_status_updated',
    { requestId: 'r1', amount: loadOf(5_000, 'GC'), gameName: 'Orion Stars', status: 'approved' },
    {
      title: 'Game load update',
      lines: ['5,000 GC', 'Orion Stars'],
      status: { label: 'Loaded', tone: 'emerald' },
    },
  ],
  [
    'withdrawal_status_updated',
    { requestId: 'r1', kind: 'redemption', amount: sweepCents(6_000), status: 'completed' },
    { title: 'Redemption update', lines: ['60.00 SC'], status: { label: 'Paid', tone: 'emerald' } },
  ],
  [
    'payment_received',
    { requestId: 'o1', amount: usdCents(2_000), paymentGateway: 'google_pay' },
    { title: 'Payment received', lines: ['Received: $20.00', 'Method: Google Pay'] },
  ],
  [
    'deposit_success',
    { requestId: 'o1', amount: usdCents(2_000), coins: goldCoins(2_300), paymentGateway: 'card' },
    { title: 'Deposit successful', lines: ['Paid: $20.00', 'Credited: 2,300 GC', 'Method: Card'] },
  ],
  [
    'game_account_approved',
    { requestId: 'r1', gameId: 'g1', gameName: 'Orion Stars' },
    {
      title: 'Game account approved',
      lines: ['Orion Stars', "Reveal your username and password on the game's page"],
      status: { label: 'Approved', tone: 'emerald' },
    },
  ],
  [
    'game_account_rejected',
    { requestId: 'r1', gameId: 'g1', gameName: 'Orion Stars', adminNotes: 'Duplicate account' },
    {
      title: 'Game account rejected',
      lines: ['Orion Stars', 'Note: Duplicate account'],
      status: { label: 'Rejected', tone: 'danger' },
    },
  ],
  [
    'bonus_claimed',
    {
      kind: 'daily',
      amount: goldCoins(5_000),
      streak: 2,
      message: 'Daily bonus: 5,000 GC added (day 2 streak)',
    },
    { title: 'Daily bonus: 5,000 GC added (day 2 streak)', lines: ['5,000 GC', 'Streak: 2 days'] },
  ],
  [
    'free_entry_claimed',
    { amount: sweepCents(100), message: 'Free entry: 1.00 SC added' },
    { title: 'Free entry: 1.00 SC added', lines: ['1.00 SC'] },
  ],
  [
    'coupon_redeemed',
    { code: 'SPRING', amount: sweepCents(150), message: 'Coupon SPRING redeemed' },
    { title: 'Coupon SPRING redeemed', lines: ['1.50 SC'] },
  ],
  [
    'kyc_decision',
    { status: 'declined', reason: 'Blurry photo', message: 'Your identity could not be verified' },
    {
      title: 'Your identity could not be verified',
      lines: ['Reason: Blurry photo'],
      status: { label: 'Declined', tone: 'danger' },
    },
  ],
  [
    'mail_in_processed',
    {
      code: 'AMOE-7K2',
      status: 'credited',
      amount: sweepCents(100),
      reason: null,
      message: 'Your mail-in free entry AMOE-7K2 was credited',
    },
    {
      title: 'Your mail-in free entry AMOE-7K2 was credited',
      lines: ['Code: AMOE-7K2', '1.00 SC'],
      status: { label: 'Credited', tone: 'emerald' },
    },
  ],
];

describe('a renderer per notification type', () => {
  it('covers every type of contracts', () => {
    expect(EVERY_TYPE.map(([type]) => type).sort()).toEqual([...NOTIFICATION_TYPES].sort());
  });

  it.each(EVERY_TYPE)('%s reads exactly as expected', (type, payload, expected) => {
    // The fixture is the shape the api sends: the type's own schema accepts it.
    expect(NOTIFICATION_PAYLOAD_SCHEMAS[type].safeParse(payload).success).toBe(true);
    expect(renderNotification(of(type, payload))).toEqual(expected);
  });

  it('a redemption reads in SC with the tracker words, a game withdrawal in its own currency', () => {
    const update = (fields: Record<string, unknown>) =>
      renderNotification(of('withdrawal_status_updated', { requestId: 'w1', ...fields }));
    expect(
      update({ kind: 'redemption', amount: sweepCents(6_000), status: 'pending', adminNotes: 'In review' }),
    ).toEqual({
      title: 'Redemption update',
      lines: ['60.00 SC'],
      status: { label: 'In review', tone: 'purple' },
    });
    expect(update({ kind: 'redemption', amount: sweepCents(6_000), status: 'approved' }).status?.label).toBe(
      'Approved',
    );
    expect(
      update({ kind: 'redemption', amount: sweepCents(6_000), status: 'rejected', adminNotes: 'KYC' }),
    ).toEqual({
      title: 'Redemption update',
      lines: ['60.00 SC', 'Note: KYC'],
      status: { label: 'Rejected', tone: 'danger' },
    });
    expect(
      update({
        kind: 'game_withdrawal',
        amount: ledgerMoney(7_500, 'SC'),
        gameName: 'Orion',
        status: 'approved',
      }),
    ).toEqual({
      title: 'Game withdrawal update',
      lines: ['75.00 SC', 'Orion'],
      status: { label: 'Withdrawn', tone: 'emerald' },
    });
    expect(
      update({ kind: 'game_withdrawal', amount: ledgerMoney(150, 'SC'), status: 'approved' }).lines,
    ).toEqual(['1.50 SC']);
    expect(
      update({ kind: 'game_withdrawal', amount: ledgerMoney(7_500, 'GC'), status: 'failed' }),
    ).toMatchObject({
      lines: ['7,500 GC'],
      status: { label: 'Failed', tone: 'danger' },
    });
  });

  it('staff read a game withdrawal of everything as such, and a load of Sweep Coins in SC', () => {
    expect(
      renderNotification(
        of('withdrawal_request', { ...ada, kind: 'game_withdrawal', amount: null, gameName: 'Orion' }),
      ),
    ).toEqual({
      title: 'Game withdrawal request',
      lines: ['Ada L (ada@x.test)', 'Everything in the game', 'Orion'],
    });
    expect(
      renderNotification(
        of('withdrawal_request', { ...ada, kind: 'game_withdrawal', amount: ledgerMoney(7_500, 'SC') }),
      ).lines,
    ).toEqual(['Ada L (ada@x.test)', '75.00 SC']);
    expect(renderNotification(of('recharge_request', { ...ada, amount: loadOf(25, 'SC') })).lines).toEqual([
      'Ada L (ada@x.test)',
      '25.00 SC',
    ]);
    expect(
      renderNotification(
        of('recharge_status_updated', {
          amount: { amount: 150, currency: 'SC', scale: 2 },
          status: 'pending',
        }),
      ),
    ).toEqual({
      title: 'Game load update',
      lines: ['1.50 SC'],
      status: { label: 'Requested', tone: 'gold' },
    });
  });

  it('a row stored before amounts carried their unit shows no amount rather than a wrong one', () => {
    expect(renderNotification(of('withdrawal_status_updated', { amount: 6000, status: 'approved' }))).toEqual(
      { title: 'Withdrawal update', lines: [], status: { label: 'Withdrawn', tone: 'emerald' } },
    );
    expect(
      renderNotification(of('recharge_status_updated', { amount: 500000, coins: 5000, status: 'approved' }))
        .lines,
    ).toEqual([]);
    expect(
      renderNotification(of('deposit_success', { amount: 2000, coins: 2300, currency: 'USD' })).lines,
    ).toEqual([]);
    expect(
      renderNotification(of('bonus_claimed', { amount: 5000, currency: 'GC', message: 'Daily bonus' })).lines,
    ).toEqual([]);
    expect(
      renderNotification(of('coupon_redeemed', { amount: { amount: 1.5, currency: 'SC', scale: 2 } })).lines,
    ).toEqual([]);
  });

  it('an unknown type shows its message or its name', () => {
    expect(renderNotification(of('something_new', {})).title).toBe('something new');
    expect(renderNotification(of('something_new', { message: 'Hello' })).title).toBe('Hello');
  });
});
