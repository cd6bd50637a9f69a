import { z } from 'zod';
import type { StaffPermission } from './staff-roles';

// The back office's work queue (issue 29 item 2; docs/decisions/0121-work-queue-claims.md): taking an item claims
// it for one staff member, so two staff never work the same one; an abandoned claim expires after
// WORK_CLAIM_MINUTES. A decision on an item another staff member holds a live claim on is refused (409
// claimed_by_other); an unclaimed item is claimed by the decision itself.

/** The kinds of queue item a claim can hold. */
export const WORK_QUEUE_KINDS = ['game_account', 'load', 'game_withdrawal', 'redemption'] as const;
export type WorkQueueKind = (typeof WORK_QUEUE_KINDS)[number];

/** The permission that decides (and so may claim) each kind of item (contracts/src/staff-roles.ts). */
export const WORK_QUEUE_PERMISSIONS: Record<WorkQueueKind, StaffPermission> = {
  game_account: 'games.accounts.decide',
  load: 'games.transfers.decide',
  game_withdrawal: 'games.transfers.decide',
  redemption: 'redemptions.decide',
};

/** How long a claim holds without activity: taking the item again (the decision screen does it) renews it. */
export const WORK_CLAIM_MINUTES = 10;

export const WORK_QUEUE_MESSAGES = {
  claimed: 'Claimed',
  renewed: 'Claim renewed',
  released: 'Claim released',
  notClaimed: 'You do not hold a claim on this item',
  claimedByOther: 'Another staff member is working on this item',
  itemNotFound: 'Queue item not found',
  alreadyDecided: 'This item was decided already',
} as const;

const kind = z.enum(WORK_QUEUE_KINDS, { error: 'Unknown queue' });
const itemId = z.uuid({ error: WORK_QUEUE_MESSAGES.itemNotFound });

/** POST /admin/queue/claims: take (or renew) the claim on one item. */
export const workClaimBodySchema = z.object({ kind, id: itemId });
export type WorkClaimBody = z.infer<typeof workClaimBodySchema>;

/** DELETE /admin/queue/claims/{kind}/{id}: release one's own claim. */
export const workClaimParamsSchema = z.object({ kind, id: itemId });

/** GET /admin/queue/claims?kind=: the live claims (of the kinds the caller may decide). */
export const workClaimsQuerySchema = z.object({ kind: kind.optional() });

/** A live claim: who holds it and until when. */
export const workClaimSchema = z.object({
  kind,
  id: z.uuid(),
  staffId: z.uuid(),
  /** the holder's name (or e-mail) as staff see it */
  staffName: z.string(),
  /** the caller holds it */
  mine: z.boolean(),
  claimedAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type WorkClaim = z.infer<typeof workClaimSchema>;

export const workClaimAnswerSchema = z.object({ claim: workClaimSchema });
export const workClaimsAnswerSchema = z.object({ claims: z.array(workClaimSchema) });
export type WorkClaimsAnswer = z.infer<typeof workClaimsAnswerSchema>;

/** One queue's figures at the top of its list, computed by the server over every waiting item. */
export const workQueueFiguresSchema = z.object({
  kind,
  /** items waiting for a decision */
  count: z.number().int().min(0),
  /** when the oldest waiting item was made (null: none waiting) */
  oldestAt: z.iso.datetime({ offset: true }).nullable(),
  /** its age in seconds by the server's clock (null: none waiting) */
  oldestAgeSeconds: z.number().int().min(0).nullable(),
  /** waiting items someone holds a live claim on */
  claimed: z.number().int().min(0),
});
export type WorkQueueFigures = z.infer<typeof workQueueFiguresSchema>;

/** GET /admin/queue/summary: the figures of each queue the caller may decide. */
export const workQueueSummarySchema = z.object({ queues: z.array(workQueueFiguresSchema) });
export type WorkQueueSummary = z.infer<typeof workQueueSummarySchema>;
