import type { FastifyRequest } from 'fastify';
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

export const runLoginHooks = (ctx: LoginHookContext) => run(onLogin, ctx, 'login');
export const runUnverifiedLoginHooks = (ctx: LoginHookContext) => run(onUnverified, ctx, 'unverified login');
