import { promoteAndSignIn } from '../../testing/staff';
import { useTestApp } from '../../testing/use-test-app';
import { call } from '../wallet/testing/players';
import { approvedAccount, firstGame, verifiedPlayer } from './testing/game-fixtures';

jest.setTimeout(120_000);
const t = useTestApp();

/** The player becomes an ADMIN and signs in again with the second factor; answers the new session's cookies. */
const promote = (userId: string) => promoteAndSignIn(t.app, userId, 'ADMIN');

describe('staff bounds on game accounts: nobody decides for their own player account', () => {
  it('an ADMIN deciding the request of their own player account gets 403 own_account; the request stays pending', async () => {
    const game = await firstGame(t);
    const player = await verifiedPlayer(t, 0, 'own-request');
    const req = await call<{ request: { id: string } }>(
      t.app,
      player.cookies,
      'POST',
      `/api/v1/games/${game.id}/account-request`,
    );
    expect(req.status).toBe(201);
    const requestId = req.body.data.request.id;
    player.cookies = await promote(player.userId);

    for (const body of [{ approve: true }, { approve: false, notes: 'mine' }]) {
      const refused = await call(
        t.app,
        player.cookies,
        'POST',
        `/api/v1/admin/game-account-requests/${requestId}/decision`,
        body,
      );
      expect(refused.status).toBe(403);
      expect(refused.body.errors).toContain('own_account');
    }

    const row = await t.db.query<{ status: string; claimed_at: Date | null; decided_by: string | null }>(
      `SELECT status, claimed_at, decided_by FROM game_account_requests WHERE id = $1`,
      [requestId],
    );
    expect(row.rows[0]).toEqual({ status: 'pending', claimed_at: null, decided_by: null });
    const accounts = await t.db.query(`SELECT 1 FROM game_accounts WHERE request_id = $1`, [requestId]);
    expect(accounts.rowCount).toBe(0);
    const audit = await t.db.query(`SELECT 1 FROM audit_log WHERE target_id = $1`, [requestId]);
    expect(audit.rowCount).toBe(0);
  });

  it('an ADMIN resetting the password of their own game account gets 403 own_account; nothing changes', async () => {
    const game = await firstGame(t);
    const player = await verifiedPlayer(t, 0, 'own-reset');
    const accountId = await approvedAccount(t, player, game.id);
    const before = await t.db.query<{ secret_enc: string | null; revealed_at: Date | null }>(
      `SELECT secret_enc, revealed_at FROM game_accounts WHERE id = $1`,
      [accountId],
    );
    player.cookies = await promote(player.userId);

    const refused = await call(
      t.app,
      player.cookies,
      'POST',
      `/api/v1/admin/game-accounts/${accountId}/reset-password`,
      {},
    );
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toContain('own_account');

    const after = await t.db.query(`SELECT secret_enc, revealed_at FROM game_accounts WHERE id = $1`, [
      accountId,
    ]);
    expect(after.rows[0]).toEqual(before.rows[0]);
    const audit = await t.db.query(
      `SELECT 1 FROM audit_log WHERE target_id = $1 AND action = 'game_account.reset_password'`,
      [accountId],
    );
    expect(audit.rowCount).toBe(0);
  });
});
