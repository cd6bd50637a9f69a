import { GAME_TRANSFER_STATUSES, REDEMPTION_STATUSES } from './games-play';
import {
  orderStatusKey,
  paymentMethodWord,
  STATUS_WORDS,
  statusFromNotification,
  statusWord,
} from './status-words';

describe('status words', () => {
  it('has a word for every status a redemption, a load and a game withdrawal can have', () => {
    expect(Object.keys(STATUS_WORDS.redemption).sort()).toEqual([...REDEMPTION_STATUSES].sort());
    for (const s of GAME_TRANSFER_STATUSES) {
      expect(Object.keys(STATUS_WORDS.game_load)).toContain(s);
      expect(Object.keys(STATUS_WORDS.game_withdrawal)).toContain(s);
    }
  });

  it('a redemption reads as the tracker says, whatever the notification calls the state', () => {
    expect(statusWord('redemption', statusFromNotification('redemption', 'completed'))).toEqual({
      label: 'Paid',
      tone: 'emerald',
    });
    expect(statusWord('redemption', statusFromNotification('redemption', 'pending')).label).toBe('In review');
    expect(statusWord('redemption', 'pending').label).toBe('Requested');
    expect(statusWord('redemption', 'failed').label).toBe('Payout failed');
  });

  it('a load is loaded, a game withdrawal withdrawn; an unknown status is humanised and waiting', () => {
    expect(statusWord('game_load', 'approved').label).toBe('Loaded');
    expect(statusWord('game_load', statusFromNotification('game_load', 'completed')).label).toBe('Loaded');
    expect(statusWord('game_withdrawal', 'approved').label).toBe('Withdrawn');
    expect(statusWord('game_withdrawal', 'rejected')).toEqual({ label: 'Rejected', tone: 'danger' });
    expect(statusWord('kyc', 'on_hold')).toEqual({ label: 'On hold', tone: 'gold' });
  });

  it('a cancelled checkout reads cancelled with nothing charged, not failed (issue 28 item 5)', () => {
    expect(statusWord('order', orderStatusKey({ status: 'failed', cancelled: true }))).toEqual({
      label: 'Cancelled — nothing charged',
      tone: 'neutral',
    });
    expect(statusWord('order', orderStatusKey({ status: 'failed', cancelled: false })).label).toBe('Failed');
    expect(statusWord('order', orderStatusKey({ status: 'paid', cancelled: true })).label).toBe('Paid');
  });

  it('names the payment method the player used', () => {
    expect(paymentMethodWord('google_pay')).toBe('Google Pay');
    expect(paymentMethodWord('card')).toBe('Card');
    expect(paymentMethodWord('sandbox')).toBe('Sandbox');
  });
});
