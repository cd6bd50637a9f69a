import crypto from 'node:crypto';
import { AUDIT_CSV_COLUMNS, type AuditAnswer, type AuditEntry } from '@arcade/contracts';
import { useTestApp } from '../../testing/use-test-app';
import { newStaff } from '../../testing/staff';
import { call, newPlayer, type Player } from '../wallet/testing/players';
import { auditCsvLine, csvCell } from './audit-csv';
import { recordAudit } from './audit-repository';

jest.setTimeout(120_000);
const t = useTestApp();

/** A minimal RFC 4180 reader (quoted cells, doubled quotes, CRLF), to read back what the export wrote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    if (quoted && c === '"' && next === '"') {
      cell += '"';
      i += 2;
      continue;
    }
    if (quoted && c === '"') quoted = false;
    else if (quoted) cell += c;
    else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && next === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 2;
      continue;
    } else cell += c;
    i += 1;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

describe('CSV cells', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    [null, ''],
    [{ a: 1 }, '"{""a"":1}"'],
  ])('%j -> %s', (value, cell) => expect(csvCell(value)).toBe(cell));
});

describe('audit log search and CSV export', () => {
  let admin: Player;
  let cashier: Player;
  let player: Player;
  let other: Player;
  const tag = crypto.randomBytes(4).toString('hex');
  beforeAll(async () => {
    admin = await newStaff(t.app, t.db, 'ADMIN');
    cashier = await newStaff(t.app, t.db, 'CASHIER');
    player = await newPlayer(t.app, t.db);
    other = await newPlayer(t.app, t.db);
    const ip = '203.0.113.9';
    await t.db.transaction(async (tx) => {
      await recordAudit(tx, {
        actor: { id: cashier.userId, role: 'CASHIER', ip },
        action: `t${tag}.approve`,
        targetType: 'test',
        targetId: 'a1',
        details: { userId: player.userId, reason: '=cmd|"/c calc"!A1' },
        before: { status: 'pending' },
        after: { status: 'approved' },
      });
      await recordAudit(tx, {
        actor: { id: admin.userId, role: 'ADMIN', ip },
        action: `t${tag}.reject`,
        targetType: 'test',
        targetId: 'a2',
        targetUserId: player.userId,
        reason: 'Duplicate, see "ticket 7", thanks',
      });
      await recordAudit(tx, {
        actor: { id: admin.userId, role: 'ADMIN', ip },
        action: `t${tag}.approve`,
        targetType: 'test',
        targetId: 'a3',
        details: { userId: other.userId, note: 'line one\nline two' },
      });
    });
  });
  const list = (q: string) => call<AuditAnswer>(t.app, admin.cookies, 'GET', `/api/v1/admin/audit?${q}`);

  it('records who, when, from where, what, why and before/after', async () => {
    const res = await list(`action=t${tag}.approve&userId=${player.userId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.entries).toHaveLength(1);
    expect(res.body.data.entries[0]).toMatchObject({
      actorId: cashier.userId,
      actorRole: 'CASHIER',
      ip: '203.0.113.9',
      action: `t${tag}.approve`,
      targetUserId: player.userId,
      reason: '=cmd|"/c calc"!A1',
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
    expect(res.body.data.entries[0]!.actorEmail).toMatch(/@wallet\.test$/);
    expect(Date.parse(res.body.data.entries[0]!.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('filters by actor, action (or a prefix), player and date range; paginated with a total', async () => {
    const ids = (r: { body: { data: AuditAnswer } }) => r.body.data.entries.map((e) => e.targetId);
    expect(ids(await list(`action=t${tag}.`))).toEqual(['a3', 'a2', 'a1']);
    expect(ids(await list(`action=t${tag}.&actorId=${admin.userId}`))).toEqual(['a3', 'a2']);
    expect(ids(await list(`action=t${tag}.&userId=${player.userId}`))).toEqual(['a2', 'a1']);
    expect(ids(await list(`action=t${tag}.approve`))).toEqual(['a3', 'a1']);
    const soon = new Date(Date.now() + 60_000).toISOString();
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect(ids(await list(`action=t${tag}.&from=${soon}`))).toEqual([]);
    expect(ids(await list(`action=t${tag}.&from=${past}&to=${soon}`))).toEqual(['a3', 'a2', 'a1']);
    const page2 = await list(`action=t${tag}.&limit=2&page=2`);
    expect([page2.body.data.total, page2.body.data.page, ids(page2)]).toEqual([3, 2, ['a1']]);
    expect((await list('from=yesterday')).status).toBe(400);
    expect((await list('actorId=nope')).status).toBe(400);
    expect((await list('userId=nope')).status).toBe(400);
  });

  it('exports the filtered list as CSV: same rows, same order, escaped and formula-safe', async () => {
    const query = `action=t${tag}.&userId=${player.userId}`;
    const listed = (await list(`${query}&limit=100`)).body.data.entries;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit.csv?${query}`,
      cookies: admin.cookies,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-.*\.csv"$/);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([...AUDIT_CSV_COLUMNS]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(listed.map((e) => e.id));
    expect(res.body).toBe(
      `${AUDIT_CSV_COLUMNS.join(',')}\r\n${listed.map((e: AuditEntry) => auditCsvLine(e)).join('')}`,
    );
    const a1 = rows.find((r) => r[8] === 'a1')!;
    expect(a1[10]).toBe(`'=cmd|"/c calc"!A1`);
    expect(JSON.parse(a1[11]!)).toEqual({ status: 'pending' });
    const a2 = rows.find((r) => r[8] === 'a2')!;
    expect(a2[10]).toBe('Duplicate, see "ticket 7", thanks');
    expect(a2[5]).toBe('203.0.113.9');
    expect(
      (await t.app.inject({ url: '/api/v1/admin/audit.csv?from=nope', cookies: admin.cookies })).statusCode,
    ).toBe(400);
  });

  it('exports more than one batch in order (keyset batches)', async () => {
    const many = `m${tag}.bulk`;
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 1203; i++)
        await recordAudit(tx, { actor: 'system', action: many, targetType: 'test', targetId: `b${i}` });
    });
    const res = await t.app.inject({ url: `/api/v1/admin/audit.csv?action=${many}`, cookies: admin.cookies });
    const rows = parseCsv(res.body).slice(1);
    expect(rows).toHaveLength(1203);
    expect(rows[0]![8]).toBe('b1202');
    expect(rows.at(-1)![8]).toBe('b0');
  });

  it('the database refuses UPDATE and DELETE of audit rows, also of the new columns', async () => {
    await expect(
      t.db.query(`UPDATE audit_log SET reason = 'changed' WHERE action = $1`, [`t${tag}.reject`]),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.query(`UPDATE audit_log SET before = NULL, ip = NULL`)).rejects.toThrow(/append-only/);
    await expect(t.db.query(`DELETE FROM audit_log WHERE action = $1`, [`t${tag}.reject`])).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.query(`TRUNCATE audit_log`)).rejects.toThrow(/append-only/);
    expect((await list(`action=t${tag}.reject`)).body.data.entries[0]!.reason).toBe(
      'Duplicate, see "ticket 7", thanks',
    );
  });
});
