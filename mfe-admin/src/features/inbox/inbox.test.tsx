import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SupportConversation, SupportMessage } from '@arcade/contracts';
import { installFakeApi, ok, type FakeApi } from '../../../../tooling/fake-api';
import { SupportInbox } from './inbox';

const handlers = new Map<string, (payload: unknown) => void>();
const socket = {
  on: jest.fn((event: string, fn: (payload: unknown) => void) => handlers.set(event, fn)),
  emit: jest.fn(),
  close: jest.fn(),
  io: { on: jest.fn() },
};
jest.mock('../../lib/support-socket', () => ({ openSupportSocket: () => Promise.resolve(socket) }));

const c: SupportConversation = {
  id: '00000000-0000-4000-8000-000000000002',
  status: 'open',
  requester: 'player',
  email: 'pat@example.test',
  name: 'Pat',
  assignedTo: null,
  assignedName: null,
  offline: false,
  createdAt: '2026-11-23T07:00:00.000Z',
  lastMessageAt: '2026-11-23T07:00:00.000Z',
  lastMessage: 'Where is my bonus?',
  unread: 2,
  peerReadUpTo: null,
};
const m = (id: string, from: 'player' | 'agent', body: string): SupportMessage => ({
  id,
  conversationId: c.id,
  from,
  agentName: from === 'agent' ? 'Sam' : null,
  body,
  at: '2026-11-23T07:00:00.000Z',
});

let api: FakeApi;
beforeEach(() => {
  handlers.clear();
  api = installFakeApi({
    'GET /support/agent/conversations': ok({ conversations: [c], agentsOnline: 1 }),
    [`GET /support/agent/conversations/${c.id}`]: ok({
      conversation: c,
      messages: [m('1', 'player', 'Hi'), m('2', 'player', 'Where is my bonus?')],
    }),
    [`PUT /support/agent/conversations/${c.id}/read`]: ok({ readUpTo: '2' }),
  });
});

const renderInbox = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SupportInbox />
    </QueryClientProvider>,
  );

it('lists conversations with unread counts; opening one reads it; the reply is sent', async () => {
  renderInbox();
  expect(await screen.findByTestId('inbox-unread')).toHaveTextContent('2 unread');
  await userEvent.click(screen.getByRole('button', { name: /Pat/ }));
  expect(await screen.findByText('Hi')).toBeInTheDocument();
  await waitFor(() => expect(api.callsTo('PUT', `support/agent/conversations/${c.id}/read`)).toHaveLength(1));
  api.on(
    'POST',
    `support/agent/conversations/${c.id}/messages`,
    ok({ conversation: c, message: m('3', 'agent', 'Checking now') }, 'Message sent', 201),
  );
  await userEvent.type(screen.getByLabelText('Reply'), 'Checking now{Enter}');
  await waitFor(() =>
    expect(api.callsTo('POST', `support/agent/conversations/${c.id}/messages`)).toHaveLength(1),
  );
  expect(api.callsTo('POST', `support/agent/conversations/${c.id}/messages`)[0]!.json).toEqual({
    message: 'Checking now',
  });
  expect(await screen.findByText('Checking now')).toBeInTheDocument();
  expect(socket.emit).toHaveBeenCalledWith('support:typing', { conversationId: c.id, typing: true });
});

it('shows the player typing, and closes the conversation', async () => {
  renderInbox();
  await userEvent.click(await screen.findByRole('button', { name: /Pat/ }));
  await screen.findByText('Hi');
  await waitFor(() => expect(handlers.has('support:typing')).toBe(true));
  act(() => handlers.get('support:typing')!({ conversationId: c.id, from: 'player', typing: true }));
  expect(await screen.findByText('Pat is typing…')).toBeInTheDocument();
  api.on(
    'POST',
    `support/agent/conversations/${c.id}/close`,
    ok({ conversation: { ...c, status: 'closed' }, messages: [] }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Close conversation' }));
  expect(await screen.findByText('This conversation is closed.')).toBeInTheDocument();
});
