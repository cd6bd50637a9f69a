import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/db';
import type { UserRow } from '../users/user-repository';

export interface LoginHookContext {
  db: Db;
  user: UserRow;
  request: FastifyRequest;
}

/** Runs after a successful login (e.g. the bonus module updates the login streak). Failures are logged, never fatal. */
export type LoginHook = (ctx: LoginHookContext) => Promise<void>;

const onLogin: LoginHook[] = [];
const onUnverified: LoginHook[] = [];

export function registerLoginHook(fn: LoginHook): void {
  if (!onLogin.includes(fn)) onLogin.push(fn);
}

/** Runs when the password is right but the e-mail is not verified (login answers 204; e.g. resend the link). */
export function registerUnverifiedLoginHook(fn: LoginHook): void {
  if (!onUnverified.includes(fn)) onUnverified.push(fn);
}

async function run(hooks: LoginHook[], ctx: LoginHookContext, label: string): Promise<void> {
  for (const hook of hooks) {
    try {
      await hook(ctx);
    } catch (err) {
      ctx.request.log.error({ err, userId: ctx.user.id }, `${label} hook failed`);
    }
  }
}

/**
 * What a staff password sign-in answers instead of a session: the staff module's second factor (it sets its
 * challenge cookie and says whether to enrol or verify). Registered by the staff module, so the session module
 * does not import it.
 */
export type StaffSignInStep = (reply: FastifyReply, user: UserRow, db: Db) => Promise<'enrol' | 'verify'>;
let staffStep: StaffSignInStep | null = null;

export function registerStaffSignInStep(fn: StaffSignInStep): void {
  staffStep = fn;
}

export function staffSignInStep(reply: FastifyReply, user: UserRow, db: Db): Promise<'enrol' | 'verify'> {
  if (!staffStep) throw new Error('no staff sign-in step: the staff module is not registered');
  return staffStep(reply, user, db);
}

export const runLoginHooks = (ctx: LoginHookContext) => run(onLogin, ctx, 'login');
export const runUnverifiedLoginHooks = (ctx: LoginHookContext) => run(onUnverified, ctx, 'unverified login');

/** What a login gate wants to hear about the attempt it let through. */
export interface LoginAttemptObserver {
  /** Wrong password or unknown e-mail (alike). */
  failed?(): Promise<void>;
  /** The password was right (the answer may still be 204 for an unverified e-mail). */
  succeeded?(reply: FastifyReply): Promise<void>;
}

/**
 * Runs on POST /user/login after the payload is valid and before the password is checked, in registration order.
 * It may refuse by throwing (e.g. a 403 geo block, a 429 for too many failures) and may return an observer.
 */
export type LoginGate = (
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
) => Promise<LoginAttemptObserver | void>;

const gates: LoginGate[] = [];

export function registerLoginGate(fn: LoginGate): void {
  if (!gates.includes(fn)) gates.push(fn);
}

/** Runs every gate; the returned observers are told the outcome. */
export async function runLoginGates(
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
): Promise<LoginAttemptObserver[]> {
  const observers: LoginAttemptObserver[] = [];
  for (const gate of gates) {
    const observer = await gate(request, reply, email);
    if (observer) observers.push(observer);
  }
  return observers;
}
