import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CURRENCIES } from '@arcade/contracts';
import { isSameOriginRequest, siteOrigin } from '../../../http/same-origin';
import type { SandboxSession } from './sandbox-platform-repository';
import {
  changePassword,
  playerState,
  rotateSeed,
  roundProof,
  sessionOfToken,
  SESSION_MS,
  signIn,
  signOut,
  spin,
} from './sandbox-play';
import { answer, Refusal } from './sandbox-refusal';
import { BET_LIMITS } from './slot';

const SESSION_COOKIE = 'sgp_session';
type SignedInRequest = FastifyRequest & { sgp: SandboxSession };
const sessionFrom = (request: FastifyRequest) => (request as SignedInRequest).sgp;

/**
 * The sandbox platform's player site API under `${base}/player`: sign-in with the game account's credentials (a
 * session cookie on `base`), the password change required before play, the slot, seed rotation and round proofs.
 */
export const sandboxPlayerRoutes = (options: { base: string }): FastifyPluginAsync =>
  async function sandboxPlayerSite(plain) {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const db = app.db;
    const player = `${options.base}/player`;
    const fail = (reply: FastifyReply, status: number, error: string) => reply.code(status).send({ error });
    const sameOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isSameOriginRequest(request, siteOrigin(request, undefined)))
        return fail(reply, 403, 'Cross-site request refused');
    };
    const signedIn = async (request: FastifyRequest, reply: FastifyReply) => {
      const token = request.cookies[SESSION_COOKIE];
      const session = token ? await sessionOfToken(db, token) : null;
      if (!session) return fail(reply, 401, 'Please sign in');
      (request as SignedInRequest).sgp = session;
    };
    const mustHaveNewPassword = async (request: FastifyRequest, reply: FastifyReply) => {
      if (sessionFrom(request).must_change_password)
        return fail(reply, 403, 'Set a new password before playing');
    };

    app.post(
      `${player}/session`,
      {
        preHandler: sameOrigin,
        schema: {
          hide: true,
          body: z.object({
            username: z.string().trim().min(1).max(64),
            password: z.string().min(1).max(128),
          }),
        },
      },
      async (request, reply) => {
        const session = await signIn(db, request.body.username, request.body.password);
        if (session instanceof Refusal) return answer(reply, session);
        reply.setCookie(SESSION_COOKIE, session.token, {
          path: options.base,
          httpOnly: true,
          sameSite: 'strict',
          secure: app.config.cookieSecure,
          maxAge: SESSION_MS / 1000,
        });
        return { mustChangePassword: session.mustChangePassword };
      },
    );
    app.post(
      `${player}/logout`,
      { preHandler: sameOrigin, schema: { hide: true } },
      async (request, reply) => {
        const token = request.cookies[SESSION_COOKIE];
        if (token) await signOut(db, token);
        reply.clearCookie(SESSION_COOKIE, { path: options.base });
        return { ok: true };
      },
    );
    app.post(
      `${player}/password`,
      {
        preHandler: [sameOrigin, signedIn],
        schema: {
          hide: true,
          body: z.object({
            currentPassword: z.string().min(1).max(128),
            newPassword: z.string().min(10, 'The new password needs at least 10 characters').max(128),
          }),
        },
      },
      async (request, reply) => {
        const { currentPassword, newPassword } = request.body;
        return answer(
          reply,
          await changePassword(db, sessionFrom(request).account_id, currentPassword, newPassword),
        );
      },
    );
    app.get(`${player}/me`, { preHandler: signedIn, schema: { hide: true } }, async (request) =>
      playerState(db, sessionFrom(request)),
    );
    app.post(
      `${player}/spin`,
      {
        preHandler: [sameOrigin, signedIn, mustHaveNewPassword],
        schema: {
          hide: true,
          body: z.object({
            currency: z.enum(CURRENCIES),
            bet: z.number().int().min(BET_LIMITS.min).max(BET_LIMITS.max),
          }),
        },
      },
      async (request, reply) =>
        answer(
          reply,
          await spin(db, sessionFrom(request).account_id, request.body.currency, request.body.bet),
        ),
    );
    app.post(
      `${player}/rotate-seed`,
      {
        preHandler: [sameOrigin, signedIn],
        schema: {
          hide: true,
          body: z.object({
            clientSeed: z
              .string()
              .trim()
              .regex(/^[A-Za-z0-9_-]{1,64}$/, 'The seed is 1 to 64 letters, digits, - or _')
              .optional(),
          }),
        },
      },
      async (request) => rotateSeed(db, sessionFrom(request).account_id, request.body.clientSeed),
    );
    // A round's proof: public by round id. The server seed is shown only after the player rotated it.
    app.get(
      `${player}/rounds/:id/verify`,
      { schema: { hide: true, params: z.object({ id: z.uuid() }) } },
      async (request, reply) => answer(reply, await roundProof(db, request.params.id)),
    );
  };
