import { z } from 'zod';
import type { SessionEndedReason } from './api-session';
import type { LiveEventName } from './live-events';
import { MONEY_CURRENCIES } from './money';

// Zod-free module: the shell's socket relay needs the list, not the schemas (issue 9).
export { LIVE_EVENTS, type LiveEventName } from './live-events';

// ---------------------------------------------------------------------------------------------------------------
// Stored notifications (issue 10). Every notification is a row per recipient with a per-recipient increasing
// seq; it reaches sockets as the `notification` event (NotificationDto) and the REST list answers the same DTO.
// ---------------------------------------------------------------------------------------------------------------

const money = z.number().int();
/** An amount with its unit (contracts/src/money.ts): shown by formatMoney alone, never by a rule per screen. */
export const moneySchema = z.object({
  amount: money,
  currency: z.enum(MONEY_CURRENCIES),
  scale: z.union([z.literal(0), z.literal(2)]),
});
/** `sent`: a redemption's payout went out (the tracker's Sent step); the other subjects never send it. */
const status = z.enum(['pending', 'approved', 'sent', 'rejected', 'completed', 'failed', 'cancelled']);
const text = z.string().max(2000);
/** What a withdrawal notification is about: a Sweep Coin redemption for a prize, or coins taken out of a game. */
export const WITHDRAWAL_KINDS = ['redemption', 'game_withdrawal'] as const;
const withdrawalKind = z.enum(WITHDRAWAL_KINDS);

/** Fields of a staff notification about a player's request (SPEC §2.8: user name, e-mail and amount). */
const staffRequestFields = {
  requestId: z.string(),
  userId: z.uuid(),
  userName: text,
  userEmail: text,
};

/**
 * The payload (type-specific fields of SPEC §3) of every notification type. Every amount is a Money: its
 * currency and scale travel with it, so the bell, the popup, staff and e-mail show the same text (issue 28).
 * The recharge types are game loads; the withdrawal types carry `kind` (a redemption or a game withdrawal).
 */
export const NOTIFICATION_PAYLOAD_SCHEMAS = {
  // Staff only: a player asked for a game load / a withdrawal or redemption / a game account.
  recharge_request: z.object({
    ...staffRequestFields,
    amount: moneySchema,
    gameName: text.optional(),
    paymentGateway: text.optional(),
  }),
  withdrawal_request: z.object({
    ...staffRequestFields,
    kind: withdrawalKind,
    /** null: the player asked to take out everything the game holds (the platform reports the amount). */
    amount: moneySchema.nullable(),
    gameName: text.optional(),
    paymentGateway: text.optional(),
  }),
  game_account_request: z.object({ ...staffRequestFields, gameId: z.string(), gameName: text }),
  // Players.
  recharge_status_updated: z.object({
    requestId: z.string(),
    amount: moneySchema,
    gameName: text.optional(),
    status,
    adminNotes: text.optional(),
  }),
  withdrawal_status_updated: z.object({
    requestId: z.string(),
    kind: withdrawalKind,
    amount: moneySchema,
    gameName: text.optional(),
    status,
    adminNotes: text.optional(),
  }),
  payment_received: z.object({
    requestId: z.string().optional(),
    /** What was received, in USD. */
    amount: moneySchema,
    paymentGateway: text.optional(),
    checkoutUrl: z.string().optional(),
  }),
  deposit_success: z.object({
    requestId: z.string().optional(),
    /** What was paid, in USD. */
    amount: moneySchema,
    /** The Gold Coins credited (package and bonus). */
    coins: moneySchema,
    paymentGateway: text.optional(),
  }),
  game_account_approved: z.object({
    requestId: z.string(),
    gameId: z.string(),
    gameName: text,
    // No username or password: credentials are revealed once on the game's page, never carried here (issue 12).
  }),
  game_account_rejected: z.object({
    requestId: z.string(),
    gameId: z.string(),
    gameName: text,
    adminNotes: text.optional(),
  }),
  // The events that existed before the service (bonuses, free entry, coupons, KYC, mail-in).
  bonus_claimed: z.object({
    kind: z.enum(['welcome', 'daily']),
    amount: moneySchema,
    streak: z.number().int(),
    message: text,
  }),
  free_entry_claimed: z.object({ amount: moneySchema, message: text }),
  coupon_redeemed: z.object({
    code: text,
    amount: moneySchema,
    message: text,
  }),
  kyc_decision: z.object({
    status: z.enum(['approved', 'declined']),
    reason: text.nullable(),
    message: text,
  }),
  mail_in_processed: z.object({
    code: text,
    status: z.enum(['credited', 'rejected']),
    amount: moneySchema,
    reason: text.nullable(),
    message: text,
  }),
} as const;

export type NotificationType = keyof typeof NOTIFICATION_PAYLOAD_SCHEMAS;
export const NOTIFICATION_TYPES = Object.keys(NOTIFICATION_PAYLOAD_SCHEMAS) as NotificationType[];
export type NotificationPayloads = {
  [K in NotificationType]: z.infer<(typeof NOTIFICATION_PAYLOAD_SCHEMAS)[K]>;
};

/** Types that go to staff only (their payload names a player: name, e-mail, amount). */
export const STAFF_NOTIFICATION_TYPES = [
  'recharge_request',
  'withdrawal_request',
  'game_account_request',
] as const satisfies readonly NotificationType[];
export type StaffNotificationType = (typeof STAFF_NOTIFICATION_TYPES)[number];
export const isStaffNotificationType = (type: string): type is StaffNotificationType =>
  (STAFF_NOTIFICATION_TYPES as readonly string[]).includes(type);

/** balance_updated (live only, not stored): the user's balances after a committed ledger transfer. */
export const balanceUpdatedPayloadSchema = z.object({ gold: z.number().int(), sweep: z.number().int() });

/**
 * A stored notification as the client sees it (REST list and the live `notification` event): id, seq, type,
 * read, timestamp, and the type's payload fields merged in (SPEC §3 "type-specific fields").
 */
export const notificationDtoSchema = z
  .looseObject({
    id: z.uuid(),
    seq: z.number().int().min(1),
    type: z.string(),
    read: z.boolean(),
    timestamp: z.string(),
  })
  .meta({ id: 'Notification' });
export type NotificationDto = z.infer<typeof notificationDtoSchema>;

const intQuery = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be between ${min} and ${max}`)
    .max(max, `${name} must be between ${min} and ${max}`);

/** GET /user/notifications: newest first, paged; with afterSeq only those with seq > afterSeq (oldest first). */
export const notificationsQuerySchema = z.object({
  page: intQuery('page', 1, 100_000).default(1),
  limit: intQuery('limit', 1, 100).default(20),
  afterSeq: intQuery('afterSeq', 0, Number.MAX_SAFE_INTEGER).optional(),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationsAnswerSchema = z.object({
  notifications: z.array(notificationDtoSchema),
  unreadCount: z.number().int().min(0),
  /** The highest seq the caller has (0 when none): the client's replay point. */
  lastSeq: z.number().int().min(0),
  total: z.number().int().min(0),
  page: z.number().int(),
  limit: z.number().int(),
});
export type NotificationsAnswer = z.infer<typeof notificationsAnswerSchema>;

export const notificationReadAnswerSchema = z.object({
  notification: notificationDtoSchema,
  unreadCount: z.number().int(),
});
export const notificationsCountAnswerSchema = z.object({
  count: z.number().int().min(0),
  unreadCount: z.number().int(),
});

export const NOTIFICATION_MESSAGES = {
  listed: 'Notifications fetched successfully',
  read: 'Notification marked as read',
  readAll: 'All notifications marked as read',
  cleared: 'Read notifications cleared',
  notFound: 'Notification not found',
  dismissed: 'Notification dismissed',
} as const;

// ---- Issue 10 items 4–7: the sandbox-only endpoint that makes notifications through notify() ----
/** SANDBOX=on only: POST makes `count` notifications of `type` for the caller through notify() (QA and e2e). */
export const DEV_NOTIFY_PATH = '/api/v1/dev/notify';
/** Player types only (staff types go to staff; a player may not make them). */
export const DEV_NOTIFY_TYPES = NOTIFICATION_TYPES.filter((t) => !isStaffNotificationType(t)) as Exclude<
  NotificationType,
  StaffNotificationType
>[];
export const devNotifyBodySchema = z.object({
  type: z.enum(DEV_NOTIFY_TYPES as [string, ...string[]], {
    error: 'type must be a player notification type',
  }),
  /** The type's payload (checked against its schema of NOTIFICATION_PAYLOAD_SCHEMAS). */
  payload: z.record(z.string(), z.unknown()),
  count: z.number().int().min(1).max(50).default(1),
});
export type DevNotifyBody = z.infer<typeof devNotifyBodySchema>;
export const devNotifyAnswerSchema = z.object({ notifications: z.array(notificationDtoSchema) });

// The socket's sync event names and the store key are zod-free (live-events.ts): the shell's socket imports them.
export {
  NOTIFICATIONS_SYNC_EVENT,
  NOTIFICATIONS_SYNCED_EVENT,
  RECENT_NOTIFICATIONS_KEY,
} from './live-events';
export const notificationsSyncSchema = z.object({
  afterSeq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});

export interface Notification {
  id: string;
  type: string;
  read: boolean;
  timestamp: string;
  seq?: number;
  message?: string;
  status?: string;
  /** The type's payload fields (NOTIFICATION_PAYLOAD_SCHEMAS); amounts are Money (read them with asMoney). */
  [key: string]: unknown;
}

export interface RecentNotification {
  at: number;
  notification: Notification;
}

export interface LivePayload {
  userId?: string;
  [key: string]: unknown;
}

/** Socket events the client may send. The server ignores any identity a client claims. */
export interface ClientToServerEvents {
  authenticate: (claim?: { userId?: string; role?: string }) => void;
  'notifications:sync': (request: { afterSeq: number }) => void;
}

export type ServerToClientEvents = {
  authenticated: (who: { userId: string; role: string }) => void;
  /** Just before the server disconnects a session that ended elsewhere (issue 8 item 5). */
  session_ended: (info: { reason: SessionEndedReason }) => void;
  'notifications:synced': (info: { count: number; lastSeq: number }) => void;
} & { [E in LiveEventName]: (payload: LivePayload) => void };
