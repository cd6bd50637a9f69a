import crypto from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CURRENCIES } from '@arcade/contracts';
import { accountStatus, createAccount, moveCredits, resetPassword } from './sandbox-operator';
import { answer } from './sandbox-refusal';

const accountParams = z.object({ id: z.uuid() });
const moveBody = z.object({
  currency: z.enum(CURRENCIES),
  amount: z.number().int().min(1).max(1_000_000_000).nullable(),
  idempotencyKey: z.string().min(1).max(200),
});

/** The sandbox platform's operator API under `${base}/api` (Bearer key): what HttpGamePlatform calls. */
export const sandboxOperatorRoutes = (options: { base: string; apiKey: string }): FastifyPluginAsync =>
  async function sandboxOperatorApi(plain) {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const db = app.db;
    const api = `${options.base}/api`;
    const operator = async (request: FastifyRequest, reply: FastifyReply) => {
      const given = Buffer.from(String(request.headers.authorization ?? ''));
      const want = Buffer.from(`Bearer ${options.apiKey}`);
      if (given.length !== want.length || !crypto.timingSafeEqual(given, want))
        return reply.code(401).send({ error: 'Invalid API key' });
    };

    app.post(
      `${api}/accounts`,
      {
        preHandler: operator,
        schema: {
          hide: true,
          body: z.object({
            playerRef: z.string().min(1).max(100),
            gameSlug: z.string().min(1).max(100),
            usernameHint: z.string().max(100),
            reference: z.string().min(1).max(100).optional(),
          }),
        },
      },
      async (request) => createAccount(db, request.body),
    );
    app.post(
      `${api}/accounts/:id/reset-password`,
      { preHandler: operator, schema: { hide: true, params: accountParams } },
      async (request, reply) => answer(reply, await resetPassword(db, request.params.id)),
    );
    for (const kind of ['load', 'withdraw'] as const)
      app.post(
        `${api}/accounts/:id/${kind}`,
        { preHandler: operator, schema: { hide: true, params: accountParams, body: moveBody } },
        async (request, reply) => answer(reply, await moveCredits(db, kind, request.params.id, request.body)),
      );
    app.get(
      `${api}/accounts/:id`,
      { preHandler: operator, schema: { hide: true, params: accountParams } },
      async (request, reply) => answer(reply, await accountStatus(db, request.params.id)),
    );
  };
