import { CONTACT_MESSAGES, type SupportInbox } from '@arcade/contracts';
import { useTestApp } from '../../testing/use-test-app';
import { newStaff } from '../../testing/staff';
import { newPlayer } from '../wallet/testing/players';

// Issue 29 item 2: the Contact Us form opens a conversation in the support inbox, answered by e-mail.
jest.setTimeout(120_000);
const t = useTestApp();
beforeEach(() => t.db.query(`DELETE FROM rate_counters WHERE key LIKE 'support:%'`));

const form = (change: Record<string, unknown> = {}) => ({
  name: 'Vera Visitor',
  email: 'vera@example.test',
  topic: 'Purchases and payments',
  reference: 'ORD-778',
  message: 'My purchase did not show up in my balance yet.',
  ...change,
});
const post = (payload: unknown, cookies?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/support/contact', payload: payload as object, cookies });
const count = async () =>
  Number((await t.db.query('SELECT count(*)::int AS n FROM support_conversations')).rows[0]!.n);
const mailsTo = async (to: string) =>
  (await t.db.query<{ subject: string }>('SELECT subject FROM dev_mailbox WHERE to_address = $1', [to])).rows;

describe('POST /support/contact', () => {
  it("puts a visitor's form in the agents' inbox with its topic and reference, mails nothing now, and the agent's reply goes by e-mail", async () => {
    const email = `vera-${Date.now()}@example.test`;
    const res = await post(form({ email: email.toUpperCase() }));
    expect(res.statusCode).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe(CONTACT_MESSAGES.sent);
    expect(data).toEqual({ reference: expect.stringMatching(/^[0-9A-F]{8}$/), email });
    expect(await mailsTo(email)).toEqual([]);

    const agent = await newStaff(t.app, t.db, 'SUPPORT');
    const inbox = await t.app.inject({
      method: 'GET',
      url: '/api/v1/support/agent/conversations?filter=open',
      cookies: agent.cookies,
    });
    const conversation = inbox
      .json<{ data: SupportInbox }>()
      .data.conversations.find((c) => c.email === email)!;
    expect(conversation).toMatchObject({
      channel: 'contact_form',
      topic: 'Purchases and payments',
      reference: 'ORD-778',
      offline: true,
      requester: 'visitor',
      name: 'Vera Visitor',
      lastMessage: 'My purchase did not show up in my balance yet.',
    });
    expect(conversation.id.slice(0, 8).toUpperCase()).toBe(data.reference);

    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/v1/support/agent/conversations/${conversation.id}/messages`,
      cookies: agent.cookies,
      payload: { message: 'We found it: it is in your balance now.' },
    });
    expect(reply.statusCode).toBe(201);
    expect((await mailsTo(email)).length).toBe(1);
  });

  it("answers a signed-in player at the account's address, whatever the form says", async () => {
    const player = await newPlayer(t.app, t.db);
    const own = (
      await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [player.userId])
    ).rows[0]!.email;
    const res = await post(form({ email: 'someone.else@example.test' }), player.cookies);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.email).toBe(own);
    const rows = await t.db.query<{ email: string; user_id: string; channel: string }>(
      'SELECT email, user_id, channel FROM support_conversations WHERE user_id = $1',
      [player.userId],
    );
    expect(rows.rows).toEqual([{ email: own, user_id: player.userId, channel: 'contact_form' }]);
  });

  it('refuses a bad form with the form’s words and creates nothing', async () => {
    const before = await count();
    for (const [change, text] of [
      [{ email: 'not-an-address' }, CONTACT_MESSAGES.emailInvalid],
      [{ topic: 'Free money' }, CONTACT_MESSAGES.topicRequired],
      [{ message: 'too short' }, CONTACT_MESSAGES.messageShort],
      [{ reference: 'R'.repeat(201) }, CONTACT_MESSAGES.referenceLong],
    ] as const) {
      const res = await post(form(change));
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message: text });
    }
    expect(await count()).toBe(before);
  });

  it('limits how many forms one address can send in an hour', async () => {
    const email = `busy-${Date.now()}@example.test`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await post(form({ email }))).statusCode);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(0);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.every((s) => s === 201 || s === 429)).toBe(true);
  });
});
