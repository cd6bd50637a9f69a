import { useTestApp } from '../../testing/use-test-app';
import { DevMailbox } from '../mail/dev-mailbox';
import { DevOutbox } from '../sms/dev-outbox';

jest.setTimeout(120_000);

describe('development mailbox and SMS outbox', () => {
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

describe('in production', () => {
  const t = useTestApp({ config: { nodeEnv: 'production', isProduction: true } });

  it('has no development routes', async () => {
    for (const url of [
      '/api/v1/dev/mailbox',
      '/api/v1/dev/sms',
      '/dev/mailbox',
      '/dev/sms',
      '/dev/oidc/.well-known/openid-configuration',
      '/dev/kyc/x',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
  });

  it('ignores the development geo override and needs real settings for outside services', async () => {
    const geo = await t.app.inject({ method: 'GET', url: '/api/v1/geo', headers: { 'x-dev-geo': 'US-TX' } });
    // headers mode by default in production: no CDN header means unknown.
    expect(geo.json().data).toMatchObject({ allowed: false, reason: 'unknown' });
    expect(t.app.identity.kyc).toBeNull();
    expect(t.app.identity.mailer.kind).toBe('smtp');
    const google = await t.app.inject({ method: 'GET', url: '/api/v1/user/google' });
    expect(google.statusCode).toBe(503);
  });
});
