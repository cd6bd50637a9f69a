import crypto from 'node:crypto';
import { useTestApp } from '../../testing/use-test-app';
import { call } from '../wallet/testing/players';
import { firstGame, verifiedPlayer } from './testing/game-fixtures';

jest.setTimeout(120_000);
const t = useTestApp();

/**
 * Issue 31: a Google sign-up that has not yet confirmed its state and 21+ reaches no game route. Every player
 * route of the games module answers 403 `profile` and creates nothing, whatever it would do after the guard.
 */
describe('the completed-profile guard on every player game route', () => {
  it('refuses each route with 403 profile until the profile is complete; nothing is created', async () => {
    const game = await firstGame(t);
    const player = await verifiedPlayer(t, 0, 'incomplete-profile');
    await t.db.query('UPDATE users SET needs_profile_completion = true, state = NULL WHERE id = $1', [
      player.userId,
    ]);
    const someId = crypto.randomUUID();
    const routes: Array<[string, string, unknown?]> = [
      ['POST', `/api/v1/games/${game.id}/account-request`],
      ['GET', `/api/v1/games/${game.id}/user-status`],
      ['GET', `/api/v1/game-accounts/my-account/${game.id}`],
      ['GET', '/api/v1/game-accounts'],
      ['POST', `/api/v1/game-accounts/${someId}/reveal`],
      ['POST', '/api/v1/recharge-requests', { gameId: game.id, currency: 'GC', amount: 10_000 }],
      ['GET', '/api/v1/recharge-requests'],
      ['POST', '/api/v1/game-withdrawals', { gameId: game.id, currency: 'GC' }],
      ['GET', '/api/v1/game-withdrawals'],
      ['GET', '/api/v1/wallet/redeemable'],
      ['GET', '/api/v1/wallet/redemptions'],
      ['GET', `/api/v1/wallet/redemptions/${someId}`],
      ['POST', `/api/v1/wallet/redemptions/${someId}/cancel`],
      [
        'POST',
        '/api/v1/wallet/withdraw',
        { method: 'gift_card', amount: 5_000, giftCard: { brand: 'amazon', email: 'a@b.test' } },
      ],
    ];
    for (const [method, url, body] of routes) {
      const res = await call(t.app, player.cookies, method as 'GET' | 'POST', url, body);
      expect({ route: `${method} ${url}`, status: res.status, errors: res.body.errors }).toEqual({
        route: `${method} ${url}`,
        status: 403,
        errors: expect.arrayContaining(['profile']),
      });
    }
    const created = await t.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM game_account_requests WHERE user_id = $1)
            + (SELECT count(*) FROM recharge_requests WHERE user_id = $1)
            + (SELECT count(*) FROM game_withdrawals WHERE user_id = $1) AS n`,
      [player.userId],
    );
    expect(Number(created.rows[0]!.n)).toBe(0);

    // Completed: the same request goes through.
    await t.db.query(`UPDATE users SET needs_profile_completion = false, state = 'Ohio' WHERE id = $1`, [
      player.userId,
    ]);
    const ok = await call(t.app, player.cookies, 'POST', `/api/v1/games/${game.id}/account-request`);
    expect(ok.status).toBe(201);
  });
});
