import crypto from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CURRENCIES, type Currency } from '@arcade/contracts';
import type { Db } from '../../../db/db';
import { isSameOriginRequest, siteOrigin } from '../../../http/same-origin';
import { hashPassword, verifyPassword } from '../../users/password';
import { toInt } from '../../ledger/amounts';
import {
  multiplierOf,
  newClientSeed,
  newServerSeed,
  PAYS,
  REEL,
  seedHash,
  slotRtp,
  stopsOf,
  symbolsAt,
  TWO_CHERRIES,
} from './slot';
import { SLOT_SCRIPT } from './slot-script';

/**
 * The sandbox game platform (SANDBOX=on only), mounted under /sandbox/game-platform. It behaves as an outside
 * platform would: an operator API (Bearer key) to create accounts, reset passwords, load and withdraw credits and
 * read balances and wagered totals; and a player site (/play) where the player signs in with the game account's
 * credentials, must set a new password at first sign-in, and plays a provably-fair slot with the loaded credits.
 * It keeps its own tables (sgp_*); the arcade reaches it only through HttpGamePlatform.
 */
export const SANDBOX_PLATFORM_PREFIX = '/sandbox/game-platform';
const SESSION_COOKIE = 'sgp_session';
const SESSION_MS = 2 * 60 * 60 * 1000;
export const BET_LIMITS = { min: 1, max: 10_000 } as const;

const currency = z.enum(CURRENCIES);
const sha = (v: string) => crypto.createHash('sha256').update(v).digest('hex');

/** A readable username (hint letters + digits) and a temporary password of 14 characters. */
function newUsername(hint: string): string {
  const base =
    hint
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .slice(0, 8) || 'player';
  return `${base}${crypto.randomInt(100000, 999999)}`;
}
export function newTemporaryPassword(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  let out = '';
  for (let i = 0; i < 14; i++) out += alphabet[crypto.randomInt(alphabet.length)];
  return out;
}

async function activeSeed(tx: Db, accountId: string) {
  const r = await tx.query<{ id: string; server_seed_hash: string; client_seed: string; next_nonce: number }>(
    `SELECT id, server_seed_hash, client_seed, next_nonce FROM sgp_seeds WHERE account_id = $1 AND active FOR UPDATE`,
    [accountId],
  );
  if (r.rows[0]) return r.rows[0];
  const seed = newServerSeed();
  const ins = await tx.query<{
    id: string;
    server_seed_hash: string;
    client_seed: string;
    next_nonce: number;
  }>(
    `INSERT INTO sgp_seeds (account_id, server_seed, server_seed_hash, client_seed) VALUES ($1, $2, $3, $4)
     RETURNING id, server_seed_hash, client_seed, next_nonce`,
    [accountId, seed, seedHash(seed), newClientSeed()],
  );
  return ins.rows[0]!;
}

async function balancesOf(db: Db, accountId: string) {
  const r = await db.query<{ currency: Currency; balance: string; wagered: string; won: string }>(
    `SELECT currency, balance, wagered, won FROM sgp_balances WHERE account_id = $1`,
    [accountId],
  );
  const balances = { GC: 0, SC: 0 };
  const wagered = { GC: 0, SC: 0 };
  for (const row of r.rows) {
    balances[row.currency] = toInt(row.balance);
    wagered[row.currency] = toInt(row.wagered);
  }
  return { balances, wagered };
}

async function lockBalance(tx: Db, accountId: string, cur: Currency) {
  const r = await tx.query<{ balance: string }>(
    `INSERT INTO sgp_balances AS b (account_id, currency) VALUES ($1, $2)
     ON CONFLICT (account_id, currency) DO UPDATE SET balance = b.balance RETURNING balance`,
    [accountId, cur],
  );
  return toInt(r.rows[0]!.balance);
}

export const sandboxGamePlatformRoutes = (options: { apiKey: string }): FastifyPluginAsync =>
  async function sandboxGamePlatform(plain) {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const db = app.db;
    const fail = (reply: FastifyReply, status: number, error: string) => reply.code(status).send({ error });

    // ----- operator API ----------------------------------------------------------------------------------------
    const operator = async (request: FastifyRequest, reply: FastifyReply) => {
      const given = Buffer.from(String(request.headers.authorization ?? ''));
      const want = Buffer.from(`Bearer ${options.apiKey}`);
      if (given.length !== want.length || !crypto.timingSafeEqual(given, want))
        return fail(reply, 401, 'Invalid API key');
    };
    const accountParams = z.object({ id: z.uuid() });
    const api = `${SANDBOX_PLATFORM_PREFIX}/api`;

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
      async (request) => {
        const { playerRef, gameSlug, usernameHint, reference } = request.body;
        const temporaryPassword = newTemporaryPassword();
        const hash = await hashPassword(temporaryPassword);
        // Asked again with the same reference: the same account, with a new temporary password.
        if (reference) {
          const again = await db.query<{ id: string; username: string }>(
            `UPDATE sgp_accounts SET password_hash = $2, must_change_password = true WHERE reference = $1
             RETURNING id, username`,
            [reference, hash],
          );
          if (again.rows[0])
            return { externalId: again.rows[0].id, username: again.rows[0].username, temporaryPassword };
        }
        for (;;) {
          const username = newUsername(usernameHint);
          const r = await db.query<{ id: string }>(
            `INSERT INTO sgp_accounts (username, password_hash, player_ref, game_slug, reference)
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
            [username, hash, playerRef, gameSlug, reference ?? null],
          );
          if (r.rows[0]) return { externalId: r.rows[0].id, username, temporaryPassword };
          // A racing call with the same reference created it: answer that one (with this password).
          if (reference) {
            const raced = await db.query<{ id: string; username: string }>(
              `UPDATE sgp_accounts SET password_hash = $2, must_change_password = true WHERE reference = $1
               RETURNING id, username`,
              [reference, hash],
            );
            if (raced.rows[0])
              return { externalId: raced.rows[0].id, username: raced.rows[0].username, temporaryPassword };
          }
        }
      },
    );

    app.post(
      `${api}/accounts/:id/reset-password`,
      { preHandler: operator, schema: { hide: true, params: accountParams } },
      async (request, reply) => {
        const temporaryPassword = newTemporaryPassword();
        const r = await db.query(
          `UPDATE sgp_accounts SET password_hash = $2, must_change_password = true WHERE id = $1`,
          [request.params.id, await hashPassword(temporaryPassword)],
        );
        if (!r.rowCount) return fail(reply, 404, 'Unknown account');
        await db.query(`DELETE FROM sgp_sessions WHERE account_id = $1`, [request.params.id]);
        return { temporaryPassword };
      },
    );

    const moveBody = z.object({
      currency,
      amount: z.number().int().min(1).max(1_000_000_000).nullable(),
      idempotencyKey: z.string().min(1).max(200),
    });
    const move = (kind: 'load' | 'withdraw') => async (request: FastifyRequest, reply: FastifyReply) => {
      const { id } = request.params as { id: string };
      const body = request.body as z.infer<typeof moveBody>;
      if (kind === 'load' && body.amount === null) return fail(reply, 400, 'amount is required');
      return db.transaction(async (tx) => {
        const exists = await tx.query(`SELECT 1 FROM sgp_accounts WHERE id = $1`, [id]);
        if (!exists.rowCount) return fail(reply, 404, 'Unknown account');
        const balance = await lockBalance(tx, id, body.currency);
        const seen = await tx.query<{ kind: string; amount: string; account_id: string; currency: string }>(
          `SELECT kind, amount, account_id, currency FROM sgp_operations WHERE idempotency_key = $1`,
          [body.idempotencyKey],
        );
        const earlier = seen.rows[0];
        if (earlier) {
          if (earlier.kind !== kind || earlier.account_id !== id || earlier.currency !== body.currency)
            return fail(reply, 409, 'Idempotency key reused for another operation');
          return { amount: toInt(earlier.amount), balance, replayed: true };
        }
        let amount: number;
        if (kind === 'load') amount = body.amount!;
        else {
          amount = body.amount === null ? balance : body.amount;
          if (amount > balance) return fail(reply, 400, 'Insufficient credits');
        }
        const next = kind === 'load' ? balance + amount : balance - amount;
        await tx.query(`UPDATE sgp_balances SET balance = $3 WHERE account_id = $1 AND currency = $2`, [
          id,
          body.currency,
          next,
        ]);
        await tx.query(
          `INSERT INTO sgp_operations (idempotency_key, account_id, kind, currency, amount) VALUES ($1, $2, $3, $4, $5)`,
          [body.idempotencyKey, id, kind, body.currency, amount],
        );
        return { amount, balance: next, replayed: false };
      });
    };
    app.post(
      `${api}/accounts/:id/load`,
      { preHandler: operator, schema: { hide: true, params: accountParams, body: moveBody } },
      move('load'),
    );
    app.post(
      `${api}/accounts/:id/withdraw`,
      { preHandler: operator, schema: { hide: true, params: accountParams, body: moveBody } },
      move('withdraw'),
    );
    app.get(
      `${api}/accounts/:id`,
      { preHandler: operator, schema: { hide: true, params: accountParams } },
      async (request, reply) => {
        const exists = await db.query<{ must_change_password: boolean }>(
          `SELECT must_change_password FROM sgp_accounts WHERE id = $1`,
          [request.params.id],
        );
        if (!exists.rows[0]) return fail(reply, 404, 'Unknown account');
        return {
          ...(await balancesOf(db, request.params.id)),
          mustChangePassword: exists.rows[0].must_change_password,
        };
      },
    );

    // ----- player site -----------------------------------------------------------------------------------------
    const player = `${SANDBOX_PLATFORM_PREFIX}/player`;
    const sameOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isSameOriginRequest(request, siteOrigin(request, undefined)))
        return fail(reply, 403, 'Cross-site request refused');
    };
    const sessionOf = async (request: FastifyRequest) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return null;
      const r = await db.query<{ account_id: string; must_change_password: boolean; username: string }>(
        `SELECT s.account_id, a.must_change_password, a.username FROM sgp_sessions s
         JOIN sgp_accounts a ON a.id = s.account_id WHERE s.token_hash = $1 AND s.expires_at > now()`,
        [sha(token)],
      );
      return r.rows[0] ?? null;
    };
    const signedIn = async (request: FastifyRequest, reply: FastifyReply) => {
      const session = await sessionOf(request);
      if (!session) return fail(reply, 401, 'Please sign in');
      (request as FastifyRequest & { sgp?: typeof session }).sgp = session;
    };
    const sessionFrom = (request: FastifyRequest) =>
      (
        request as FastifyRequest & {
          sgp: { account_id: string; must_change_password: boolean; username: string };
        }
      ).sgp;

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
        const r = await db.query<{ id: string; password_hash: string; must_change_password: boolean }>(
          `SELECT id, password_hash, must_change_password FROM sgp_accounts WHERE username = $1`,
          [request.body.username],
        );
        const row = r.rows[0];
        if (!row || !(await verifyPassword(request.body.password, row.password_hash)))
          return fail(reply, 401, 'Wrong username or password');
        const token = crypto.randomBytes(32).toString('base64url');
        await db.query(`INSERT INTO sgp_sessions (token_hash, account_id, expires_at) VALUES ($1, $2, $3)`, [
          sha(token),
          row.id,
          new Date(Date.now() + SESSION_MS),
        ]);
        reply.setCookie(SESSION_COOKIE, token, {
          path: SANDBOX_PLATFORM_PREFIX,
          httpOnly: true,
          sameSite: 'strict',
          secure: app.config.cookieSecure,
          maxAge: SESSION_MS / 1000,
        });
        return { mustChangePassword: row.must_change_password };
      },
    );

    app.post(
      `${player}/logout`,
      { preHandler: sameOrigin, schema: { hide: true } },
      async (request, reply) => {
        const token = request.cookies[SESSION_COOKIE];
        if (token) await db.query(`DELETE FROM sgp_sessions WHERE token_hash = $1`, [sha(token)]);
        reply.clearCookie(SESSION_COOKIE, { path: SANDBOX_PLATFORM_PREFIX });
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
        const session = sessionFrom(request);
        const r = await db.query<{ password_hash: string }>(
          `SELECT password_hash FROM sgp_accounts WHERE id = $1`,
          [session.account_id],
        );
        if (!(await verifyPassword(request.body.currentPassword, r.rows[0]!.password_hash)))
          return fail(reply, 400, 'The current password is wrong');
        if (request.body.currentPassword === request.body.newPassword)
          return fail(reply, 400, 'Choose a password different from the temporary one');
        await db.query(
          `UPDATE sgp_accounts SET password_hash = $2, must_change_password = false WHERE id = $1`,
          [session.account_id, await hashPassword(request.body.newPassword)],
        );
        return { ok: true };
      },
    );

    const mustHaveNewPassword = async (request: FastifyRequest, reply: FastifyReply) => {
      if (sessionFrom(request).must_change_password)
        return fail(reply, 403, 'Set a new password before playing');
    };

    app.get(`${player}/me`, { preHandler: signedIn, schema: { hide: true } }, async (request) => {
      const session = sessionFrom(request);
      const seed = await db.transaction((tx) => activeSeed(tx, session.account_id));
      const { balances, wagered } = await balancesOf(db, session.account_id);
      const rounds = await db.query<{
        id: string;
        currency: string;
        bet: string;
        win: string;
        created_at: Date;
      }>(
        `SELECT id, currency, bet, win, created_at FROM sgp_rounds WHERE account_id = $1 ORDER BY created_at DESC LIMIT 10`,
        [session.account_id],
      );
      return {
        username: session.username,
        mustChangePassword: session.must_change_password,
        balances,
        wagered,
        serverSeedHash: seed.server_seed_hash,
        clientSeed: seed.client_seed,
        nonce: seed.next_nonce,
        rtp: slotRtp(),
        pays: PAYS,
        twoCherries: TWO_CHERRIES,
        reel: REEL,
        betLimits: BET_LIMITS,
        rounds: rounds.rows.map((r) => ({
          id: r.id,
          currency: r.currency,
          bet: toInt(r.bet),
          win: toInt(r.win),
          at: new Date(r.created_at).toISOString(),
        })),
      };
    });

    app.post(
      `${player}/spin`,
      {
        preHandler: [sameOrigin, signedIn, mustHaveNewPassword],
        schema: {
          hide: true,
          body: z.object({
            currency,
            bet: z.number().int().min(BET_LIMITS.min).max(BET_LIMITS.max),
          }),
        },
      },
      async (request, reply) => {
        const session = sessionFrom(request);
        const { currency: cur, bet } = request.body;
        return db.transaction(async (tx) => {
          const balance = await lockBalance(tx, session.account_id, cur);
          if (balance < bet) return fail(reply, 400, 'Not enough credits: load more from the arcade wallet');
          const seed = await activeSeed(tx, session.account_id);
          const secret = await tx.query<{ server_seed: string }>(
            `SELECT server_seed FROM sgp_seeds WHERE id = $1`,
            [seed.id],
          );
          const nonce = seed.next_nonce;
          const stops = stopsOf(secret.rows[0]!.server_seed, seed.client_seed, nonce);
          const reels = symbolsAt(stops);
          const win = bet * multiplierOf(reels);
          const next = balance - bet + win;
          const totals = await tx.query<{ wagered: string }>(
            `UPDATE sgp_balances SET balance = $3, wagered = wagered + $4, won = won + $5
             WHERE account_id = $1 AND currency = $2 RETURNING wagered`,
            [session.account_id, cur, next, bet, win],
          );
          await tx.query(`UPDATE sgp_seeds SET next_nonce = next_nonce + 1 WHERE id = $1`, [seed.id]);
          const round = await tx.query<{ id: string }>(
            `INSERT INTO sgp_rounds (account_id, seed_id, currency, bet, win, nonce, stops)
             VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
            [session.account_id, seed.id, cur, bet, win, nonce, stops],
          );
          return {
            roundId: round.rows[0]!.id,
            currency: cur,
            bet,
            win,
            reels,
            stops,
            serverSeedHash: seed.server_seed_hash,
            clientSeed: seed.client_seed,
            nonce,
            balance: next,
            /** Everything wagered in this currency on this account, this round included. */
            wagered: toInt(totals.rows[0]!.wagered),
          };
        });
      },
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
      async (request) => {
        const session = sessionFrom(request);
        return db.transaction(async (tx) => {
          const current = await activeSeed(tx, session.account_id);
          const old = await tx.query<{ server_seed: string }>(
            `UPDATE sgp_seeds SET active = false, revealed_at = now() WHERE id = $1 RETURNING server_seed`,
            [current.id],
          );
          const seed = newServerSeed();
          const next = await tx.query<{ server_seed_hash: string; client_seed: string }>(
            `INSERT INTO sgp_seeds (account_id, server_seed, server_seed_hash, client_seed) VALUES ($1, $2, $3, $4)
             RETURNING server_seed_hash, client_seed`,
            [session.account_id, seed, seedHash(seed), request.body.clientSeed ?? newClientSeed()],
          );
          return {
            revealed: {
              serverSeed: old.rows[0]!.server_seed,
              serverSeedHash: current.server_seed_hash,
              clientSeed: current.client_seed,
              rounds: current.next_nonce,
            },
            next: { serverSeedHash: next.rows[0]!.server_seed_hash, clientSeed: next.rows[0]!.client_seed },
          };
        });
      },
    );

    // A round's proof: public by round id. The server seed is shown only after the player rotated it.
    app.get(
      `${player}/rounds/:id/verify`,
      { schema: { hide: true, params: z.object({ id: z.uuid() }) } },
      async (request, reply) => {
        const r = await db.query<{
          id: string;
          nonce: number;
          stops: number[];
          bet: string;
          win: string;
          server_seed: string;
          server_seed_hash: string;
          client_seed: string;
          revealed_at: Date | null;
        }>(
          `SELECT r.id, r.nonce, r.stops, r.bet, r.win, s.server_seed, s.server_seed_hash, s.client_seed, s.revealed_at
           FROM sgp_rounds r JOIN sgp_seeds s ON s.id = r.seed_id WHERE r.id = $1`,
          [request.params.id],
        );
        const row = r.rows[0];
        if (!row) return fail(reply, 404, 'Unknown round');
        const revealed = row.revealed_at !== null;
        const stops = row.stops.map(Number);
        const verified = revealed
          ? seedHash(row.server_seed) === row.server_seed_hash &&
            stopsOf(row.server_seed, row.client_seed, row.nonce).every((s, i) => s === stops[i])
          : null;
        return {
          roundId: row.id,
          serverSeed: revealed ? row.server_seed : null,
          serverSeedHash: row.server_seed_hash,
          clientSeed: row.client_seed,
          nonce: row.nonce,
          verified,
          stops,
          reels: symbolsAt(stops),
          bet: toInt(row.bet),
          win: toInt(row.win),
        };
      },
    );

    // ----- pages --------------------------------------------------------------------------------------------------
    app.get(`${SANDBOX_PLATFORM_PREFIX}/slot.js`, { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(SLOT_SCRIPT),
    );
    const shell = (title: string, mode: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title>
<style>
*{box-sizing:border-box} body{font-family:system-ui,sans-serif;margin:0;background:#120b2e;color:#f8f5ff}
main{max-width:560px;margin:0 auto;padding:16px;overflow-wrap:anywhere} h1{font-size:22px;margin:8px 0 4px} .muted{color:#c9bdf5;font-size:14px}
.card{background:#22164f;border-radius:14px;padding:16px;margin:12px 0} label{display:block;margin:10px 0 4px;font-weight:600}
input,select{width:100%;min-height:44px;padding:8px 10px;border-radius:8px;border:1px solid #6b5bb5;background:#fff;color:#111;font-size:16px}
button{min-height:44px;min-width:44px;padding:8px 16px;border-radius:10px;border:0;background:#ffcc33;color:#1b1040;font-weight:700;font-size:16px;cursor:pointer;margin:8px 8px 0 0}
button.secondary{background:#3c2c84;color:#fff} button:disabled{opacity:.6;cursor:default}
.reels{display:flex;gap:8px;justify-content:center;margin:12px 0} .reel{width:30%;max-width:120px;aspect-ratio:1;background:#fff;color:#1b1040;border-radius:12px;display:flex;align-items:center;justify-content:center;font-size:15px;font-weight:800;text-transform:uppercase}
.row{display:flex;gap:8px;flex-wrap:wrap} .row>*{flex:1 1 120px} .err{color:#ffb4b4} .ok{color:#a7f3d0}
code{word-break:break-all;font-size:12px} table{width:100%;border-collapse:collapse;font-size:14px} td,th{padding:4px;border-bottom:1px solid #3c2c84;text-align:left}
a{color:#ffcc33}
</style></head><body><main id="app" data-mode="${mode}" data-base="${SANDBOX_PLATFORM_PREFIX}">
<p class="muted">Sandbox game platform (development only)</p><noscript>This game needs JavaScript.</noscript>
</main><script src="${SANDBOX_PLATFORM_PREFIX}/slot.js"></script></body></html>`;
    app.get(`${SANDBOX_PLATFORM_PREFIX}/play`, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(shell('Lucky Reels (sandbox)', 'play')),
    );
    app.get(`${SANDBOX_PLATFORM_PREFIX}/verify`, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(shell('Verify a round (sandbox)', 'verify')),
    );
  };
