import { AMOE_CODE_PATTERN, WALLET_MESSAGES, type AmoeRequest } from '@arcade/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, loginAdmin, newPlayer } from '../wallet/testing/players';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAdmin(t.app);
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('mail-in free entry routes', () => {
  it('creates one request code a day, lists it, and an admin credits it once', async () => {
    const p = await newPlayer(t.app, t.db, 'mail');
    const made = await call<{ request: AmoeRequest }>(t.app, p.cookies, 'POST', '/api/v1/amoe/requests');
    expect(made.status).toBe(201);
    expect(made.body.data.request.code).toMatch(AMOE_CODE_PATTERN);
    expect(made.body.data.request).toMatchObject({ status: 'requested', amount: 100, currency: 'SC' });
    const second = await call(t.app, p.cookies, 'POST', '/api/v1/amoe/requests');
    expect([second.status, second.body.message]).toEqual([429, WALLET_MESSAGES.amoeDailyLimit]);
    const code = made.body.data.request.code;

    expect(
      (await call(t.app, p.cookies, 'POST', '/api/v1/admin/amoe/receive', { code, accept: true })).status,
    ).toBe(403);
    const bad = await call(t.app, admin, 'POST', '/api/v1/admin/amoe/receive', { code, accept: false });
    expect([bad.status, bad.body.message]).toEqual([400, WALLET_MESSAGES.amoeReasonRequired]);
    expect(
      (
        await call(t.app, admin, 'POST', '/api/v1/admin/amoe/receive', {
          code: 'AMOE-2222-2222',
          accept: true,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(t.app, admin, 'POST', '/api/v1/admin/amoe/receive', { code: 'hello', accept: true }))
        .status,
    ).toBe(400);

    const credited = await call<{ request: AmoeRequest }>(
      t.app,
      admin,
      'POST',
      '/api/v1/admin/amoe/receive',
      { code: code.toLowerCase(), accept: true },
    );
    expect(credited.status).toBe(200);
    expect(credited.body.message).toBe(WALLET_MESSAGES.amoeCredited);
    expect(credited.body.data.request).toMatchObject({ code, status: 'credited', reason: null });
    const twice = await call(t.app, admin, 'POST', '/api/v1/admin/amoe/receive', { code, accept: true });
    expect([twice.status, twice.body.message]).toEqual([409, WALLET_MESSAGES.amoeAlreadyProcessed]);
    expect((await call(t.app, p.cookies, 'GET', '/api/v1/wallet/balance')).body.data).toEqual({
      gold: 0,
      sweep: 100,
    });

    const list = await call<{ requests: AmoeRequest[] }>(t.app, p.cookies, 'GET', '/api/v1/amoe/requests');
    expect(list.body.data.requests).toHaveLength(1);
    expect(list.body.data.requests[0]).toMatchObject({ code, status: 'credited', amount: 100 });
    expect(list.body.data.requests[0]!.creditedAt).not.toBeNull();
  });

  it('records a rejected card with its reason', async () => {
    const p = await newPlayer(t.app, t.db, 'reject');
    const { code } = (await call<{ request: AmoeRequest }>(t.app, p.cookies, 'POST', '/api/v1/amoe/requests'))
      .body.data.request;
    const res = await call<{ request: AmoeRequest }>(t.app, admin, 'POST', '/api/v1/admin/amoe/receive', {
      code,
      accept: false,
      reason: 'Card not handwritten',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(WALLET_MESSAGES.amoeRejected);
    expect(res.body.data.request).toMatchObject({
      status: 'rejected',
      reason: 'Card not handwritten',
      creditedAt: null,
    });
    expect((await call(t.app, p.cookies, 'GET', '/api/v1/wallet/balance')).body.data).toEqual({
      gold: 0,
      sweep: 0,
    });
    expect((await call(t.app, undefined, 'GET', '/api/v1/amoe/requests')).status).toBe(401);
  });
});
