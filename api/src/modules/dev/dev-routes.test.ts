import { SESSION_MESSAGES } from '@arcade/contracts';
import { useTestApp } from '../../testing/use-test-app';
import { DevMailbox } from '../mail/dev-mailbox';
import { DevOutbox } from '../sms/dev-outbox';

jest.setTimeout(120_000);

describe('development mailbox and SMS outbox (SANDBOX=on)', () => {
  const t = useTestApp();

  it('lists mail newest first, with links, as JSON and HTML', async () => {
    const mailer = new DevMailbox(t.db);
    await mailer.send({
      to: 'Dev.One@Example.test',
      subject: 'First',
      text: 'Open http://localhost/a?x=1 now',
    });
    await mailer.send({
      to: 'dev.two@example.test',
      subject: 'Second <b>',
      text: 'Nothing',
      html: '<p>Hi</p>',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    const messages = res.json().data.messages;
    expect(messages[0]).toMatchObject({ to: 'dev.two@example.test', subject: 'Second <b>' });
    expect(messages[1]).toMatchObject({ to: 'dev.one@example.test', links: ['http://localhost/a?x=1'] });
    const filtered = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dev/mailbox?to=DEV.ONE@example.test',
    });
    expect(filtered.json().data.messages).toHaveLength(1);
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Second &lt;b&gt;');
    const one = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${messages[1].id}` });
    expect(one.body).toContain('http://localhost/a?x=1');
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox/999999' })).statusCode).toBe(404);
  });

  it('says the sandbox is on (the shell shows its development pages, /dev/style, only then)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/status' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ sandbox: true });
  });

  it('uses the app-scoped providers (identity refers to the same instances)', () => {
    expect(t.app.mailer.kind).toBe('dev-mailbox');
    expect(t.app.sms.kind).toBe('dev-outbox');
    expect(t.app.kyc?.name).toBe('sandbox');
    expect(t.app.identity.mailer).toBe(t.app.mailer);
    expect(t.app.identity.sms).toBe(t.app.sms);
    expect(t.app.identity.kyc).toBe(t.app.kyc);
  });

  it('lists SMS newest first with the code', async () => {
    const sms = new DevOutbox(t.db);
    await sms.send('+15125550100', 'Your code is 012345.');
    await sms.send('+15125550101', 'No code here');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/sms' });
    const messages = res.json().data.messages;
    expect(messages[0]).toMatchObject({ to: '+15125550101', code: null });
    expect(messages[1]).toMatchObject({ to: '+15125550100', code: '012345' });
    expect((await t.app.inject({ method: 'GET', url: '/dev/sms' })).body).toContain('012345');
  });
});

const DEV_URLS = [
  '/api/v1/dev/status',
  '/api/v1/dev/mailbox',
  '/api/v1/dev/sms',
  '/dev/mailbox',
  '/dev/sms',
  '/dev/oidc/.well-known/openid-configuration',
  '/dev/kyc/00000000-0000-4000-8000-000000000000',
];

describe('without SANDBOX (NODE_ENV unset): no development back door', () => {
  // NODE_ENV and SANDBOX unset, as a plain `tsx api/src/server.ts` used to run in "development".
  const t = useTestApp({ env: { NODE_ENV: '', SANDBOX: '' } });

  it('has no development pages: mailbox, SMS outbox, OIDC provider, KYC sandbox, live echo', async () => {
    expect(t.config).toMatchObject({ nodeEnv: 'development', sandbox: false, seedDemoAccounts: false });
    for (const url of DEV_URLS) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      // The api's own "no such route" answer (the KYC sandbox answers its own 404 page for an unknown session).
      expect({ url, status: res.statusCode, message: res.json().message }).toEqual({
        url,
        status: 404,
        message: SESSION_MESSAGES.routeNotFound,
      });
    }
    const decision = await t.app.inject({
      method: 'POST',
      url: '/dev/kyc/00000000-0000-4000-8000-000000000000/decision',
      payload: { action: 'approve' },
    });
    expect(decision.json().message).toBe(SESSION_MESSAGES.routeNotFound);
    const echo = await t.app.inject({ method: 'POST', url: '/api/v1/dev/live-echo', payload: {} });
    expect(echo.statusCode).toBe(404);
  });

  it('ignores the development geo override and needs real settings for outside services', async () => {
    const geo = await t.app.inject({ method: 'GET', url: '/api/v1/geo', headers: { 'x-dev-geo': 'US-TX' } });
    // GeoIP by default: the test client (127.0.0.1) has no location.
    expect(geo.json().data).toMatchObject({ allowed: false, reason: 'unknown', source: 'geoip' });
    expect(t.app.kyc).toBeNull();
    expect(t.app.identity.kyc).toBeNull();
    expect(t.app.mailer.kind).toBe('smtp');
    expect(t.app.sms.kind).toBe('twilio');
    const google = await t.app.inject({ method: 'GET', url: '/api/v1/user/google' });
    expect(google.statusCode).toBe(503);
  });
});

describe('in production', () => {
  const t = useTestApp({ env: { NODE_ENV: 'production', SANDBOX: 'off' } });

  it('has no development routes', async () => {
    for (const url of DEV_URLS) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
  });
});
