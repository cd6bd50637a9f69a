import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SUPPORT_EVENTS,
  SUPPORT_MESSAGES,
  type SupportConversation,
  type SupportMessage,
} from '@arcade/contracts';
import { makeUser, renderWithShell, resetStore } from '@arcade/shared-ui/testing';
import { deferred, fail, installFakeApi, ok, type FakeApi } from '../../../../tooling/fake-api';
import { SupportInbox } from './inbox';

/**
 * The network is faked at its two edges: the global fetch (tooling/fake-api) and socket.io-client, the library the
 * inbox's live link is made with (loaded on demand by src/lib/support-socket.ts, which runs unchanged).
 */
type Handler = (payload?: unknown) => void;
const handlers = new Map<string, Handler>();
const managerHandlers = new Map<string, Handler>();
const socket = {
  on: jest.fn((event: string, fn: Handler) => handlers.set(event, fn)),
  emit: jest.fn(),
  close: jest.fn(),
  io: { on: jest.fn((event: string, fn: Handler) => managerHandlers.set(event, fn)) },
};
const io = jest.fn((..._args: unknown[]) => socket);
jest.mock('socket.io-client', () => ({ io: (...args: unknown[]) => io(...args) }));

/** The server sends an event on the socket (once the inbox listens to it). */
async function serverSends(event: string, payload?: unknown) {
  await waitFor(() => expect(handlers.has(event)).toBe(true));
  act(() => handlers.get(event)!(payload));
}

const AGENT = makeUser({
  _id: 'agent-1',
  role: 'SUPPORT',
  name: { first: 'Sam', middle: '', last: 'Agent' },
});

const c: SupportConversation = {
  id: '00000000-0000-4000-8000-000000000002',
  status: 'open',
  requester: 'player',
  email: 'pat@example.test',
  name: 'Pat',
  assignedTo: null,
  assignedName: null,
  offline: false,
  channel: 'chat',
  topic: null,
  reference: null,
  createdAt: '2026-11-23T07:00:00.000Z',
  lastMessageAt: '2026-11-23T07:00:00.000Z',
  lastMessage: 'Where is my bonus?',
  unread: 2,
  peerReadUpTo: null,
};
const visitor: SupportConversation = {
  ...c,
  id: '00000000-0000-4000-8000-000000000003',
  requester: 'visitor',
  email: 'guest@example.test',
  name: null,
  offline: true,
  unread: 0,
  lastMessage: 'Nobody was online',
};
const fromForm: SupportConversation = {
  ...visitor,
  id: '00000000-0000-4000-8000-000000000004',
  email: 'vera@example.test',
  lastMessage: 'My purchase did not show up',
  channel: 'contact_form',
  topic: 'Purchases and payments',
  reference: 'ORD-778',
};
const m = (id: string, from: 'player' | 'agent', body: string): SupportMessage => ({
  id,
  conversationId: c.id,
  from,
  agentName: from === 'agent' ? 'Sam' : null,
  body,
  at: '2026-11-23T07:00:00.000Z',
});

const LIST = 'support/agent/conversations';
const THREAD = `${LIST}/${c.id}`;

let api: FakeApi;
beforeEach(() => {
  handlers.clear();
  managerHandlers.clear();
  jest.clearAllMocks();
  resetStore(AGENT);
  api = installFakeApi({
    [`GET /${LIST}`]: ok({ conversations: [c], agentsOnline: 1 }),
    [`GET /${THREAD}`]: ok({
      conversation: c,
      messages: [m('1', 'player', 'Hi'), m('2', 'player', 'Where is my bonus?')],
    }),
    [`PUT /${THREAD}/read`]: ok({ readUpTo: '2' }),
  });
});

const renderInbox = () => renderWithShell(<SupportInbox />, { url: '/dashboard' });
const openPat = async (user: ReturnType<typeof userEvent.setup>) => {
  const list = await screen.findByRole('list', { name: 'Conversations' });
  await user.click(within(list).getByRole('button', { name: /Pat/ }));
  return screen.findByRole('region', { name: 'Pat' });
};

describe('the conversation list', () => {
  it('says it is loading until the inbox answers', async () => {
    const gate = deferred();
    api.on('GET', LIST, async () => {
      await gate.promise;
      return ok({ conversations: [c], agentsOnline: 1 });
    });
    renderInbox();
    expect(screen.getByText('Loading conversations')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument();
    gate.resolve();
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeInTheDocument();
    expect(screen.queryByText('Loading conversations')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pick a conversation' })).toBeInTheDocument();
  });

  it('lists conversations with who wrote, the last message, unread counts and assignment', async () => {
    api.on('GET', LIST, ok({ conversations: [c, visitor, fromForm], agentsOnline: 1 }));
    renderInbox();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const [pat, guest, vera] = within(list).getAllByRole('button');
    expect(pat).toHaveTextContent('Pat');
    expect(pat).toHaveTextContent('pat@example.test');
    expect(pat).toHaveTextContent('Where is my bonus?');
    expect(within(pat!).getByTestId('inbox-unread')).toHaveTextContent('2 unread');
    expect(pat).toHaveTextContent(/Player · .* · Unassigned/);
    expect(guest).toHaveTextContent('guest@example.test');
    expect(guest).toHaveTextContent(/Visitor · .* · Unassigned · Offline message/);
    expect(within(guest!).queryByTestId('inbox-unread')).not.toBeInTheDocument();
    expect(vera).toHaveTextContent(/Visitor · .* · Unassigned · Contact form/);
    expect(api.callsTo('GET', LIST)[0]!.query.get('filter')).toBe('open');
  });

  it('says when there is nothing in a list', async () => {
    api.on('GET', LIST, ok({ conversations: [], agentsOnline: 1 }));
    renderInbox();
    expect(await screen.findByRole('heading', { name: 'No conversations' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument();
  });

  it('says when the conversations could not be loaded', async () => {
    api.on('GET', LIST, fail(500, 'Database unavailable'));
    renderInbox();
    expect(await screen.findByRole('alert')).toHaveTextContent('The conversations could not be loaded.');
  });

  it('filters: each button asks for its list and shows which is on', async () => {
    api.on('GET', LIST, (call) =>
      ok({ conversations: call.query.get('filter') === 'closed' ? [] : [c], agentsOnline: 1 }),
    );
    const user = userEvent.setup();
    renderInbox();
    const filters = screen.getByRole('group', { name: 'Show conversations' });
    expect(within(filters).getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('list', { name: 'Conversations' });
    await user.click(within(filters).getByRole('button', { name: 'Closed' }));
    expect(await screen.findByRole('heading', { name: 'No conversations' })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Closed' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filters).getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'false');
    for (const name of ['Unassigned', 'Mine']) {
      await user.click(within(filters).getByRole('button', { name }));
      expect(await screen.findByRole('list', { name: 'Conversations' })).toBeInTheDocument();
    }
    expect(api.callsTo('GET', LIST).map((call) => call.query.get('filter'))).toEqual([
      'open',
      'closed',
      'unassigned',
      'mine',
    ]);
  });
});

describe('presence', () => {
  it('says "Connecting…" until the live link is up, then that the agent is online and how many agents are', async () => {
    renderInbox();
    const presence = screen.getByTestId('inbox-presence');
    expect(presence).toHaveTextContent('Connecting…');
    await waitFor(() => expect(io).toHaveBeenCalledTimes(1));
    expect(io.mock.calls[0]![0]).toBe('/support');
    expect(io.mock.calls[0]![1]).toMatchObject({ path: '/socket.io', withCredentials: true });
    await serverSends('connect');
    expect(presence).toHaveTextContent('You are online for support chat');
    await serverSends(SUPPORT_EVENTS.presence, { agentsOnline: 2 });
    expect(presence).toHaveTextContent('You are online for support chat · 2 agents online');
    await serverSends(SUPPORT_EVENTS.presence, { agentsOnline: 1 });
    expect(presence).toHaveTextContent('· 1 agent online');
    await serverSends('disconnect');
    expect(presence).toHaveTextContent('Connecting…');
  });

  it('closes the live link when the inbox goes away', async () => {
    const { unmount } = renderInbox();
    await waitFor(() => expect(handlers.has('connect')).toBe(true));
    unmount();
    expect(socket.close).toHaveBeenCalled();
  });
});

describe('a conversation', () => {
  it('opening one reads it; the reply is sent and shown; the agent typing is told to the requester', async () => {
    const user = userEvent.setup();
    renderInbox();
    expect(await screen.findByTestId('inbox-unread')).toHaveTextContent('2 unread');
    const thread = await openPat(user);
    const log = within(thread).getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Hi')).toBeInTheDocument();
    expect(thread).toHaveTextContent('pat@example.test · Player · Unassigned');
    await waitFor(() => expect(api.callsTo('PUT', `${THREAD}/read`)).toHaveLength(1));
    api.on(
      'POST',
      `${THREAD}/messages`,
      ok({ conversation: c, message: m('3', 'agent', 'Checking now') }, 'Message sent', 201),
    );
    await user.type(within(thread).getByRole('textbox', { name: 'Reply' }), 'Checking now{Enter}');
    expect(await within(log).findByText('Checking now')).toBeInTheDocument();
    expect(api.callsTo('POST', `${THREAD}/messages`)).toHaveLength(1);
    expect(api.callsTo('POST', `${THREAD}/messages`)[0]!.json).toEqual({ message: 'Checking now' });
    await waitFor(() => expect(within(thread).getByRole('textbox', { name: 'Reply' })).toHaveValue(''));
    expect(socket.emit).toHaveBeenCalledWith(SUPPORT_EVENTS.typing, { conversationId: c.id, typing: true });
    expect(socket.emit).toHaveBeenCalledWith(SUPPORT_EVENTS.typing, { conversationId: c.id, typing: false });
  });

  it('says it is loading the conversation, or that it could not be loaded', async () => {
    const gate = deferred();
    api.on('GET', THREAD, async () => {
      await gate.promise;
      return fail(404, 'Conversation not found');
    });
    const user = userEvent.setup();
    renderInbox();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    await user.click(within(list).getByRole('button', { name: /Pat/ }));
    expect(await screen.findByText('Loading the conversation')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /Pat/ })).toHaveAttribute('aria-current', 'true');
    gate.resolve();
    expect(await screen.findByRole('alert')).toHaveTextContent('This conversation could not be loaded.');
    expect(screen.queryByText('Loading the conversation')).not.toBeInTheDocument();
  });

  it('does not send an empty reply, and shows the server’s refusal of one', async () => {
    api.on('POST', `${THREAD}/messages`, fail(429, 'Too many messages: wait a minute'));
    const user = userEvent.setup();
    renderInbox();
    const thread = await openPat(user);
    const reply = await within(thread).findByRole('textbox', { name: 'Reply' });
    await user.click(within(thread).getByRole('button', { name: 'Send reply' }));
    expect(await within(thread).findByRole('alert')).toHaveTextContent(SUPPORT_MESSAGES.empty);
    expect(api.callsTo('POST', `${THREAD}/messages`)).toHaveLength(0);
    await user.type(reply, 'Hello there');
    await user.click(within(thread).getByRole('button', { name: 'Send reply' }));
    expect(await within(thread).findByText('Too many messages: wait a minute')).toBeInTheDocument();
    expect(within(thread).getByRole('alert')).toHaveTextContent('Too many messages: wait a minute');
    expect(reply).toHaveValue('Hello there');
    expect(api.callsTo('POST', `${THREAD}/messages`)).toHaveLength(1);
  });

  it('Assign to me assigns it; the button goes once it is the agent’s', async () => {
    const mine = { ...c, assignedTo: AGENT._id, assignedName: 'Sam Agent' };
    api.on('POST', `${THREAD}/assign`, ok({ conversation: mine, messages: [m('1', 'player', 'Hi')] }));
    const user = userEvent.setup();
    renderInbox();
    const thread = await openPat(user);
    await user.click(await within(thread).findByRole('button', { name: 'Assign to me' }));
    expect(await within(thread).findByText(/Assigned to Sam Agent/)).toBeInTheDocument();
    expect(within(thread).queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();
    expect(within(thread).getByRole('button', { name: 'Close conversation' })).toBeEnabled();
    expect(api.callsTo('POST', `${THREAD}/assign`)).toHaveLength(1);
    // the lists are read again (the conversation moved to Mine)
    await waitFor(() => expect(api.callsTo('GET', LIST).length).toBeGreaterThan(1));
  });

  it('shows the player typing, and closes the conversation: no reply box afterwards', async () => {
    const user = userEvent.setup();
    renderInbox();
    const thread = await openPat(user);
    await within(thread).findByText('Hi');
    await serverSends(SUPPORT_EVENTS.typing, { conversationId: c.id, from: 'player', typing: true });
    expect(within(thread).getByTestId('inbox-typing')).toHaveTextContent('Pat is typing…');
    await serverSends(SUPPORT_EVENTS.typing, { conversationId: c.id, from: 'player', typing: false });
    expect(within(thread).getByTestId('inbox-typing')).toHaveTextContent('');
    api.on('POST', `${THREAD}/close`, ok({ conversation: { ...c, status: 'closed' }, messages: [] }));
    await user.click(within(thread).getByRole('button', { name: 'Close conversation' }));
    expect(await within(thread).findByText('This conversation is closed.')).toBeInTheDocument();
    expect(thread).toHaveTextContent('pat@example.test · Player · Closed');
    expect(within(thread).queryByRole('textbox', { name: 'Reply' })).not.toBeInTheDocument();
    expect(within(thread).queryByRole('button', { name: 'Close conversation' })).not.toBeInTheDocument();
    expect(within(thread).queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();
  });

  it('a player’s new message arrives live and is read at once; "Seen" follows the player’s read mark', async () => {
    api.on(
      'GET',
      THREAD,
      ok({
        conversation: { ...c, unread: 0 },
        messages: [m('1', 'player', 'Hi'), m('2', 'agent', 'Hello!')],
      }),
    );
    const user = userEvent.setup();
    renderInbox();
    const thread = await openPat(user);
    const log = within(thread).getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Hello!')).toBeInTheDocument();
    expect(within(log).queryByTestId('inbox-seen')).not.toBeInTheDocument();
    await serverSends(SUPPORT_EVENTS.message, m('3', 'player', 'Still waiting'));
    expect(await within(log).findByText('Still waiting')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('PUT', `${THREAD}/read`)).toHaveLength(1));
    // the player read up to the agent's message
    api.on(
      'GET',
      THREAD,
      ok({
        conversation: { ...c, unread: 0, peerReadUpTo: '2' },
        messages: [m('1', 'player', 'Hi'), m('2', 'agent', 'Hello!'), m('3', 'player', 'Still waiting')],
      }),
    );
    await serverSends(SUPPORT_EVENTS.read, { conversationId: c.id, by: 'player', readUpTo: '2' });
    const seen = await within(log).findByTestId('inbox-seen');
    expect(seen).toHaveTextContent('Seen');
    expect(seen.closest('li')).toHaveTextContent('Hello!');
  });

  it('Back to conversations shows the list again with the focus in the list’s column', async () => {
    const user = userEvent.setup();
    renderInbox();
    const thread = await openPat(user);
    await user.click(await within(thread).findByRole('button', { name: 'Back to conversations' }));
    expect(await screen.findByRole('heading', { name: 'Pick a conversation' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pat' })).not.toBeInTheDocument();
    // Focus is not lost to the page: it goes to the first control of the list's column (the Open filter; the
    // conversation just left would be kinder, but its aria-current is gone by the time the focus moves).
    const filters = screen.getByRole('group', { name: 'Show conversations' });
    await waitFor(() => expect(within(filters).getByRole('button', { name: 'Open' })).toHaveFocus());
  });
});
