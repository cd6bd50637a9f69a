import {
  asMoney,
  formatMoney,
  paymentMethodWord,
  statusFromNotification,
  statusWord,
  type Notification,
  type StatusSubject,
  type StatusWord,
} from '@arcade/contracts';

/** What the bell and the popup show of a notification. */
export interface Rendered {
  title: string;
  /** Lines of type-specific fields (amounts, coins, game, names), in order. */
  lines: string[];
  status?: StatusWord;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/**
 * An amount as text, only from a Money (its unit travels with it, issue 28): a row stored before amounts carried
 * their unit holds a plain number, and shows no amount rather than a wrong one.
 */
export function moneyText(v: unknown, label?: string): string | undefined {
  const m = asMoney(v);
  if (!m) return undefined;
  return label ? `${label}: ${formatMoney(m)}` : formatMoney(m);
}

/** The shared word of a subject's status (contracts/src/status-words.ts), as the notification names it. */
export function statusOf(subject: StatusSubject, status: unknown): StatusWord | undefined {
  const s = str(status);
  return s ? statusWord(subject, statusFromNotification(subject, s)) : undefined;
}

type WithdrawalKind = 'redemption' | 'game_withdrawal' | undefined;
const kindOf = (n: Notification): WithdrawalKind =>
  n.kind === 'redemption' || n.kind === 'game_withdrawal' ? n.kind : undefined;

/** One name per event, used by the bell and the popup for players and staff alike. */
const TITLES = {
  redemption: { request: 'Redemption request', update: 'Redemption update' },
  game_withdrawal: { request: 'Game withdrawal request', update: 'Game withdrawal update' },
  game_load: { request: 'Game load request', update: 'Game load update' },
  /** A stored row from before `kind`: what it was about is unknown. */
  unknown: { request: 'Withdrawal request', update: 'Withdrawal update' },
} as const;

const who = (n: Notification) =>
  [str(n.userName), str(n.userEmail) ? `(${String(n.userEmail)})` : undefined].filter(Boolean).join(' ');

const lines = (...xs: Array<string | undefined | false>): string[] =>
  xs.filter((x): x is string => typeof x === 'string' && x.length > 0);

const method = (v: unknown) => (str(v) ? `Method: ${paymentMethodWord(String(v))}` : undefined);

/** The staff's note, unless it only repeats the status word ("In review"). */
const noteOf = (n: Notification, status: StatusWord | undefined) => {
  const notes = str(n.adminNotes);
  return notes && notes !== status?.label ? `Note: ${notes}` : undefined;
};

/** A renderer per notification type of contracts (NOTIFICATION_PAYLOAD_SCHEMAS); unknown types show message. */
export function renderNotification(n: Notification): Rendered {
  switch (n.type) {
    case 'recharge_request':
      return {
        title: TITLES.game_load.request,
        lines: lines(who(n), moneyText(n.amount), str(n.gameName) ?? str(n.paymentGateway)),
      };
    case 'withdrawal_request': {
      const kind = kindOf(n);
      const everything = kind === 'game_withdrawal' && n.amount === null;
      return {
        title: TITLES[kind ?? 'unknown'].request,
        lines: lines(
          who(n),
          everything ? 'Everything in the game' : moneyText(n.amount),
          kind === 'game_withdrawal' ? (str(n.gameName) ?? str(n.paymentGateway)) : str(n.paymentGateway),
        ),
      };
    }
    case 'game_account_request':
      return { title: 'Game account request', lines: lines(who(n), str(n.gameName)) };
    case 'recharge_status_updated': {
      const status = statusOf('game_load', n.status);
      return {
        title: TITLES.game_load.update,
        lines: lines(moneyText(n.amount), str(n.gameName), noteOf(n, status)),
        status,
      };
    }
    case 'withdrawal_status_updated': {
      const kind = kindOf(n);
      const status = kind ? statusOf(kind, n.status) : statusOf('game_withdrawal', n.status);
      return {
        title: TITLES[kind ?? 'unknown'].update,
        lines: lines(moneyText(n.amount), str(n.gameName), noteOf(n, status)),
        status,
      };
    }
    case 'payment_received':
      return {
        title: 'Payment received',
        lines: lines(moneyText(n.amount, 'Received'), method(n.paymentGateway)),
      };
    case 'deposit_success':
      return {
        title: 'Deposit successful',
        lines: lines(moneyText(n.amount, 'Paid'), moneyText(n.coins, 'Credited'), method(n.paymentGateway)),
      };
    case 'game_account_approved':
      return {
        title: 'Game account approved',
        // Credentials never travel in a notification: it says where to reveal them.
        lines: lines(str(n.gameName), "Reveal your username and password on the game's page"),
        status: statusWord('game_account', 'approved'),
      };
    case 'game_account_rejected':
      return {
        title: 'Game account rejected',
        lines: lines(str(n.gameName), noteOf(n, undefined)),
        status: statusWord('game_account', 'rejected'),
      };
    case 'bonus_claimed':
      return {
        title: str(n.message) ?? (n.kind === 'welcome' ? 'Welcome bonus' : 'Daily bonus'),
        lines: lines(
          moneyText(n.amount),
          num(n.streak) ? `Streak: ${String(n.streak)} ${n.streak === 1 ? 'day' : 'days'}` : undefined,
        ),
      };
    case 'free_entry_claimed':
      return { title: str(n.message) ?? 'Free entry claimed', lines: lines(moneyText(n.amount)) };
    case 'coupon_redeemed':
      return { title: str(n.message) ?? 'Coupon redeemed', lines: lines(moneyText(n.amount)) };
    case 'kyc_decision':
      return {
        title: str(n.message) ?? 'Identity verification',
        lines: lines(str(n.reason) && `Reason: ${String(n.reason)}`),
        status: statusOf('kyc', n.status),
      };
    case 'mail_in_processed':
      return {
        title: str(n.message) ?? 'Mail-in request processed',
        lines: lines(
          str(n.code) && `Code: ${String(n.code)}`,
          moneyText(n.amount),
          str(n.reason) && `Reason: ${String(n.reason)}`,
        ),
        status: statusOf('mail_in', n.status),
      };
    default:
      return { title: str(n.message) ?? n.type.replace(/_/g, ' '), lines: [] };
  }
}
