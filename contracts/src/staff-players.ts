import { z } from 'zod';
import { moneySchema } from './notifications';
import { CURRENCIES } from './wallet-rules';

// The back office's players (issue 29 item 3): search, a player's page, their ledger with running balances, lock
// and unlock, ending sessions and staff notes. Reads need players.view; lock, unlock and ending sessions need
// players.lock; a note needs players.notes (contracts/src/staff-roles.ts).

export const PLAYER_ADMIN_MESSAGES = {
  notFound: 'Player not found',
  reasonRequired: 'A reason is required',
  reasonLength: 'The reason must be 5 to 500 characters',
  noteRequired: 'A note cannot be empty',
  noteLength: 'A note must be at most 2000 characters',
  locked: 'Account locked. Their sessions were ended.',
  unlocked: 'Account unlocked',
  alreadyLocked: 'This account is already locked',
  notLocked: 'This account is not locked',
  sessionsEnded: 'Sessions ended',
  sessionNotFound: 'No live session with that id for this player',
  noteAdded: 'Note added',
  accountLocked: 'This account is locked. Contact support.',
  ownAccount: 'You cannot lock or unlock your own account',
} as const;

const page = z.coerce.number().int().min(1).max(10_000).default(1);

export const playerSearchQuerySchema = z.object({
  /** an e-mail, a name, a phone number or a player id; empty lists the newest players */
  q: z.string().trim().max(320, 'The search must be at most 320 characters').default(''),
  page,
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type PlayerSearchQuery = z.infer<typeof playerSearchQuerySchema>;

export const playerSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  state: z.string().nullable(),
  createdAt: z.string(),
  lockedAt: z.string().nullable(),
  restricted: z.boolean(),
});
export type PlayerSummary = z.infer<typeof playerSummarySchema>;

export const playerSearchAnswerSchema = z.object({
  players: z.array(playerSummarySchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type PlayerSearchAnswer = z.infer<typeof playerSearchAnswerSchema>;

export const playerIdParamsSchema = z.object({ id: z.uuid({ error: PLAYER_ADMIN_MESSAGES.notFound }) });

const reason = z
  .string({ error: PLAYER_ADMIN_MESSAGES.reasonRequired })
  .trim()
  .min(1, PLAYER_ADMIN_MESSAGES.reasonRequired)
  .min(5, PLAYER_ADMIN_MESSAGES.reasonLength)
  .max(500, PLAYER_ADMIN_MESSAGES.reasonLength);

/** Lock or unlock: why (recorded in the audit log). */
export const playerLockBodySchema = z.object({ reason });
export type PlayerLockBody = z.infer<typeof playerLockBodySchema>;

/** End one live session (sessionId) or all of them, with a reason. */
export const endSessionsBodySchema = z.object({
  sessionId: z.uuid({ error: PLAYER_ADMIN_MESSAGES.sessionNotFound }).optional(),
  reason,
});
export type EndSessionsBody = z.infer<typeof endSessionsBodySchema>;

export const playerNoteBodySchema = z.object({
  body: z
    .string({ error: PLAYER_ADMIN_MESSAGES.noteRequired })
    .trim()
    .min(1, PLAYER_ADMIN_MESSAGES.noteRequired)
    .max(2000, PLAYER_ADMIN_MESSAGES.noteLength),
});
export type PlayerNoteBody = z.infer<typeof playerNoteBodySchema>;

const at = z.string();
const atOrNull = z.string().nullable();

export const playerNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  createdAt: at,
});
export type PlayerNote = z.infer<typeof playerNoteSchema>;

export const playerDetailSchema = z.object({
  profile: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    middleName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    state: z.string().nullable(),
    role: z.string(),
    createdAt: at,
  }),
  verification: z.object({
    emailVerifiedAt: atOrNull,
    phoneVerifiedAt: atOrNull,
    adultConfirmedAt: atOrNull,
    kycVerifiedAt: atOrNull,
    /** the newest identity-verification session's status (created, submitted, approved, declined), or null */
    kycStatus: z.string().nullable(),
    kycReason: z.string().nullable(),
    kycUpdatedAt: atOrNull,
  }),
  lock: z.object({ lockedAt: at, reason: z.string(), lockedBy: z.string().nullable() }).nullable(),
  /** Every amount of a staff view is a Money (issue 28 item 1), shown by formatMoney alone. */
  balances: z.object({ GC: moneySchema, SC: moneySchema }),
  sessions: z.array(
    z.object({
      id: z.string(),
      createdAt: at,
      revokedAt: atOrNull,
      userAgent: z.string().nullable(),
      ip: z.string().nullable(),
    }),
  ),
  gameAccounts: z.array(
    z.object({
      id: z.string(),
      gameName: z.string(),
      platform: z.string(),
      username: z.string(),
      creditsGc: moneySchema,
      creditsSc: moneySchema,
      createdAt: at,
    }),
  ),
  orders: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      /** status failed because the player cancelled on the provider's page (shown by orderStatusKey). */
      cancelled: z.boolean(),
      method: z.string(),
      price: moneySchema,
      /** the Gold Coins the order credits: the package and its bonus together */
      coins: moneySchema,
      /** of which bonus */
      bonusCoins: moneySchema,
      createdAt: at,
    }),
  ),
  redemptions: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      method: z.string(),
      amount: moneySchema,
      createdAt: at,
    }),
  ),
  restrictions: z.array(
    z.object({
      id: z.string(),
      reason: z.string(),
      message: z.string(),
      createdAt: at,
      liftedAt: atOrNull,
      liftNote: z.string().nullable(),
    }),
  ),
  notes: z.array(playerNoteSchema),
});
export type PlayerDetail = z.infer<typeof playerDetailSchema>;

export const playerLedgerQuerySchema = z.object({
  currency: z.enum(CURRENCIES, { error: 'currency must be GC or SC' }).default('SC'),
  page,
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type PlayerLedgerQuery = z.infer<typeof playerLedgerQuerySchema>;

export const playerLedgerEntrySchema = z.object({
  id: z.string(),
  transferId: z.string(),
  at,
  type: z.string(),
  description: z.string(),
  /** signed: positive credited the player */
  amount: moneySchema,
  /** the player's balance in this currency right after this entry */
  balanceAfter: moneySchema,
});
export type PlayerLedgerEntry = z.infer<typeof playerLedgerEntrySchema>;

export const playerLedgerAnswerSchema = z.object({
  currency: z.enum(CURRENCIES),
  entries: z.array(playerLedgerEntrySchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type PlayerLedgerAnswer = z.infer<typeof playerLedgerAnswerSchema>;

export const playerDetailAnswerSchema = z.object({ player: playerDetailSchema });
export type PlayerDetailAnswer = z.infer<typeof playerDetailAnswerSchema>;
export const playerNoteAnswerSchema = z.object({ note: playerNoteSchema });
export const endSessionsAnswerSchema = z.object({ ended: z.number().int() });
