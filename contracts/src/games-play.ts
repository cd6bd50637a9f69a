import { z } from 'zod';
import { moneySchema } from './notifications';
import { CURRENCIES } from './wallet';
export * from './redemption-rules';

/**
 * Issue 12 (server half): game accounts, loads (recharge requests), game withdrawals, Sweep Coin redemption,
 * the staff decisions on each, and the sandbox game platform's provably-fair slot. Every request body and every
 * answer's `data` is a schema here; routes answer in the usual envelope { success, statusCode, message, data }.
 *
 * Units (docs/games.md "Units"; docs/decisions/0035-game-platform-and-transfers.md):
 * - recharge (load) `amount`: CENTS of the currency (SPEC §9: shown divided by 100). SC: SC cents (the ledger's
 *   unit). GC: hundredths of a Gold Coin, a multiple of 100 (GC move in whole coins): 500 GC is amount 50000.
 * - game withdrawal `amount`: the ledger's unit, shown as it is (GC whole coins, SC cents).
 * - redemption `amount`: SC cents (100 = 1 SC = $1.00).
 * - platform credits: the ledger's unit of the currency (GC coins, SC cents).
 */

const isoDate = z.string();
const notes = z.string().trim().max(500, 'Notes must be 500 characters or fewer');
const currency = z.enum(CURRENCIES, { error: 'currency must be GC or SC' });

export const GAMES_PLAY_MESSAGES = {
  gameNotFound: 'Game not found',
  accountRequested: 'Game account requested. We will notify you when it is ready.',
  accountRequestPending: 'You already have a pending request for this game',
  accountExists: 'You already have an account for this game',
  verifyEmailPhone: 'Please verify your e-mail address and phone number first',
  noGameAccount: 'You do not have an account for this game yet',
  credentialsRevealed:
    'These credentials were already shown once and are no longer stored. Use the game sign-in page to reset your password if you lost it.',
  credentialsShown: 'Write these down now: they will not be shown again',
  passwordReset: 'A new temporary password is ready to reveal once on the game page',
  requestNotFound: 'Request not found',
  alreadyDecided: 'This request was already decided',
  requestBeingDecided: 'Another staff member is approving this request right now',
  usernameRequired: 'Enter the username and temporary password created in the game platform',
  loadRequested: 'Game loot requested',
  loadAmountCents: 'Amount must be in cents: a whole number of coins (multiple of 100) for Gold Coins',
  insufficientBalance: 'Insufficient balance',
  withdrawalRequested: 'Withdrawal requested',
  nothingToWithdraw: 'There are no credits to withdraw in this game',
  platformUnavailable: 'The game platform is not available right now. Please try again later.',
  // Redemption rules (POST /wallet/withdraw), each with its own message.
  kycRequired: 'Verify your identity before your first redemption',
  underage: 'You must be 21 or older to redeem Sweep Coins',
  stateNotEligible: 'Sweep Coin redemption is not available in your state',
  unplayed: 'Only Sweep Coins played at least once can be redeemed',
  belowMinimum: 'The minimum redemption is 50 SC',
  dailyLimit: 'This redemption is over your daily redemption limit',
  redemptionPending: 'You already have a redemption in progress',
  redemptionRequested: 'Redemption requested',
  redemptionCancelled: 'Redemption cancelled. The Sweep Coins are back in your balance.',
  redemptionNotCancellable: 'This redemption can no longer be cancelled',
  redemptionApproved: 'Redemption approved',
  redemptionRejected: 'Redemption rejected. The Sweep Coins were returned.',
  reasonRequired: 'A reason is required to reject',
  payoutUnavailable: 'Payouts are not available right now',
  badSignature: 'Invalid signature',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Game accounts
// ---------------------------------------------------------------------------------------------------------------

export const GAME_ACCOUNT_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type GameAccountRequestStatus = (typeof GAME_ACCOUNT_REQUEST_STATUSES)[number];

/** The platform kinds: a real integration is one more value. */
export const GAME_PLATFORM_KINDS = ['manual', 'sandbox'] as const;
export type GamePlatformKind = (typeof GAME_PLATFORM_KINDS)[number];

/** A game id (uuid) or slug in a path: GET /games/{id}/user-status, /game-accounts/my-account/{id}. */
export const gameIdParamsSchema = z.object({
  id: z.string().trim().min(1, 'Game not found').max(80, 'Game not found'),
});

export const gameAccountRequestSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  status: z.enum(GAME_ACCOUNT_REQUEST_STATUSES),
  adminNotes: z.string().nullable(),
  createdAt: isoDate,
  decidedAt: isoDate.nullable(),
});
export type GameAccountRequest = z.infer<typeof gameAccountRequestSchema>;

/** data of POST /games/{id}/account-request (201). */
export const gameAccountRequestAnswerSchema = z.object({ request: gameAccountRequestSchema });

/** data of GET /games/{id}/user-status (SPEC §3 "Game account status response": data.hasPendingRequest). */
export const gameUserStatusSchema = z.object({
  gameId: z.string(),
  hasPendingRequest: z.boolean(),
  /** none: never asked; pending; approved: the account exists; rejected: the last request was refused. */
  status: z.enum(['none', 'pending', 'approved', 'rejected']),
  hasAccount: z.boolean(),
  requestId: z.string().nullable(),
  adminNotes: z.string().nullable(),
});
export type GameUserStatus = z.infer<typeof gameUserStatusSchema>;

export const gameAccountSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  username: z.string(),
  platform: z.enum(GAME_PLATFORM_KINDS),
  /** True while the temporary password can still be revealed (once). */
  canRevealPassword: z.boolean(),
  /** The player changed the temporary password at first game sign-in (sandbox platform; null when unknown). */
  passwordChanged: z.boolean().nullable(),
  /** Where the player signs in to play (the sandbox slot page), or null (manual platform: the game's own site). */
  playUrl: z.string().nullable(),
  /** Credits in the game as last known (the platform's balance), ledger units. */
  credits: z.object({ gold: z.number().int(), sweep: z.number().int() }),
  /** Total wagered on the platform, ledger units. */
  wagered: z.object({ gold: z.number().int(), sweep: z.number().int() }),
  createdAt: isoDate,
});
export type GameAccount = z.infer<typeof gameAccountSchema>;

/** data of GET /game-accounts/my-account/{id} ({id} = the game's id or slug); account null when none. */
export const myGameAccountAnswerSchema = z.object({ account: gameAccountSchema.nullable() });
/** data of GET /game-accounts (all of the player's accounts). */
export const gameAccountsAnswerSchema = z.object({ accounts: z.array(gameAccountSchema) });

/** data of POST /game-accounts/{accountId}/reveal: the temporary password, exactly once (then 410). */
export const revealedCredentialsSchema = z.object({
  username: z.string(),
  temporaryPassword: z.string(),
  playUrl: z.string().nullable(),
  mustChangePassword: z.literal(true),
});
export type RevealedCredentials = z.infer<typeof revealedCredentialsSchema>;

/** Staff: POST /admin/game-account-requests/{id}/decision. */
export const gameAccountDecisionBodySchema = z
  .object({
    approve: z.boolean({ error: 'approve must be true or false' }),
    notes: notes.optional(),
    /** Manual platform only: what staff created in the platform's back office. */
    username: z.string().trim().min(3).max(64).optional(),
    temporaryPassword: z.string().min(8).max(128).optional(),
  })
  .refine((b) => b.approve || (b.notes !== undefined && b.notes.length > 0), {
    message: GAMES_PLAY_MESSAGES.reasonRequired,
    path: ['notes'],
  });
export type GameAccountDecisionBody = z.infer<typeof gameAccountDecisionBodySchema>;

/** Staff: POST /admin/game-accounts/{accountId}/reset-password (manual platform: the new temporary password). */
export const gameAccountResetBodySchema = z.object({
  temporaryPassword: z.string().min(8).max(128).optional(),
});
export type GameAccountResetBody = z.infer<typeof gameAccountResetBodySchema>;
export const gameAccountResetAnswerSchema = z.object({
  accountId: z.string(),
  canRevealPassword: z.literal(true),
});

export const staffGameAccountRequestSchema = gameAccountRequestSchema.extend({
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
});
export const staffGameAccountRequestsAnswerSchema = z.object({
  requests: z.array(staffGameAccountRequestSchema),
});
export const staffGameAccountDecisionAnswerSchema = z.object({
  request: staffGameAccountRequestSchema,
});

/** Staff list filters. */
export const staffListQuerySchema = z.object({
  status: z
    .enum(['pending', 'approved', 'rejected', 'failed', 'cancelled', 'in_review', 'sent', 'paid', 'all'], {
      error: 'Unknown status',
    })
    .default('pending'),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 200')
    .max(200, 'limit must be between 1 and 200')
    .default(50),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

export const requestIdParamsSchema = z.object({ id: z.uuid({ error: GAMES_PLAY_MESSAGES.requestNotFound }) });

// ---------------------------------------------------------------------------------------------------------------
// Loads (recharge requests) and game withdrawals
// ---------------------------------------------------------------------------------------------------------------

export const GAME_TRANSFER_STATUSES = ['pending', 'approved', 'rejected', 'failed'] as const;
export type GameTransferStatus = (typeof GAME_TRANSFER_STATUSES)[number];

/** Limits of one load, in cents (SPEC §9 units): 1.00 to 10,000.00 of the currency. */
export const LOAD_LIMITS = { minCents: 100, maxCents: 1_000_000 } as const;

/** POST /recharge-requests: load coins from the wallet into a game account (Add Game Loot). */
export const rechargeRequestBodySchema = z
  .object({
    gameId: z.string({ error: 'gameId is required' }).trim().min(1, 'gameId is required').max(80),
    currency,
    amount: z
      .number({ error: 'amount must be a number' })
      .int('amount must be a whole number of cents')
      .min(LOAD_LIMITS.minCents, 'The minimum load is 1.00')
      .max(LOAD_LIMITS.maxCents, 'The maximum load is 10,000.00'),
  })
  .refine((b) => b.currency === 'SC' || b.amount % 100 === 0, {
    message: GAMES_PLAY_MESSAGES.loadAmountCents,
    path: ['amount'],
  });
export type RechargeRequestBody = z.infer<typeof rechargeRequestBodySchema>;

export const rechargeRequestSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  currency,
  /** Hundredths of the currency (scale 2: SPEC §9's "recharge amounts ÷100" is the unit, not a rule per screen). */
  amount: moneySchema,
  status: z.enum(GAME_TRANSFER_STATUSES),
  adminNotes: z.string().nullable(),
  createdAt: isoDate,
  decidedAt: isoDate.nullable(),
});
export type RechargeRequest = z.infer<typeof rechargeRequestSchema>;
export const rechargeRequestAnswerSchema = z.object({ request: rechargeRequestSchema });
export const rechargeRequestsAnswerSchema = z.object({ requests: z.array(rechargeRequestSchema) });

/** POST /game-withdrawals: take credits out of a game back into the wallet (amount omitted: everything). */
export const gameWithdrawalBodySchema = z.object({
  gameId: z.string({ error: 'gameId is required' }).trim().min(1, 'gameId is required').max(80),
  currency,
  amount: z
    .number({ error: 'amount must be a number' })
    .int('amount must be a whole number')
    .min(1, 'amount must be positive')
    .max(100_000_000, 'amount is too large')
    .optional(),
});
export type GameWithdrawalBody = z.infer<typeof gameWithdrawalBodySchema>;

export const gameWithdrawalSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  currency,
  /** What the player asked for (null = everything), in the ledger's unit. */
  requestedAmount: moneySchema.nullable(),
  /** What the platform confirmed and the wallet received, in the ledger's unit; zero until confirmed. */
  amount: moneySchema,
  status: z.enum(GAME_TRANSFER_STATUSES),
  adminNotes: z.string().nullable(),
  createdAt: isoDate,
  decidedAt: isoDate.nullable(),
});
export type GameWithdrawal = z.infer<typeof gameWithdrawalSchema>;
export const gameWithdrawalAnswerSchema = z.object({ withdrawal: gameWithdrawalSchema });
export const gameWithdrawalsAnswerSchema = z.object({ withdrawals: z.array(gameWithdrawalSchema) });

/** Staff: POST /admin/recharge-requests/{id}/decision and /admin/game-withdrawals/{id}/decision. */
export const gameTransferDecisionBodySchema = z
  .object({
    approve: z.boolean({ error: 'approve must be true or false' }),
    notes: notes.optional(),
    /** Game withdrawals on the manual platform: the amount staff took out in the back office (ledger units). */
    amount: z.number().int().min(1).max(100_000_000).optional(),
    /** Manual platform: the account's wagered total (ledger units) read in the back office, if known. */
    wagered: z.number().int().min(0).max(1_000_000_000_000).optional(),
  })
  .refine((b) => b.approve || (b.notes !== undefined && b.notes.length > 0), {
    message: GAMES_PLAY_MESSAGES.reasonRequired,
    path: ['notes'],
  });
export type GameTransferDecisionBody = z.infer<typeof gameTransferDecisionBodySchema>;

const staffPlayerFields = { userId: z.string(), userName: z.string(), userEmail: z.string() };
/**
 * Staff lists: the player's own records (every amount a Money, issue 28 item 1) with the player they belong to.
 */
export const staffRechargeRequestsAnswerSchema = z.object({
  requests: z.array(rechargeRequestSchema.extend(staffPlayerFields)),
});
export const staffGameWithdrawalsAnswerSchema = z.object({
  withdrawals: z.array(gameWithdrawalSchema.extend(staffPlayerFields)),
});

// ---------------------------------------------------------------------------------------------------------------
// Sweep Coin redemption (POST /wallet/withdraw) and its tracker
// ---------------------------------------------------------------------------------------------------------------

// REDEMPTION_RULES: zod-free, in redemption-rules.ts (re-exported at the top of this file).

export const REDEMPTION_METHODS = ['bank_transfer', 'gift_card'] as const;
export type RedemptionMethod = (typeof REDEMPTION_METHODS)[number];

export const REDEMPTION_STATUSES = [
  'pending',
  'in_review',
  'approved',
  'sent',
  'paid',
  'rejected',
  'cancelled',
  'failed',
] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

export const GIFT_CARD_BRANDS = ['amazon', 'visa'] as const;

export const redemptionBodySchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('bank_transfer'),
      amount: z
        .number({ error: 'amount must be a number' })
        .int('amount must be a whole number of cents')
        .min(1, 'amount must be positive')
        .max(100_000_000, 'amount is too large'),
      bank: z.object({
        accountHolder: z.string().trim().min(2, 'Enter the account holder name').max(100),
        routingNumber: z.string().regex(/^\d{9}$/, 'The routing number has 9 digits'),
        accountNumber: z.string().regex(/^\d{4,17}$/, 'The account number has 4 to 17 digits'),
      }),
    }),
    z.object({
      method: z.literal('gift_card'),
      amount: z
        .number({ error: 'amount must be a number' })
        .int('amount must be a whole number of cents')
        .min(1, 'amount must be positive')
        .max(100_000_000, 'amount is too large'),
      giftCard: z.object({
        brand: z.enum(GIFT_CARD_BRANDS, { error: 'Choose a gift card' }),
        email: z.email('Enter a valid e-mail address').max(320),
      }),
    }),
  ],
  { error: 'method must be bank_transfer or gift_card' },
);
export type RedemptionBody = z.infer<typeof redemptionBodySchema>;

export const TRACKER_STEPS = ['requested', 'in_review', 'approved', 'sent', 'paid'] as const;
export type TrackerStepName = (typeof TRACKER_STEPS)[number] | 'rejected' | 'cancelled' | 'failed';

export const trackerStepSchema = z.object({
  step: z.enum([...TRACKER_STEPS, 'rejected', 'cancelled', 'failed']),
  state: z.enum(['done', 'current', 'upcoming']),
  at: isoDate.nullable(),
});

export const redemptionSchema = z.object({
  id: z.string(),
  /** Sweep Coins, scale 2. */
  amount: moneySchema,
  method: z.enum(REDEMPTION_METHODS),
  /** "Bank ••••6789" or "Amazon gift card to p•••@example.com" (never a full account number) */
  destination: z.string(),
  status: z.enum(REDEMPTION_STATUSES),
  reason: z.string().nullable(),
  createdAt: isoDate,
  reviewStartedAt: isoDate.nullable(),
  approvedAt: isoDate.nullable(),
  sentAt: isoDate.nullable(),
  paidAt: isoDate.nullable(),
  closedAt: isoDate.nullable(),
  /** Tracker: steps in order with their state; a refusal ends with rejected (with reason) / failed / cancelled. */
  steps: z.array(trackerStepSchema),
  /** The date (YYYY-MM-DD) the money is expected, from business days; null once closed. */
  expectedBy: z.string().nullable(),
  /** Exactly what it waits for, in words ("In review since Tuesday"), or null once closed. */
  waitingFor: z.string().nullable(),
  canCancel: z.boolean(),
});
export type Redemption = z.infer<typeof redemptionSchema>;
export const redemptionAnswerSchema = z.object({ redemption: redemptionSchema });
export const redemptionsAnswerSchema = z.object({ redemptions: z.array(redemptionSchema) });

/** Reasons a redemption cannot be requested now (GET /wallet/redeemable lists all that apply). */
export const REDEMPTION_BLOCKERS = [
  'kyc_required',
  'underage',
  'state_not_eligible',
  'below_minimum',
  'redemption_pending',
  'daily_limit',
] as const;

/** data of GET /wallet/redeemable: the balance widget's "redeemable now" and "still needs play". */
export const redeemableSchema = z.object({
  /** The SC balance (cents). */
  sweep: z.number().int(),
  /** SC played at least once and not pending: redeemable now (cents). */
  redeemable: z.number().int(),
  /** SC that still needs play (cents). */
  needsPlay: z.number().int(),
  /** SC in a pending redemption (cents). */
  pendingRedemption: z.number().int(),
  /** What is left of today's limit (rolling 24 h, cents). */
  dailyRemaining: z.number().int(),
  minimum: z.number().int(),
  dailyLimit: z.number().int(),
  blockers: z.array(z.enum(REDEMPTION_BLOCKERS)),
});
export type Redeemable = z.infer<typeof redeemableSchema>;

/** Staff. */
export const redemptionRejectBodySchema = z.object({
  reason: z
    .string({ error: GAMES_PLAY_MESSAGES.reasonRequired })
    .trim()
    .min(1, GAMES_PLAY_MESSAGES.reasonRequired)
    .max(500),
});
export const staffRedemptionsAnswerSchema = z.object({
  redemptions: z.array(redemptionSchema.extend(staffPlayerFields)),
});

// ---------------------------------------------------------------------------------------------------------------
// Sandbox game platform: provably-fair slot (/sandbox/game-platform/..., SANDBOX=on only)
// ---------------------------------------------------------------------------------------------------------------

/**
 * The slot: 3 reels, symbols and pays below; return to player (RTP) computed exactly from the reel strips
 * (slotRtp() in the api; documented in docs/games.md). A round's outcome is
 * HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`): the first three 4-byte words mod the reel length pick the stops.
 */
export const SLOT_SYMBOLS = ['cherry', 'lemon', 'bell', 'bar', 'seven', 'diamond'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

export const slotRoundSchema = z.object({
  roundId: z.string(),
  currency,
  bet: z.number().int(),
  win: z.number().int(),
  reels: z.array(z.enum(SLOT_SYMBOLS)).length(3),
  stops: z.array(z.number().int()).length(3),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  balance: z.number().int(),
});
export type SlotRound = z.infer<typeof slotRoundSchema>;

export const slotVerifySchema = z.object({
  roundId: z.string(),
  serverSeed: z.string().nullable(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** true when the revealed seed hashes to the committed hash and reproduces the stops */
  verified: z.boolean().nullable(),
  stops: z.array(z.number().int()),
});
