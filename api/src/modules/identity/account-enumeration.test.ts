import { createTestApp, type TestApp } from '../../testing/test-app';
import type { Mailer, MailMessage } from '../mail/mailer';
import { settleAfterReply } from './after-reply';
import { Jar, registerUser, verifiedUser } from './testing/identity-test-kit';

// Issue 7.7: forgot-password and resend-verification must not tell (by answer or by time) whether an account
// exists: the mail is sent after the answer.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t?.close());

/** A mailer that holds every message until released. */
function heldMailer() {
  const sent: MailMessage[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const mailer: Mailer = {
    kind: 'memory',
    async send(message) {
      await gate;
      sent.push(message);
    },
  };
  return { mailer, sent, release };
}

const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms))]);

it.each([
  ['forgot-password', '/api/v1/user/forgot-password', true],
  ['resend-verification-email', '/api/v1/user/resend-verification-email', false],
])('%s answers before the mail is sent (off the request path)', async (_label, url, verified) => {
  const u = verified ? await verifiedUser(t.app, t.db) : await registerUser(t.app);
  const saved = t.app.identity.mailer;
  const held = heldMailer();
  t.app.identity.mailer = held.mailer;
  try {
    const res = await within(
      new Jar().inject(t.app, { method: 'POST', url, payload: { email: u.email } }),
      10_000,
    );
    expect(res).not.toBe('timeout');
    expect(res === 'timeout' ? 0 : res.statusCode).toBe(200);
    expect(held.sent).toHaveLength(0);
    held.release();
    await settleAfterReply();
    expect(held.sent.map((m) => m.to)).toEqual([u.email]);
  } finally {
    held.release();
    await settleAfterReply();
    t.app.identity.mailer = saved;
  }
});
