import type { Notification } from '@arcade/contracts';
import { renderNotification, statusOf } from './render';

const of = (type: string, fields: Record<string, unknown>): Notification => ({
  id: 'x',
  type,
  read: false,
  timestamp: '2026-01-05T15:04:00Z',
  ...fields,
});

describe('a renderer per notification type', () => {
  it('divides recharge amounts by 100 and shows withdrawal amounts as they are (SPEC §9)', () => {
    expect(
      renderNotification(of('recharge_status_updated', { amount: 2500, coins: 2500, status: 'approved' })),
    ).toEqual({
      title: 'Deposit update',
      lines: ['$25.00', '2,500 Gold Coins'],
      status: { label: 'Approved', tone: 'emerald' },
    });
    expect(
      renderNotification(
        of('withdrawal_status_updated', { amount: 40, status: 'rejected', adminNotes: 'KYC' }),
      ),
    ).toEqual({
      title: 'Withdrawal update',
      lines: ['$40', 'Note: KYC'],
      status: { label: 'Rejected', tone: 'danger' },
    });
    expect(renderNotification(of('deposit_success', { amount: 1000, coins: 1200 })).lines).toEqual([
      '$10.00',
      '1,200 Gold Coins',
    ]);
  });

  it('status: approved green, rejected red, otherwise warning', () => {
    expect(statusOf('approved')?.tone).toBe('emerald');
    expect(statusOf('rejected')?.tone).toBe('danger');
    expect(statusOf('pending')?.tone).toBe('gold');
    expect(statusOf('failed')?.tone).toBe('gold');
    expect(statusOf(undefined)).toBeUndefined();
  });

  it('staff requests name the player, e-mail and amount; game types the game', () => {
    expect(
      renderNotification(of('recharge_request', { userName: 'Ada L', userEmail: 'ada@x.test', amount: 5000 }))
        .lines,
    ).toEqual(['Ada L (ada@x.test)', '$50.00']);
    expect(
      renderNotification(of('withdrawal_request', { userName: 'Ada', userEmail: 'a@x', amount: 75 })).lines,
    ).toEqual(['Ada (a@x)', '$75']);
    expect(
      renderNotification(of('game_account_request', { userName: 'Ada', userEmail: 'a@x', gameName: 'Orion' }))
        .lines,
    ).toEqual(['Ada (a@x)', 'Orion']);
    expect(
      renderNotification(
        of('game_account_approved', { gameName: 'Orion', username: 'ada7', generatedPassword: 'pw' }),
      ),
    ).toMatchObject({
      title: 'Game account approved',
      lines: ['Orion', "Reveal your username and password on the game's page"],
    });
    expect(renderNotification(of('game_account_rejected', { gameName: 'Orion' })).status?.tone).toBe(
      'danger',
    );
  });

  it('the older events show their message; an unknown type its message or name', () => {
    expect(
      renderNotification(of('bonus_claimed', { message: 'Daily bonus', amount: 5000, streak: 2 })),
    ).toEqual({
      title: 'Daily bonus',
      lines: ['5,000 Gold Coins', 'Streak: 2 days'],
    });
    expect(
      renderNotification(of('bonus_claimed', { message: 'Welcome bonus', amount: 10000, streak: 1 })).lines,
    ).toEqual(['10,000 Gold Coins', 'Streak: 1 day']);
    expect(
      renderNotification(of('kyc_decision', { message: 'KYC', status: 'declined', reason: 'Blurry' })),
    ).toMatchObject({
      lines: ['Reason: Blurry'],
      status: { tone: 'danger' },
    });
    expect(renderNotification(of('something_new', {})).title).toBe('something new');
  });
});
