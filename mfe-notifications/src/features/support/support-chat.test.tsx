import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { SupportChatState, SupportConversation, SupportMessage } from '@arcade/contracts';
import { appStore } from '@arcade/platform';
import { installFakeApi, ok, type FakeApi } from '../../../../tooling/fake-api';
import { SupportChat } from './support-chat';

const handlers = new Map<string, (payload: unknown) => void>();
const socket = {
  on: jest.fn((event: string, fn: (payload: unknown) => void) => handlers.set(event, fn)),
  emit: jest.fn(),
  close: jest.fn(),
  io: { on: jest.fn() },
};
jest.mock('../../lib/support-socket', () => ({ openSupportSocket: () => Promise.resolve(socket) }));

const conversation: SupportConversation = {
  id: '00000000-0000-4000-8000-000000000001',
  status: 'open',
  requester: 'visitor',
  email: 'v@example.test',
  name: null,
  assignedTo: null,
  assignedName: null,
  offline: false,
  channel: 'chat',
  topic: null,
  reference: null,
  createdAt: '2026-11-23T07:00:00.000Z',
  lastMessageAt: '2026-11-23T07:00:00.000Z',
  lastMessage: null,
  unread: 0,
  peerReadUpTo: null,
};
const msg = (id: string, from: 'player' | 'agent', body: string): SupportMessage => ({
  id,
  conversationId: conversation.id,
  from,
  agentName: from === 'agent' ? 'Sam' : null,
  body,
  at: '2026-11-23T07:00:00.000Z',
});

let api: FakeApi;
function renderChat(state: SupportChatState) {
  api = installFakeApi({ 'GET /support/chat': ok(state) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SupportChat open onClose={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  handlers.clear();
  localStorage.clear();
  appStore.setState({ user: null });
});

it('shows the offline form when no agent is online, and sends e-mail and message', async () => {
  renderChat({ conversation: null, messages: [], agentsOnline: false, email: null });
  expect(await screen.findByTestId('support-offline')).toBeInTheDocument();
  api.on(
    'POST',
    'support/chat/messages',
    ok(
      { conversation: { ...conversation, offline: true }, message: msg('1', 'player', 'Help') },
      'Message sent',
      201,
    ),
  );
  await userEvent.type(screen.getByLabelText('Your e-mail'), 'v@example.test');
  await userEvent.type(screen.getByLabelText('Message'), 'Help');
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
  await waitFor(() => expect(api.callsTo('POST', 'support/chat/messages')).toHaveLength(1));
  expect(api.callsTo('POST', 'support/chat/messages')[0]!.json).toEqual({
    email: 'v@example.test',
    message: 'Help',
  });
  expect(localStorage.getItem('arcade.support.chat')).toBe('1');
});

it('renders messages as plain text with clickable links, and "Seen" under the last read one', async () => {
  renderChat({
    conversation: { ...conversation, peerReadUpTo: '2' },
    messages: [
      msg('1', 'player', '<b>bold</b> see https://example.test/a'),
      msg('2', 'player', 'second'),
      msg('3', 'agent', 'Hi'),
    ],
    agentsOnline: true,
    email: null,
  });
  expect(await screen.findByText(/<b>bold<\/b> see/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'https://example.test/a' })).toHaveAttribute(
    'rel',
    expect.stringContaining('noopener'),
  );
  expect(document.querySelector('b')).toBeNull();
  const seen = screen.getByTestId('support-seen');
  expect(seen.closest('li')).toHaveTextContent('second');
});

it('shows the agent typing and appends live messages', async () => {
  renderChat({ conversation, messages: [msg('1', 'player', 'Hello')], agentsOnline: true, email: null });
  await screen.findByText('Hello');
  await waitFor(() => expect(handlers.has('support:typing')).toBe(true));
  act(() =>
    handlers.get('support:typing')!({ conversationId: conversation.id, from: 'agent', typing: true }),
  );
  expect(await screen.findByText('Support is typing…')).toBeInTheDocument();
  api.on('PUT', 'support/chat/read', ok({ readUpTo: '2' }));
  // What the server answers from now on (the chat refetches after marking read).
  api.on(
    'GET',
    'support/chat',
    ok({
      conversation,
      messages: [msg('1', 'player', 'Hello'), msg('2', 'agent', 'How can I help?')],
      agentsOnline: true,
      email: null,
    }),
  );
  act(() => handlers.get('support:message')!(msg('2', 'agent', 'How can I help?')));
  expect(await screen.findByText('How can I help?')).toBeInTheDocument();
  expect(screen.getByTestId('support-typing')).toHaveTextContent('');
  await waitFor(() => expect(api.callsTo('PUT', 'support/chat/read').length).toBeGreaterThan(0));
});

it('a signed-in player sends with Enter, without an e-mail field', async () => {
  appStore.setState({ user: { _id: 'u1', role: 'USER' } as never });
  renderChat({ conversation: null, messages: [], agentsOnline: true, email: 'pat@example.test' });
  const box = await screen.findByLabelText('Message');
  expect(screen.queryByLabelText('Your e-mail')).toBeNull();
  api.on(
    'POST',
    'support/chat/messages',
    ok({ conversation, message: msg('1', 'player', 'Hi there') }, 'Message sent', 201),
  );
  await userEvent.type(box, 'Hi there{Enter}');
  await waitFor(() => expect(api.callsTo('POST', 'support/chat/messages')).toHaveLength(1));
  expect(api.callsTo('POST', 'support/chat/messages')[0]!.json).toEqual({ message: 'Hi there' });
  expect(await screen.findByText('Hi there')).toBeInTheDocument();
});

it('opening the panel reads presence again: an agent who left since the page loaded is not shown as online', async () => {
  api = installFakeApi({
    'GET /support/chat': ok({ conversation: null, messages: [], agentsOnline: true, email: null }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (open: boolean) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SupportChat open={open} onClose={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(tree(false));
  await waitFor(() => expect(api.callsTo('GET', 'support/chat')).toHaveLength(1));
  api.on('GET', 'support/chat', ok({ conversation: null, messages: [], agentsOnline: false, email: null }));
  const loadedAt = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(loadedAt + 10_000);
  view.rerender(tree(true));
  expect(await screen.findByTestId('support-offline')).toBeInTheDocument();
  expect(screen.getByTestId('support-presence')).toHaveTextContent('Agents offline');
  expect(api.callsTo('GET', 'support/chat')).toHaveLength(2);
  jest.restoreAllMocks();
});
