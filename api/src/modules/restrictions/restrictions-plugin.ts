import fp from 'fastify-plugin';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { blockMessage, ELIGIBILITY_MESSAGES, type AccountRestriction } from '@arcade/contracts';
import { authOf } from '../session/auth-plugin';
import { registerUserViewContributor } from '../users/user-view';
import { assertUnrestricted } from './restriction-service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler of every route that gains the player money or play: daily/welcome and sweep bonuses, free entries
     * (online and mail-in), coupons, and (issues 11, 12) purchases and game loads. Put it after app.requireUser:
     * 403 { errors: ['account_restricted'], data: { restriction } } for a restricted account, nothing changed;
     * 403 { errors: ['account_restricted', 'break_active' | 'self_excluded'], data: { protection } } for a player
     * on a break or self-excluded (issue 30).
     * Redemption of what is already owed does NOT use it.
     */
    requireUnrestricted: (request: FastifyRequest) => Promise<void>;
    /**
     * THE guards of an endpoint that gains the player money or play (bonuses, free entry, coupons, purchases,
     * game loads): a session, an unrestricted account, an eligible location (unknown fails closed) and a
     * completed profile, in that order. `preValidation: app.moneyGuards`.
     */
    moneyGuards: preHandlerAsyncHookHandler[];
  }
}

/**
 * The user DTO gains restriction: { reason, message } | null: the active restriction, else the break or
 * self-exclusion the player took (in the words of every refusal), else a closed state (the excluded states, issue 30
 * item 5): the player is told why they are redeem-only.
 */
registerUserViewContributor({
  name: 'restriction',
  tables: ['account_restrictions', 'protection_blocks', 'state_eligibility_changes'],
  columns: [
    'ar.reason AS restriction__reason',
    'ar.message AS restriction__message',
    'u.state AS restriction__state',
    'se.status AS restriction__state_status',
    'se.effective_at AS restriction__state_since',
    'pb.kind AS restriction__block_kind',
    'pb.ends_at AS restriction__block_ends',
  ],
  // At most one active row per user (unique partial index account_restrictions_one_active). A state's change is
  // read at the database's time; a cached answer follows a new change within the cache's few seconds.
  joins: [
    'LEFT JOIN account_restrictions ar ON ar.user_id = u.id AND ar.lifted_at IS NULL',
    `LEFT JOIN LATERAL (SELECT sec.status, sec.effective_at FROM state_eligibility_changes sec
       WHERE sec.state = u.state AND sec.effective_at <= now() ORDER BY sec.effective_at DESC, sec.id DESC LIMIT 1)
       se ON true`,
    `LEFT JOIN LATERAL (SELECT b.kind, b.ends_at FROM protection_blocks b
       WHERE b.user_id = u.id AND b.started_at <= now() AND (b.ends_at IS NULL OR b.ends_at > now())
       ORDER BY b.ends_at DESC NULLS FIRST, b.id DESC LIMIT 1) pb ON true`,
  ],
  read: (c) => ({
    restriction: c.reason
      ? { reason: c.reason as AccountRestriction['reason'], message: String(c.message) }
      : c.block_kind
        ? {
            reason: c.block_kind === 'break' ? 'break' : 'self_excluded',
            message: blockMessage(
              c.block_kind as 'break' | 'exclusion',
              (c.block_ends as Date | string | null) ?? null,
            ),
          }
        : c.state_status === 'excluded'
          ? {
              reason: 'state_excluded',
              message: ELIGIBILITY_MESSAGES.stateExcluded(String(c.state), c.state_since as Date | string),
            }
          : null,
  }),
});

/** Decorates app.requireUnrestricted for every later module. Not encapsulated. */
export const restrictionsCore = fp(
  async (app) => {
    app.decorate('requireUnrestricted', async (request: FastifyRequest) => {
      // app.protection (registered right after this module) holds the clock breaks and exclusions are read by.
      await assertUnrestricted(app.db, authOf(request).userId, app.protection.clock());
    });
    app.decorate('moneyGuards', [
      app.requireUser,
      app.requireUnrestricted,
      app.geoGate({ failClosed: true }),
      app.requireCompleteProfile,
    ]);
  },
  { name: 'restrictions-core', dependencies: ['arcade-auth', 'identity-core'] },
);
