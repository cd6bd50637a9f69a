import type { BadgeTone } from '@arcade/shared-ui';
import type { Notification } from '@arcade/contracts';

/** What the bell and the popup show of a notification. */
export interface Rendered {
  title: string;
  /** Lines of type-specific fields (amounts, coins, game, names), in order. */
  lines: string[];
  status?: { label: string; tone: BadgeTone };
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** SPEC §9: recharge (deposit) amounts are stored in cents and shown divided by 100. */
export function rechargeAmount(cents: unknown): string | undefined {
  const n = num(cents);
  return n === undefined
    ? undefined
    : `$${(n / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** SPEC §9: withdrawal amounts are shown as they are. */
export function withdrawalAmount(amount: unknown): string | undefined {
  const n = num(amount);
  return n === undefined ? undefined : `$${n.toLocaleString('en-US')}`;
}

const coinsLine = (coins: unknown, unit = 'Gold Coins') => {
  const n = num(coins);
  return n === undefined ? undefined : `${n.toLocaleString('en-US')} ${unit}`;
};

/** SPEC §4: approved green, rejected red, otherwise warning. */
export function statusOf(status: unknown): Rendered['status'] {
  const s = str(status);
  if (!s) return undefined;
  const label = s.charAt(0).toUpperCase() + s.slice(1);
  const tone: BadgeTone =
    s === 'approved' || s === 'credited'
      ? 'emerald'
      : s === 'rejected' || s === 'declined'
        ? 'danger'
        : 'gold';
  return { label, tone };
}

const who = (n: Notification) =>
  [str(n.userName), str(n.userEmail) ? `(${String(n.userEmail)})` : undefined].filter(Boolean).join(' ');

const lines = (...xs: Array<string | undefined | false>): string[] =>
  xs.filter((x): x is string => typeof x === 'string' && x.length > 0);

/** A renderer per notification type of contracts (NOTIFICATION_PAYLOAD_SCHEMAS); unknown types show message. */
export function renderNotification(n: Notification): Rendered {
  const notes = str(n.adminNotes) ? `Note: ${String(n.adminNotes)}` : undefined;
  switch (n.type) {
    case 'recharge_request':
      return {
        title: 'New deposit request',
        lines: lines(who(n), rechargeAmount(n.amount), str(n.paymentGateway)),
      };
    case 'withdrawal_request':
      return {
        title: 'New withdrawal request',
        lines: lines(who(n), withdrawalAmount(n.amount), str(n.paymentGateway)),
      };
    case 'game_account_request':
      return { title: 'New game account request', lines: lines(who(n), str(n.gameName)) };
    case 'recharge_status_updated':
      return {
        title: 'Deposit update',
        lines: lines(rechargeAmount(n.amount), coinsLine(n.coins), notes),
        status: statusOf(n.status),
      };
    case 'withdrawal_status_updated':
      return {
        title: 'Withdrawal update',
        lines: lines(withdrawalAmount(n.amount), notes),
        status: statusOf(n.status),
      };
    case 'payment_received':
      return {
        title: 'Payment received',
        lines: lines(rechargeAmount(n.amount), str(n.currency), str(n.paymentGateway)),
      };
    case 'deposit_success':
      return {
        title: 'Deposit successful',
        lines: lines(rechargeAmount(n.amount), coinsLine(n.coins), str(n.paymentGateway)),
      };
    case 'game_account_approved':
      return {
        title: 'Game account approved',
        // Credentials never travel in a notification: it says where to reveal them.
        lines: lines(str(n.gameName), "Reveal your username and password on the game's page"),
        status: statusOf('approved'),
      };
    case 'game_account_rejected':
      return {
        title: 'Game account rejected',
        lines: lines(str(n.gameName), notes),
        status: statusOf('rejected'),
      };
    case 'bonus_claimed':
      return {
        title: str(n.message) ?? 'Bonus claimed',
        lines: lines(
          coinsLine(n.amount),
          num(n.streak) ? `Streak: ${String(n.streak)} ${n.streak === 1 ? 'day' : 'days'}` : undefined,
        ),
      };
    case 'free_entry_claimed':
      return {
        title: str(n.message) ?? 'Free entry claimed',
        lines: lines(coinsLine(num(n.amount) && (n.amount as number) / 100, 'Sweep Coins')),
      };
    case 'coupon_redeemed':
      return {
        title: str(n.message) ?? 'Coupon redeemed',
        lines: lines(
          n.currency === 'SC'
            ? coinsLine(num(n.amount) && (n.amount as number) / 100, 'Sweep Coins')
            : coinsLine(n.amount),
        ),
      };
    case 'kyc_decision':
      return {
        title: str(n.message) ?? 'Identity verification',
        lines: lines(str(n.reason) && `Reason: ${String(n.reason)}`),
        status: statusOf(n.status),
      };
    case 'mail_in_processed':
      return {
        title: str(n.message) ?? 'Mail-in request processed',
        lines: lines(
          str(n.code) && `Code: ${String(n.code)}`,
          str(n.reason) && `Reason: ${String(n.reason)}`,
        ),
        status: statusOf(n.status),
      };
    default:
      return { title: str(n.message) ?? n.type.replace(/_/g, ' '), lines: [] };
  }
}
