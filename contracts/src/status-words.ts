// One word per status (issue 28 item 5), zod-free: the bell, the popup, the redemption tracker, the wallet's lines
// and the game page say the same word for the same state. A redemption that was paid reads "Paid" everywhere.

/** What a status means to the reader; the same names as shared-ui's BadgeTone. */
export type StatusTone = 'gold' | 'emerald' | 'purple' | 'neutral' | 'danger';
export interface StatusWord {
  label: string;
  tone: StatusTone;
}

const w = (label: string, tone: StatusTone): StatusWord => ({ label, tone });

/** The things that have a status a player or staff reads, and every status each one has. */
export const STATUS_WORDS = {
  /** REDEMPTION_STATUSES (games-play.ts): the tracker's words. */
  redemption: {
    pending: w('Requested', 'neutral'),
    in_review: w('In review', 'purple'),
    approved: w('Approved', 'purple'),
    sent: w('Sent', 'gold'),
    paid: w('Paid', 'emerald'),
    rejected: w('Rejected', 'danger'),
    cancelled: w('Cancelled', 'neutral'),
    failed: w('Payout failed', 'danger'),
  },
  /** GAME_TRANSFER_STATUSES of a load (coins moved from the wallet into a game). */
  game_load: {
    pending: w('Requested', 'gold'),
    approved: w('Loaded', 'emerald'),
    rejected: w('Rejected', 'danger'),
    failed: w('Failed', 'danger'),
    cancelled: w('Cancelled', 'neutral'),
  },
  /** GAME_TRANSFER_STATUSES of a game withdrawal (coins taken out of a game back to the wallet). */
  game_withdrawal: {
    pending: w('Requested', 'gold'),
    approved: w('Withdrawn', 'emerald'),
    rejected: w('Rejected', 'danger'),
    failed: w('Failed', 'danger'),
    cancelled: w('Cancelled', 'neutral'),
  },
  game_account: {
    pending: w('Requested', 'gold'),
    approved: w('Approved', 'emerald'),
    rejected: w('Rejected', 'danger'),
  },
  kyc: {
    approved: w('Approved', 'emerald'),
    declined: w('Declined', 'danger'),
  },
  /** ORDER statuses (shop.ts) as the back office's player page shows them. */
  order: {
    created: w('Created', 'neutral'),
    pending: w('Awaiting payment', 'gold'),
    partially_paid: w('Partially paid', 'gold'),
    paid: w('Paid', 'emerald'),
    failed: w('Failed', 'danger'),
    /** Not a stored status: a failed order the player cancelled on the hosted page (orderStatusKey). */
    cancelled: w('Cancelled — nothing charged', 'neutral'),
    expired: w('Expired', 'neutral'),
    review: w('In review', 'purple'),
    refunded: w('Refunded', 'neutral'),
  },
  mail_in: {
    credited: w('Credited', 'emerald'),
    rejected: w('Rejected', 'danger'),
  },
} as const satisfies Record<string, Record<string, StatusWord>>;
export type StatusSubject = keyof typeof STATUS_WORDS;

/** "in_review" -> "In review": a status this build does not know yet. */
const humanise = (s: string) => {
  const words = s.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : s;
};

/** The word of a subject's status; a status this build does not know is humanised, as waiting (gold). */
export function statusWord(subject: StatusSubject, status: string): StatusWord {
  const known = (STATUS_WORDS[subject] as Record<string, StatusWord>)[status];
  return known ?? w(humanise(status), 'gold');
}

/**
 * The subject's own status from a notification's (the payload's status enum is shared by loads, game withdrawals
 * and redemptions): a redemption notified `completed` was paid, and its only `pending` notification is the start
 * of the review; a load or game withdrawal notified `completed` was made.
 */
export function statusFromNotification(subject: StatusSubject, status: string): string {
  if (subject === 'redemption') {
    if (status === 'completed') return 'paid';
    if (status === 'pending') return 'in_review';
  } else if ((subject === 'game_load' || subject === 'game_withdrawal') && status === 'completed') {
    return 'approved';
  }
  return status;
}

/**
 * The word key of an order: a failed order the player cancelled on the provider's page reads "Cancelled — nothing
 * charged" wherever it is shown (decision 0113: cancelled is a fact about a failed order, not a status).
 */
export const orderStatusKey = (o: { status: string; cancelled?: boolean }): string =>
  o.status === 'failed' && o.cancelled ? 'cancelled' : o.status;

/** How a purchase was paid, as the player chose it (an order's paymentMethod, else its method). */
export const PAYMENT_METHOD_WORDS: Record<string, string> = {
  card: 'Card',
  google_pay: 'Google Pay',
  apple_pay: 'Apple Pay',
  crypto: 'Crypto',
  bank: 'Bank transfer',
  redirect: 'Hosted checkout',
};
export const paymentMethodWord = (method: string): string => PAYMENT_METHOD_WORDS[method] ?? humanise(method);
