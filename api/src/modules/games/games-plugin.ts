import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { derivedSecret } from '../identity/identity-settings';
import { HttpGamePlatform, ManualGamePlatform, type FetchLike, type GamePlatform } from './game-platform';
import type { GamesContext } from './games-context';
import {
  PAYOUT_SIGNATURE_HEADER,
  PAYOUT_WEBHOOK_PATH,
  SandboxPayoutProvider,
  type PayoutProvider,
} from './payouts';
import { payoutRefOf } from './redemption-repository';
import { SANDBOX_PLATFORM_PREFIX, sandboxGamePlatformRoutes } from './sandbox/sandbox-platform-routes';
import { createSecretBox, secretKeyOf } from '../../crypto/secret-box';
import { gamesPlayRoutes } from './games-play-routes';
import { JobRunner } from '../../jobs/job-runner';
import { retryUnanswered } from './game-transfers-retry';

export const GAMES_RETRY_JOB = 'games.retry-unanswered';

/** The retry job of a node (the server starts one per process; tests build their own). */
export function gamesRetryRunner(app: FastifyInstance, intervalMs: number, minAgeMs?: number): JobRunner {
  return new JobRunner(
    app.db,
    [
      {
        name: GAMES_RETRY_JOB,
        intervalMs,
        leaseMs: 5 * 60 * 1000,
        run: () => retryUnanswered(app.games, minAgeMs),
      },
    ],
    (msg, err) => app.log.error({ err }, msg),
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue 12: the game platform, payout provider and secret box the games routes use. */
    games: GamesContext;
  }
}

/** HTTP to this same server without a network hop (the sandbox platform is mounted in-process). */
export function injectFetch(app: FastifyInstance): FetchLike {
  return async (url, init) => {
    const u = new URL(url, 'http://in-process');
    const res = await app.inject({
      method: init.method as 'GET',
      url: `${u.pathname}${u.search}`,
      headers: init.headers,
      payload: init.body,
    });
    return { status: res.statusCode, json: async () => res.json() as unknown };
  };
}

/** The game platform of the configuration: the sandbox (SANDBOX=on) over its HTTP API, or the manual one. */
export function createGamePlatform(app: FastifyInstance, sandboxKey: string): GamePlatform {
  if (app.config.games.platform === 'sandbox' && app.config.sandbox)
    return new HttpGamePlatform(
      'sandbox',
      `http://in-process${SANDBOX_PLATFORM_PREFIX}/api`,
      sandboxKey,
      injectFetch(app),
    );
  return new ManualGamePlatform();
}

export function createPayoutProvider(app: FastifyInstance): PayoutProvider | null {
  const { games, sandbox, jwtSecret } = app.config;
  if (games.payoutProvider === 'sandbox' && sandbox)
    return new SandboxPayoutProvider(
      games.payoutWebhookSecret ?? derivedSecret(jwtSecret, 'payout-sandbox-webhook'),
    );
  return null;
}

/** Decorates app.games (providers chosen by config). */
export const gamesCore = fp(
  async (app) => {
    const sandboxKey = derivedSecret(app.config.jwtSecret, 'game-platform-sandbox-key');
    const sandboxPlatform = app.config.games.platform === 'sandbox' && app.config.sandbox;
    app.decorate('games', {
      db: app.db,
      platform: createGamePlatform(app, sandboxKey),
      payouts: createPayoutProvider(app),
      box: createSecretBox(secretKeyOf(app.config)),
      log: app.log,
      playUrl: sandboxPlatform ? `${SANDBOX_PLATFORM_PREFIX}/play` : null,
    } satisfies GamesContext);
  },
  { name: 'games-core' },
);

/**
 * The issue 12 feature: player and staff routes, the payout webhook, and with SANDBOX=on the sandbox game platform
 * (/sandbox/game-platform) and the sandbox payout tool (POST /sandbox/payouts/{redemptionId}/settle).
 */
export const gamesPlayFeature: FastifyPluginAsync = async (app) => {
  await app.register(gamesPlayRoutes);
  const intervalS = app.config.games.retryIntervalS;
  const runner = gamesRetryRunner(app, Math.max(intervalS, 1) * 1000);
  app.addHook('onReady', async () => {
    await runner.register();
    if (intervalS > 0) runner.start(Math.min(intervalS, 15) * 1000);
  });
  app.addHook('onClose', async () => runner.stop());
  if (app.config.games.platform === 'sandbox' && app.config.sandbox)
    await app.register(
      sandboxGamePlatformRoutes({ apiKey: derivedSecret(app.config.jwtSecret, 'game-platform-sandbox-key') }),
    );
  const payouts = app.games.payouts;
  if (payouts instanceof SandboxPayoutProvider) {
    const typed = app.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>();
    // Development tool standing in for the payout provider's side: it sends the signed webhook.
    typed.post(
      '/sandbox/payouts/:id/settle',
      {
        schema: {
          hide: true,
          params: z.object({ id: z.uuid() }),
          body: z.object({ outcome: z.enum(['paid', 'failed']), reason: z.string().max(200).optional() }),
        },
      },
      async (request, reply) => {
        const reference = await payoutRefOf(app.db, request.params.id);
        if (!reference) return reply.code(404).send({ error: 'No payout sent for this redemption' });
        const { body, signature } = payouts.webhook(reference, request.body.outcome, request.body.reason);
        const res = await app.inject({
          method: 'POST',
          url: PAYOUT_WEBHOOK_PATH,
          headers: { 'content-type': 'application/json', [PAYOUT_SIGNATURE_HEADER]: signature },
          payload: body,
        });
        return reply.code(res.statusCode).send(res.json());
      },
    );
  }
};
