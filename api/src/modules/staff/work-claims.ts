import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, onResponseHookHandler, preHandlerHookHandler } from 'fastify';
import {
  ERROR_CODES,
  roleCan,
  WORK_CLAIM_MINUTES,
  WORK_QUEUE_KINDS,
  WORK_QUEUE_MESSAGES,
  WORK_QUEUE_PERMISSIONS,
  type Role,
  type WorkClaim,
  type WorkQueueKind,
} from '@arcade/contracts';
import type { Db } from '../../db/db';
import { AppError, conflict, notFound } from '../../http/errors';
import { recordAudit, type AuditActor } from './audit-repository';
import { authOf } from '../session/auth-plugin';
import { staffActorOf } from './staff-plugin';
import {
  clearClaim,
  deleteClaim,
  itemExists,
  itemState,
  liveClaims,
  queueFigures,
  toClaim,
  upsertClaim,
} from './work-claims-repository';

export interface WorkQueueContext {
  /** The time claims are taken and expire by (tests move it). */
  clock: () => Date;
  /** How long a claim holds without activity. */
  claimMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The work queue's context (one mutable object: tests swap its clock). */
    workQueue: WorkQueueContext;
    /**
     * Route options for a queue item's decision route (params.id is the item): a preHandler that refuses with 409
     * claimed_by_other while another staff member holds a live claim on it, else takes the claim for the caller
     * (an unclaimed item is claimed by its decision); an onResponse that clears the claim once the decision
     * succeeded and the item no longer waits.
     */
    claimedDecision: (kind: WorkQueueKind) => {
      preHandler: preHandlerHookHandler;
      onResponse: onResponseHookHandler;
    };
  }
}

type StaffActor = Exclude<AuditActor, 'system'>;

/** Decision requests whose claim was taken by the decision itself (not held before). */
const implicitClaims = new WeakSet<FastifyRequest>();

/** The kinds a role may decide (and so see claims and figures of). */
export const kindsFor = (role: Role | null | undefined): WorkQueueKind[] =>
  WORK_QUEUE_KINDS.filter((k) => roleCan(role, WORK_QUEUE_PERMISSIONS[k]));

const claimedByOther = (claim: WorkClaim) =>
  new AppError(409, WORK_QUEUE_MESSAGES.claimedByOther, [ERROR_CODES.claimedByOther], { claim });

/**
 * Takes (or renews) the caller's claim on a queue item: 404 for an unknown item, 409 already_decided for one
 * decided already, 409 claimed_by_other with the holder's claim while someone else holds a live one. A new claim taken by "Take" is audited (queue.claim); a
 * renewal, or the claim a decision takes implicitly (the decision is audited), is not.
 */
export async function claimItem(
  db: Db,
  ctx: WorkQueueContext,
  actor: StaffActor,
  kind: WorkQueueKind,
  id: string,
  audit = true,
): Promise<{ claim: WorkClaim; renewed: boolean }> {
  const now = ctx.clock();
  return db.transaction(async (tx) => {
    const state = await itemState(tx, kind, id);
    if (state === 'missing') throw notFound(WORK_QUEUE_MESSAGES.itemNotFound);
    // "Take" on an item decided meanwhile (a decision's own claim leaves that answer to the decision).
    if (state === 'decided' && audit)
      throw conflict(WORK_QUEUE_MESSAGES.alreadyDecided, [ERROR_CODES.alreadyDecided]);
    const { row, taken, renewed } = await upsertClaim(tx, {
      kind,
      id,
      staffId: actor.id,
      now,
      expiresAt: new Date(now.getTime() + ctx.claimMs),
    });
    const claim = toClaim(row, actor.id);
    if (!taken) throw claimedByOther(claim);
    if (!renewed && audit)
      await recordAudit(tx, {
        actor,
        action: 'queue.claim',
        targetType: kind,
        targetId: id,
        after: { claimedBy: actor.id, expiresAt: claim.expiresAt },
      });
    return { claim, renewed };
  });
}

/** Releases the caller's live claim (audited queue.release); answers whether there was one. */
export async function releaseItem(
  db: Db,
  ctx: WorkQueueContext,
  actor: StaffActor,
  kind: WorkQueueKind,
  id: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const released = await deleteClaim(tx, { kind, id, staffId: actor.id, now: ctx.clock() });
    if (released)
      await recordAudit(tx, {
        actor,
        action: 'queue.release',
        targetType: kind,
        targetId: id,
        before: { claimedBy: actor.id },
      });
    return released;
  });
}

export async function listClaims(db: Db, ctx: WorkQueueContext, actor: StaffActor, kind?: WorkQueueKind) {
  const kinds = kindsFor(actor.role).filter((k) => !kind || k === kind);
  return (await liveClaims(db, kinds, ctx.clock())).map((r) => toClaim(r, actor.id));
}

export async function queueSummary(db: Db, ctx: WorkQueueContext, role: Role) {
  return queueFigures(db, kindsFor(role), ctx.clock());
}

/** Decorates app.workQueue and app.claimedDecision for the later modules (games). Not encapsulated. */
export const workQueueCore = fp(
  async (app) => {
    app.decorate('workQueue', {
      clock: () => new Date(),
      claimMs: WORK_CLAIM_MINUTES * 60_000,
    } satisfies WorkQueueContext);
    app.decorate('claimedDecision', (kind: WorkQueueKind) => ({
      preHandler: async (request: FastifyRequest) => {
        const { id } = request.params as { id: string };
        const actor = staffActorOf(request) as StaffActor;
        // An unknown item: the decision answers its own 404.
        if (!(await itemExists(app.db, kind, id))) return;
        const { renewed } = await claimItem(app.db, app.workQueue, actor, kind, id, false);
        if (!renewed) implicitClaims.add(request);
      },
      onResponse: async (request: FastifyRequest, reply: FastifyReply) => {
        const { id } = request.params as { id: string };
        const implicit = implicitClaims.delete(request);
        // Decided: the item left the queue (a redemption put in review still waits: its holder keeps it).
        // Refused: a claim the decision took itself is given back.
        if (reply.statusCode < 300) {
          if ((await itemState(app.db, kind, id)) !== 'waiting') await clearClaim(app.db, kind, id);
        } else if (implicit)
          await deleteClaim(app.db, {
            kind,
            id,
            staffId: authOf(request).userId,
            now: app.workQueue.clock(),
          });
      },
    }));
  },
  { name: 'work-queue-core', dependencies: ['staff-core'] },
);
