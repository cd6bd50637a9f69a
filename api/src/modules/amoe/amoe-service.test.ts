import { AMOE_CODE_PATTERN, WALLET_MESSAGES } from '@arcade/contracts';
import { getBalances } from '../ledger/balances';
import { openLedgerTestDb, type LedgerTestDb } from '../ledger/testing/ledger-test-db';
import { generateAmoeCode } from './amoe-code';
import { createAmoeRequest, listAmoeRequests, receiveAmoeRequest } from './amoe-service';
import { parseReceiveArgs, runReceiveCli } from './receive-cli';

const NOW = new Date('2026-03-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
let t: LedgerTestDb;

beforeAll(async () => {
  t = await openLedgerTestDb('amoe');
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('mail-in free entry', () => {
  it('makes unambiguous codes', () => {
    for (let i = 0; i < 200; i++) expect(generateAmoeCode()).toMatch(AMOE_CODE_PATTERN);
    expect(Array.from({ length: 200 }, () => generateAmoeCode().slice(5)).join('')).not.toMatch(/[01OIL]/);
  });

  it('allows one request per user per day and lists them', async () => {
    const u = await t.createUser();
    const first = await createAmoeRequest(t.db, u, NOW);
    expect(first).toMatchObject({
      status: 'requested',
      amount: 100,
      currency: 'SC',
      reason: null,
      receivedAt: null,
      creditedAt: null,
    });
    expect(first.code).toMatch(AMOE_CODE_PATTERN);
    await expect(createAmoeRequest(t.db, u, new Date(NOW.getTime() + 60_000))).rejects.toMatchObject({
      statusCode: 429,
      message: WALLET_MESSAGES.amoeDailyLimit,
    });
    const next = await createAmoeRequest(t.db, u, new Date(NOW.getTime() + DAY));
    expect((await listAmoeRequests(t.db, u)).map((r) => r.code)).toEqual([next.code, first.code]);
  });

  it('draws a new code when one collides', async () => {
    const u = await t.createUser();
    const v = await t.createUser();
    const taken = (await createAmoeRequest(t.db, u, NOW)).code;
    const codes = [taken, 'AMOE-ZZZZ-2222'];
    const made = await createAmoeRequest(t.db, v, NOW, () => codes.shift()!);
    expect(made.code).toBe('AMOE-ZZZZ-2222');
  });

  it('credits an accepted card exactly once, also under concurrent receipts', async () => {
    const u = await t.createUser();
    const { code } = await createAmoeRequest(t.db, u, NOW);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        receiveAmoeRequest(t.db, { code: code.toLowerCase(), accept: true, processedBy: 'admin', now: NOW }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(
      results
        .filter((r) => r.status === 'rejected')
        .every((r) => (r.reason as Error).message === WALLET_MESSAGES.amoeAlreadyProcessed),
    ).toBe(true);
    expect(await getBalances(t.db, u)).toEqual({ gold: 0, sweep: 100 });
    const [req] = await listAmoeRequests(t.db, u);
    expect(req).toMatchObject({
      status: 'credited',
      receivedAt: NOW.toISOString(),
      creditedAt: NOW.toISOString(),
    });
    await expect(
      receiveAmoeRequest(t.db, { code, accept: false, reason: 'late', processedBy: 'admin' }),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it('stores the reason of a rejected card and credits nothing', async () => {
    const u = await t.createUser();
    const { code } = await createAmoeRequest(t.db, u, NOW);
    const { request } = await receiveAmoeRequest(t.db, {
      code,
      accept: false,
      reason: 'Not handwritten',
      processedBy: 'admin',
      now: NOW,
    });
    expect(request).toMatchObject({
      status: 'rejected',
      reason: 'Not handwritten',
      receivedAt: NOW.toISOString(),
      creditedAt: null,
    });
    expect(await getBalances(t.db, u)).toEqual({ gold: 0, sweep: 0 });
    await expect(
      receiveAmoeRequest(t.db, { code: 'AMOE-AAAA-AAAA', accept: true, processedBy: 'admin' }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('has a server command using the same service', async () => {
    expect(parseReceiveArgs(['AMOE-ABCD-EFGH'])).toEqual({ code: 'AMOE-ABCD-EFGH', accept: true });
    expect(parseReceiveArgs(['--', 'amoe-abcd-efgh', '--reject', 'Illegible'])).toEqual({
      code: 'AMOE-ABCD-EFGH',
      accept: false,
      reason: 'Illegible',
    });
    expect(() => parseReceiveArgs([])).toThrow(/Usage/);
    expect(() => parseReceiveArgs(['AMOE-ABCD-EFGH', '--reject'])).toThrow(/reason/);
    const u = await t.createUser();
    const a = await createAmoeRequest(t.db, u, NOW);
    const b = await createAmoeRequest(t.db, u, new Date(NOW.getTime() + DAY));
    const lines: string[] = [];
    expect(await runReceiveCli([a.code], t.db, (l) => lines.push(l))).toBe(0);
    expect(await runReceiveCli([a.code], t.db, (l) => lines.push(l))).toBe(1);
    expect(await runReceiveCli([b.code, '--reject', 'No return address'], t.db, (l) => lines.push(l))).toBe(
      0,
    );
    expect(await runReceiveCli(['bogus'], t.db, (l) => lines.push(l))).toBe(2);
    expect(lines.slice(0, 3)).toEqual([
      `${a.code}: credited 1.00 SC`,
      `${a.code}: ${WALLET_MESSAGES.amoeAlreadyProcessed}`,
      `${b.code}: rejected (No return address)`,
    ]);
    expect(await getBalances(t.db, u)).toEqual({ gold: 0, sweep: 100 });
  });
});
