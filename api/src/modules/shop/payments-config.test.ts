import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../testing/test-app';

const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' };

describe('payment provider configuration', () => {
  it("refuses a provider's keys set in part", () => {
    expect(() => loadConfig({ ...base, NOWPAYMENTS_API_KEY: 'k' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, GOAT_SECRET_KEY: 'k', GOAT_PUBLIC_KEY: 'p' })).toThrow(
      /GOAT_WEBHOOK_SECRET/,
    );
    expect(
      loadConfig({ ...base, BANK_SECRET_KEY: 'k', BANK_WEBHOOK_SECRET: 'w' }).payments.bank.secretKey,
    ).toBe('k');
  });

  describe('without the sandbox and without keys', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ config: { sandbox: false } });
    }, 120_000);
    afterAll(async () => t?.close());

    it('has no provider, no sandbox route, and answers 503 on the purchase routes', async () => {
      const app: FastifyInstance = t.app;
      expect([app.payments.crypto, app.payments.card, app.payments.bank, app.payments.redirect]).toEqual([
        null,
        null,
        null,
        null,
      ]);
      expect((await app.inject({ url: '/sandbox/goat/v1/card-fields.js' })).statusCode).toBe(404);
      const webhook = await app.inject({
        method: 'POST',
        url: '/api/v1/wallet/webhook/bank',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(webhook.statusCode).toBe(401);
    });
  });

  describe('with real keys', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        env: {
          NOWPAYMENTS_API_KEY: 'np-key',
          NOWPAYMENTS_IPN_SECRET: 'np-ipn',
          GOAT_SECRET_KEY: 'sk_live_x',
          GOAT_PUBLIC_KEY: 'pk_live_x',
          GOAT_WEBHOOK_SECRET: 'whsec',
          GOAT_SCRIPT_URL: 'https://js.processor.example/v1/card-fields.js',
        },
      });
    }, 120_000);
    afterAll(async () => t?.close());

    it('uses the real clients even with the sandbox on, and hands the browser the real script', async () => {
      expect(t.app.payments.crypto?.sandbox).toBe(false);
      expect(t.app.payments.card?.sandbox).toBe(false);
      expect(t.app.payments.bank?.sandbox).toBe(true);
      const config = await t.app.inject({ url: '/api/v1/shop/config' });
      expect(config.json().data.card).toMatchObject({
        scriptUrl: 'https://js.processor.example/v1/card-fields.js',
        publicKey: 'pk_live_x',
        globalName: 'GoatPay',
      });
      expect((await t.app.inject({ url: '/sandbox/goat/v1/card-fields.js' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/sandbox/nowpayments/v1/status' })).statusCode).toBe(404);
      // The bank has no keys here: its sandbox is mounted (and asks for its secret key).
      expect((await t.app.inject({ url: '/sandbox/bank/v1/invoices/x' })).statusCode).toBe(401);
    });
  });
});
