import { ROLE_PERMISSIONS, STAFF_PERMISSIONS, type AuditEntry } from '@arcade/contracts';
import { useTestApp } from '../../testing/use-test-app';
import { newStaff } from '../../testing/staff';
import { call, newPlayer } from '../wallet/testing/players';
import { notify } from '../notifications/notification-service';
import { listAudit, recordAudit } from './audit-repository';

jest.setTimeout(120_000);
const t = useTestApp();

describe('staff permissions', () => {
  it('ADMIN holds every permission; SUPPORT and CASHIER are narrower', () => {
    expect([...ROLE_PERMISSIONS.ADMIN].sort()).toEqual([...STAFF_PERMISSIONS].sort());
    expect(ROLE_PERMISSIONS.USER).toEqual([]);
    expect(ROLE_PERMISSIONS.SUPPORT).not.toContain('redemptions.decide');
    expect(ROLE_PERMISSIONS.CASHIER).not.toContain('support.chat');
    // Balance corrections: money staff only, never a support agent.
    expect(ROLE_PERMISSIONS.CASHIER).toContain('balances.correct');
    expect(ROLE_PERMISSIONS.SUPPORT).not.toContain('balances.correct');
  });

  it('GET /admin/audit: 401 without a session, 403 for a player and for a role without audit.view', async () => {
    expect((await call(t.app, undefined, 'GET', '/api/v1/admin/audit')).status).toBe(401);
    const player = await newPlayer(t.app, t.db);
    expect((await call(t.app, player.cookies, 'GET', '/api/v1/admin/audit')).status).toBe(403);
    const support = await newStaff(t.app, t.db, 'SUPPORT');
    const refused = await call(t.app, support.cookies, 'GET', '/api/v1/admin/audit');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Forbidden');
  });

  it('the role is read from the users row at each request, not from the token', async () => {
    const admin = await newStaff(t.app, t.db, 'ADMIN');
    expect((await call(t.app, admin.cookies, 'GET', '/api/v1/admin/audit')).status).toBe(200);
    await t.db.query(`UPDATE users SET role = 'USER' WHERE id = $1`, [admin.userId]);
    expect((await call(t.app, admin.cookies, 'GET', '/api/v1/admin/audit')).status).toBe(403);
  });

  it('staff notifications reach every role holding staff.notifications, and no player', async () => {
    const support = await newStaff(t.app, t.db, 'SUPPORT');
    const cashier = await newStaff(t.app, t.db, 'CASHIER');
    const player = await newPlayer(t.app, t.db);
    const stored = await t.db.transaction((tx) =>
      notify(tx, {
        recipients: 'staff',
        type: 'game_account_request',
        payload: {
          requestId: 'r1',
          userId: player.userId,
          userName: 'Pat',
          userEmail: 'pat@example.test',
          gameId: 'g1',
          gameName: 'Lucky Reels',
        },
      }),
    );
    const ids = stored.map((n) => n.userId);
    expect(ids).toEqual(expect.arrayContaining([support.userId, cashier.userId]));
    expect(ids).not.toContain(player.userId);
  });
});

describe('audit log', () => {
  it('records in the caller transaction: a rolled-back change leaves no entry', async () => {
    const target = `t-${Date.now()}`;
    await expect(
      t.db.transaction(async (tx) => {
        await recordAudit(tx, {
          actor: 'system',
          action: 'test.rollback',
          targetType: 'test',
          targetId: target,
        });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await listAudit(t.db, { targetType: 'test', targetId: target, page: 1, limit: 10 })).toEqual([]);
  });

  it('is append-only and readable by an ADMIN, newest first, filtered by target', async () => {
    const admin = await newStaff(t.app, t.db, 'ADMIN');
    const target = `t-${Date.now()}`;
    await t.db.transaction(async (tx) => {
      await recordAudit(tx, {
        actor: { id: admin.userId, role: 'ADMIN' },
        action: 'test.first',
        targetType: 'test',
        targetId: target,
        details: { note: 'one' },
      });
      await recordAudit(tx, { actor: 'system', action: 'test.second', targetType: 'test', targetId: target });
    });
    await expect(
      t.db.query(`UPDATE audit_log SET action = 'x' WHERE target_id = $1`, [target]),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.query(`DELETE FROM audit_log WHERE target_id = $1`, [target])).rejects.toThrow(
      /append-only/,
    );
    const res = await call<{ entries: AuditEntry[] }>(
      t.app,
      admin.cookies,
      'GET',
      `/api/v1/admin/audit?targetType=test&targetId=${target}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.entries.map((e) => [e.action, e.actorRole, e.actorId])).toEqual([
      ['test.second', 'system', null],
      ['test.first', 'ADMIN', admin.userId],
    ]);
    expect(res.body.data.entries[1]!.details).toEqual({ note: 'one' });
  });

  it('refuses bad query input with a 400', async () => {
    const admin = await newStaff(t.app, t.db, 'ADMIN');
    expect((await call(t.app, admin.cookies, 'GET', '/api/v1/admin/audit?limit=0')).status).toBe(400);
    expect((await call(t.app, admin.cookies, 'GET', '/api/v1/admin/audit?page=abc')).status).toBe(400);
  });
});
