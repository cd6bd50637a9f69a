import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import {
  SUPPORT_EVENTS,
  SUPPORT_LIMITS,
  SUPPORT_MESSAGES,
  type SupportChatState,
  type SupportInbox,
  type SupportMessage,
  type SupportThread,
  type SupportTypingEvent,
} from '@arcade/contracts';
import type { InjectOptions } from 'fastify';
import { useTestApp } from '../../testing/use-test-app';
import { newStaff } from '../../testing/staff';
import { newPlayer, type Player } from '../wallet/testing/players';

jest.setTimeout(120_000);
const t = useTestApp();
// Every visitor of these tests comes from the same address: start each test under the per-address limit.
beforeEach(() => t.db.query(`DELETE FROM rate_counters WHERE key LIKE 'support:start:%'`));

type Cookies = Record<string, string>;
type Envelope<T> = { success: boolean; message: string; data: T; errors?: unknown[] };

async function req<T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  cookies?: Cookies,
  payload?: unknown,
) {
  const options: InjectOptions = { method, url, cookies };
  if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
  const res = await t.app.inject(options);
  const setCookies = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
  return { status: res.statusCode, body: res.json<Envelope<T>>(), setCookies };
}

const send = (cookies: Cookies | undefined, message: string, email?: string) =>
  req<{ message: SupportMessage; conversation: { id: string; offline: boolean } }>(
    'POST',
    '/api/v1/support/chat/messages',
    cookies,
    email === undefined ? { message } : { message, email },
  );
const state = (cookies?: Cookies) => req<SupportChatState>('GET', '/api/v1/support/chat', cookies);
const inbox = (agent: Player, filter = 'open') =>
  req<SupportInbox>('GET', `/api/v1/support/agent/conversations?filter=${filter}`, agent.cookies);
const reply = (agent: Player, id: string, message: string) =>
  req<{ message: SupportMessage }>(
    'POST',
    `/api/v1/support/agent/conversations/${id}/messages`,
    agent.cookies,
    {
      message,
    },
  );
const mails = async (to: string) =>
  (
    await t.db.query<{ subject: string; text_body: string; html_body: string }>(
      'SELECT subject, text_body, html_body FROM dev_mailbox WHERE to_address = $1 ORDER BY id',
      [to],
    )
  ).rows;
const emailOf = async (userId: string) =>
  (await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId])).rows[0]!.email;

async function newVisitor(email: string, message = 'Hello from a visitor') {
  const res = await send(undefined, message, email);
  expect(res.status).toBe(201);
  const cookie = res.setCookies.support_visitor;
  expect(cookie).toBeTruthy();
  return { cookies: { support_visitor: cookie! }, conversationId: res.body.data.conversation.id };
}

describe('support chat: requesters', () => {
  it('a visitor must leave an e-mail; the httpOnly signed cookie then names its conversation', async () => {
    const missing = await send(undefined, 'Hi');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(SUPPORT_MESSAGES.emailRequired);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/support/chat/messages',
      payload: { message: 'Where is my prize?', email: 'Visitor.One@example.test' },
    });
    expect(res.statusCode).toBe(201);
    const cookie = res.cookies.find((c) => c.name === 'support_visitor')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');

    const mine = await state({ support_visitor: cookie.value });
    expect(mine.body.data.conversation?.email).toBe('visitor.one@example.test');
    expect(mine.body.data.conversation?.requester).toBe('visitor');
    expect(mine.body.data.messages.map((m) => m.body)).toEqual(['Where is my prize?']);
    // No cookie, a forged one, or another visitor's: none of them sees it.
    expect((await state()).body.data.conversation).toBeNull();
    expect(
      (await state({ support_visitor: `${cookie.value.slice(0, -2)}00` })).body.data.conversation,
    ).toBeNull();
    const other = await newVisitor('visitor.two@example.test');
    const theirs = await state(other.cookies);
    expect(theirs.body.data.conversation?.id).not.toBe(mine.body.data.conversation?.id);
    expect(theirs.body.data.messages.map((m) => m.body)).toEqual(['Hello from a visitor']);
  });

  it('limits how many conversations visitors start from one address', async () => {
    for (let i = 0; i < SUPPORT_LIMITS.visitorStartsPerHour; i += 1)
      expect((await send(undefined, 'hi', `many${i}@example.test`)).status).toBe(201);
    const refused = await send(undefined, 'hi', 'many.more@example.test');
    expect(refused.status).toBe(429);
    expect(refused.body.errors).toContain('rate_limited');
  });

  it('ids in the body are ignored: a sender cannot write into another conversation', async () => {
    const victim = await newVisitor('victim@example.test');
    const attacker = await newVisitor('attacker@example.test');
    const res = await req('POST', '/api/v1/support/chat/messages', attacker.cookies, {
      message: 'injected',
      conversationId: victim.conversationId,
      visitorId: victim.conversationId,
    });
    expect(res.status).toBe(201);
    const seen = await state(victim.cookies);
    expect(seen.body.data.messages.map((m) => m.body)).not.toContain('injected');
  });

  it('a player sees only their own conversation, on every device (it follows the account)', async () => {
    const a = await newPlayer(t.app, t.db, 'chat-a');
    const b = await newPlayer(t.app, t.db, 'chat-b');
    expect((await send(a.cookies, 'I need help with my bonus')).status).toBe(201);
    expect((await send(a.cookies, 'Are you there?')).status).toBe(201);
    const own = await state(a.cookies);
    expect(own.body.data.email).toBe(await emailOf(a.userId));
    expect(own.body.data.conversation?.requester).toBe('player');
    expect(own.body.data.messages.map((m) => m.body)).toEqual([
      'I need help with my bonus',
      'Are you there?',
    ]);
    expect((await state(b.cookies)).body.data.conversation).toBeNull();
    // A second login of the same account (another device) sees the same history.
    const again = await state(a.cookies);
    expect(again.body.data.conversation?.id).toBe(own.body.data.conversation?.id);
  });

  it('plain text only: markup is stored and answered as the characters sent', async () => {
    const p = await newPlayer(t.app, t.db, 'chat-html');
    const body = '<img src=x onerror=alert(1)> <b>bold</b> & https://example.test/x?a=1';
    expect((await send(p.cookies, `  ${body}\r\n`)).body.data.message.body).toBe(body);
    expect((await state(p.cookies)).body.data.messages[0]!.body).toBe(body);
  });

  it('refuses empty and oversized messages with a 400, and rate-limits each sender', async () => {
    const p = await newPlayer(t.app, t.db, 'chat-limits');
    const empty = await send(p.cookies, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(SUPPORT_MESSAGES.empty);
    const long = await send(p.cookies, 'x'.repeat(SUPPORT_LIMITS.messageMax + 1));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(SUPPORT_MESSAGES.tooLong);
    expect((await send(p.cookies, 'x'.repeat(SUPPORT_LIMITS.messageMax))).status).toBe(201);
    for (let i = 1; i < SUPPORT_LIMITS.messagesPerMinute; i += 1)
      expect((await send(p.cookies, `message ${i}`)).status).toBe(201);
    const limited = await send(p.cookies, 'one too many');
    expect(limited.status).toBe(429);
    expect(limited.body.errors).toContain('rate_limited');
    // Another sender is not affected.
    const q = await newPlayer(t.app, t.db, 'chat-limits-2');
    expect((await send(q.cookies, 'hello')).status).toBe(201);
  });

  it('e-mails the transcript on request (plain text), to the conversation address only', async () => {
    const p = await newPlayer(t.app, t.db, 'chat-transcript');
    const none = await req('POST', '/api/v1/support/chat/transcript', p.cookies);
    expect(none.status).toBe(404);
    await send(p.cookies, 'First <question>');
    const agent = await newStaff(t.app, t.db, 'SUPPORT');
    const id = (await state(p.cookies)).body.data.conversation!.id;
    expect((await reply(agent, id, 'First answer')).status).toBe(201);
    const res = await req<{ email: string; status: string }>(
      'POST',
      '/api/v1/support/chat/transcript',
      p.cookies,
    );
    expect(res.status).toBe(200);
    const email = await emailOf(p.userId);
    expect(res.body.data).toEqual({ email, status: 'sent' });
    const transcript = (await mails(email)).find((m) => m.subject.includes('transcript'))!;
    expect(transcript.text_body).toContain('First <question>');
    expect(transcript.text_body).toContain('First answer');
    expect(transcript.html_body).toBe('');
    for (let i = 1; i < SUPPORT_LIMITS.transcriptsPerHour; i += 1)
      expect((await req('POST', '/api/v1/support/chat/transcript', p.cookies)).status).toBe(200);
    expect((await req('POST', '/api/v1/support/chat/transcript', p.cookies)).status).toBe(429);
  });

  it("never relays a visitor's text to an address nobody confirmed: a fixed link first, a per-address limit", async () => {
    await t.db.query(`DELETE FROM rate_counters WHERE key LIKE 'support:transcript%'`);
    const target = 'someone-else@example.test';
    const spam = 'BUY CHEAP WATCHES at spam.example';
    const v = await newVisitor(target, spam);
    const asked = await req<{ email: string; status: string }>(
      'POST',
      '/api/v1/support/chat/transcript',
      v.cookies,
    );
    expect(asked.status).toBe(200);
    expect(asked.body.data).toEqual({ email: target, status: 'confirm' });
    expect(asked.body.message).toBe(SUPPORT_MESSAGES.transcriptConfirm);
    const [confirm, ...others] = await mails(target);
    expect(others).toEqual([]);
    expect(confirm!.subject).toContain('Confirm your address');
    expect(confirm!.text_body).not.toContain('WATCHES');
    const link = /(\/support\/transcript\/confirm\?token=\S+)/.exec(confirm!.text_body)![1]!;
    const token = new URL(link, 'http://x').searchParams.get('token')!;

    // Opening the link shows a page and sends nothing (a mail scanner that follows links sends nothing).
    const opened = await t.app.inject({ method: 'GET', url: link });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Send transcript');
    expect(await mails(target)).toHaveLength(1);
    const post = (value: string) =>
      t.app.inject({
        method: 'POST',
        url: '/support/transcript/confirm',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:80' },
        payload: new URLSearchParams({ token: value }).toString(),
      });
    const tampered = await post(token.slice(0, -2) + (token.endsWith('aa') ? 'bb' : 'aa'));
    expect(tampered.statusCode).toBe(400);
    expect(await mails(target)).toHaveLength(1);
    const sent = await post(token);
    expect({ status: sent.statusCode, body: sent.body }).toMatchObject({ status: 200 });
    const all = await mails(target);
    expect(all).toHaveLength(2);
    expect(all[1]!.text_body).toContain('WATCHES'); // the owner confirmed: the transcript is theirs
    // Confirmed once: the next ask goes straight to that address.
    const again = await req<{ status: string }>('POST', '/api/v1/support/chat/transcript', v.cookies);
    expect(again.body.data.status).toBe('sent');

    // However many conversations ask, one address receives at most the daily limit of these mails.
    let refused = 0;
    for (let i = 0; i < SUPPORT_LIMITS.transcriptMailsPerAddressPerDay + 2; i += 1) {
      await t.db.query(`DELETE FROM rate_counters WHERE key LIKE 'support:start:%'`);
      const other = await newVisitor(target, `${spam} ${i}`);
      const res = await req('POST', '/api/v1/support/chat/transcript', other.cookies);
      if (res.status === 429) refused += 1;
      else expect(res.status).toBe(200);
    }
    expect(await mails(target)).toHaveLength(SUPPORT_LIMITS.transcriptMailsPerAddressPerDay);
    expect(refused).toBe(5);
  });
});

describe('support chat: agents', () => {
  it('agent routes need support.chat: 401 signed out, 403 for a player and a CASHIER', async () => {
    const url = '/api/v1/support/agent/conversations';
    expect((await req('GET', url)).status).toBe(401);
    const player = await newPlayer(t.app, t.db, 'not-agent');
    expect((await req('GET', url, player.cookies)).status).toBe(403);
    const cashier = await newStaff(t.app, t.db, 'CASHIER');
    expect((await req('GET', url, cashier.cookies)).status).toBe(403);
    const visitor = await newVisitor('nosy@example.test');
    expect((await req('GET', url, visitor.cookies)).status).toBe(401);
    expect((await req('GET', `${url}/${visitor.conversationId}`, visitor.cookies)).status).toBe(401);
    expect((await req('POST', `${url}/${visitor.conversationId}/close`, player.cookies)).status).toBe(403);
    const support = await newStaff(t.app, t.db, 'SUPPORT');
    expect((await req('GET', url, support.cookies)).status).toBe(200);
    expect((await req('GET', `${url}?filter=everything`, support.cookies)).status).toBe(400);
    expect((await req('GET', `${url}/not-a-uuid`, support.cookies)).status).toBe(400);
    expect((await req('GET', `${url}/${crypto.randomUUID()}`, support.cookies)).status).toBe(404);
  });

  it('inbox with unread counts, reply, read state both ways; assign and close are audited', async () => {
    const agent = await newStaff(t.app, t.db, 'SUPPORT');
    const p = await newPlayer(t.app, t.db, 'chat-inbox');
    await send(p.cookies, 'one');
    await send(p.cookies, 'two');
    const id = (await state(p.cookies)).body.data.conversation!.id;
    const listed = (await inbox(agent)).body.data.conversations.find((c) => c.id === id)!;
    expect(listed.unread).toBe(2);
    expect(listed.lastMessage).toBe('two');
    expect((await inbox(agent, 'unassigned')).body.data.conversations.map((c) => c.id)).toContain(id);

    const read = await req<{ readUpTo: string }>(
      'PUT',
      `/api/v1/support/agent/conversations/${id}/read`,
      agent.cookies,
    );
    expect(read.status).toBe(200);
    const mine = (await state(p.cookies)).body.data;
    expect(mine.conversation!.peerReadUpTo).toBe(mine.messages[1]!.id);

    const r = await reply(agent, id, 'Hi, how can I help?');
    expect(r.status).toBe(201);
    expect((await inbox(agent, 'mine')).body.data.conversations.map((c) => c.id)).toContain(id);
    expect((await inbox(agent, 'unassigned')).body.data.conversations.map((c) => c.id)).not.toContain(id);
    const after = (await state(p.cookies)).body.data;
    expect(after.conversation!.unread).toBe(1);
    expect(after.messages.at(-1)).toMatchObject({ from: 'agent', body: 'Hi, how can I help?' });
    expect((await req('PUT', '/api/v1/support/chat/read', p.cookies)).status).toBe(200);
    expect((await state(p.cookies)).body.data.conversation!.unread).toBe(0);
    const thread = await req<SupportThread>(
      'GET',
      `/api/v1/support/agent/conversations/${id}`,
      agent.cookies,
    );
    expect(thread.body.data.conversation.peerReadUpTo).toBe(r.body.data.message.id);

    const closed = await req<SupportThread>(
      'POST',
      `/api/v1/support/agent/conversations/${id}/close`,
      agent.cookies,
    );
    expect(closed.status).toBe(200);
    expect(closed.body.data.conversation.status).toBe('closed');
    expect((await reply(agent, id, 'late')).status).toBe(409);
    const audit = await t.db.query<{ action: string; actor_id: string }>(
      `SELECT action, actor_id FROM audit_log WHERE target_type = 'support_conversation' AND target_id = $1 ORDER BY id`,
      [id],
    );
    expect(audit.rows).toEqual([
      { action: 'support.assign', actor_id: agent.userId },
      { action: 'support.close', actor_id: agent.userId },
    ]);
    // The next message starts a new conversation; the player's latest is the new one.
    await send(p.cookies, 'new question');
    const next = (await state(p.cookies)).body.data;
    expect(next.conversation!.id).not.toBe(id);
    expect(next.messages.map((m) => m.body)).toEqual(['new question']);
  });

  it('offline: with no agent online the conversation is marked offline and the reply goes out by e-mail too', async () => {
    const email = 'offline.visitor@example.test';
    expect((await state()).body.data.agentsOnline).toBe(false);
    const visitor = await newVisitor(email, 'Please call me back');
    expect((await state(visitor.cookies)).body.data.conversation!.offline).toBe(true);
    const agent = await newStaff(t.app, t.db, 'SUPPORT');
    expect((await reply(agent, visitor.conversationId, 'We looked into it: all fine.')).status).toBe(201);
    const sent = await mails(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text_body).toContain('We looked into it: all fine.');
    expect(sent[0]!.html_body).toBe('');
    // ...and in the chat.
    const seen = (await state(visitor.cookies)).body.data.messages.map((m) => m.body);
    expect(seen).toEqual(['Please call me back', 'We looked into it: all fine.']);
  });
});

describe('support chat: live namespace', () => {
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/support`;
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  const open = (cookies?: Cookies) => {
    const socket = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: cookies
        ? {
            cookie: Object.entries(cookies)
              .map(([k, v]) => `${k}=${v}`)
              .join('; '),
          }
        : {},
    });
    sockets.push(socket);
    return socket;
  };
  const connected = (socket: Socket) =>
    new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (err) => reject(err));
    });
  const next = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));
  /** The first event that matches (agents also receive their own replies, for their other tabs). */
  const until = <T>(socket: Socket, event: string, match: (payload: T) => boolean) =>
    new Promise<T>((resolve) => {
      const on = (payload: T) => {
        if (!match(payload)) return;
        socket.off(event, on);
        resolve(payload);
      };
      socket.on(event, on);
    });

  it('refuses a socket with neither a session nor a visitor cookie', async () => {
    const socket = open();
    await expect(connected(socket)).rejects.toThrow('Unauthorized request');
  });

  it('agents online, typing both ways, messages and read marks reach the other side live', async () => {
    const agent = await newStaff(t.app, t.db, 'SUPPORT');
    const a = open(agent.cookies);
    await connected(a);
    // Started while an agent is online: not an offline conversation.
    const visitor = await newVisitor('live.visitor@example.test', 'first');
    expect((await state(visitor.cookies)).body.data.conversation!.offline).toBe(false);
    const v = open(visitor.cookies);
    await connected(v);
    expect((await state(visitor.cookies)).body.data.agentsOnline).toBe(true);
    expect((await inbox(agent)).body.data.agentsOnline).toBe(1);
    const second = await newStaff(t.app, t.db, 'ADMIN');
    const presence = next<{ agentsOnline: number }>(v, SUPPORT_EVENTS.presence);
    const a2 = open(second.cookies);
    await connected(a2);
    expect((await presence).agentsOnline).toBe(2);

    const typingAtAgent = next<SupportTypingEvent>(a, SUPPORT_EVENTS.typing);
    v.emit(SUPPORT_EVENTS.typing, { typing: true });
    expect(await typingAtAgent).toEqual({
      conversationId: visitor.conversationId,
      from: 'player',
      typing: true,
    });

    const typingAtVisitor = next<SupportTypingEvent>(v, SUPPORT_EVENTS.typing);
    a.emit(SUPPORT_EVENTS.typing, { conversationId: visitor.conversationId, typing: true });
    expect(await typingAtVisitor).toMatchObject({ from: 'agent', typing: true });

    const atVisitor = next<SupportMessage>(v, SUPPORT_EVENTS.message);
    expect((await reply(agent, visitor.conversationId, 'live answer')).status).toBe(201);
    expect((await atVisitor).body).toBe('live answer');
    // The visitor has the chat open: no e-mail for this reply.
    expect(await mails('live.visitor@example.test')).toHaveLength(0);

    const atAgent = until<SupportMessage>(a, SUPPORT_EVENTS.message, (m) => m.from === 'player');
    expect((await send(visitor.cookies, 'thanks')).status).toBe(201);
    expect((await atAgent).body).toBe('thanks');

    const readAtAgent = until<{ by: string }>(a, SUPPORT_EVENTS.read, (r) => r.by === 'player');
    await req('PUT', '/api/v1/support/chat/read', visitor.cookies);
    expect((await readAtAgent).by).toBe('player');

    // A visitor socket gets nothing of another conversation.
    const other = await newVisitor('other.live@example.test', 'mine');
    const o = open(other.cookies);
    await connected(o);
    const leaked: unknown[] = [];
    o.on(SUPPORT_EVENTS.message, (m) => leaked.push(m));
    const stillVisitor = next<SupportMessage>(v, SUPPORT_EVENTS.message);
    await reply(agent, visitor.conversationId, 'only for the first');
    await stillVisitor;
    expect(leaked).toEqual([]);

    const gone = next<{ agentsOnline: number }>(v, SUPPORT_EVENTS.presence);
    a2.disconnect();
    expect((await gone).agentsOnline).toBe(1);
  });
});
