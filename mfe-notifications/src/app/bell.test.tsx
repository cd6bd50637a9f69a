import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@arcade/contracts';
import { bus } from '@arcade/platform';
import { installFakeApi, ok } from '../../../tooling/fake-api';
import { forgetLive } from '../features/inbox/inbox-model';
import { makeUser, renderInShell, resetPage } from '../testing/render';
import Bell from './bell';

const note = (seq: number, fields: Partial<Notification> = {}): Notification => ({
  id: `n${seq}`,
  seq,
  type: 'coupon_redeemed',
  read: false,
  timestamp: new Date(2026, 0, 5, 15, 4).toISOString(),
  message: `Coupon ${seq} redeemed`,
  code: `C${seq}`,
  amount: { amount: 100, currency: 'GC', scale: 0 },
  ...fields,
});

const answer = (list: Notification[]) =>
  ok({
    notifications: list,
    unreadCount: list.filter((n) => !n.read).length,
    lastSeq: Math.max(0, ...list.map((n) => n.seq ?? 0)),
    total: list.length,
    page: 1,
    limit: 50,
  });

describe('Bell', () => {
  let server: ReturnType<typeof installFakeApi>;
  beforeEach(() => {
    forgetLive();
    resetPage(makeUser());
    server = installFakeApi({
      'GET /user/notifications': answer([note(2), note(1, { read: true })]),
      'PUT /user/notifications/read-all': ok({ count: 1, unreadCount: 0 }),
      'PUT /user/notifications/n3/read': ok({ unreadCount: 0 }),
      'DELETE /user/notifications/n1': ok({ count: 1, unreadCount: 0 }),
      'DELETE /user/notifications/read': ok({ count: 2, unreadCount: 0 }),
    });
  });

  it('renders nothing and asks nothing when signed out', () => {
    resetPage(null);
    renderInShell(<Bell />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('shows the server list, opening marks read, live arrivals are prepended once and announced', async () => {
    const user = userEvent.setup();
    const seqs: number[] = [];
    const onSynced = ({ lastSeq }: { lastSeq: number }) => seqs.push(lastSeq);
    bus.on('notifications:synced', onSynced);
    renderInShell(<Bell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(seqs).toEqual([2]);
    bus.off('notifications:synced', onSynced);

    await user.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(within(panel).getByText('Coupon 2 redeemed')).toBeInTheDocument();
    expect(within(panel).getAllByText('Jan 5, 3:04 PM')).toHaveLength(2);
    await waitFor(() => expect(server.callsTo('PUT', 'user/notifications/read-all')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument();

    // A live arrival while open stays unread (mark one); a replayed duplicate changes nothing.
    act(() => bus.emit('notification:received', note(3)));
    act(() => bus.emit('notification:received', note(3)));
    expect(within(panel).getAllByText('Coupon 3 redeemed')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('New notification: Coupon 3 redeemed');
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Mark as read: Coupon 3 redeemed' }));
    await waitFor(() => expect(server.callsTo('PUT', 'user/notifications/n3/read')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument(),
    );

    // Dismiss removes one; Clear read removes the read ones.
    await user.click(within(panel).getByRole('button', { name: 'Dismiss: Coupon 1 redeemed' }));
    await waitFor(() => expect(within(panel).queryByText('Coupon 1 redeemed')).not.toBeInTheDocument());
    await user.click(within(panel).getByRole('button', { name: 'Clear read' }));
    await waitFor(() => expect(server.callsTo('DELETE', 'user/notifications/read')).toHaveLength(1));
    await waitFor(() => expect(within(panel).queryByText('Coupon 2 redeemed')).not.toBeInTheDocument());

    // Escape closes and gives the focus back to the bell.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Notifications/ })).toHaveFocus();
  });

  it('counts the reminders of an unverified user and shows 9+ above 9', async () => {
    resetPage(makeUser({ isEmailVerified: false, isPhoneVerified: false }));
    server.on('GET', 'user/notifications', answer(Array.from({ length: 8 }, (_, i) => note(i + 1))));
    renderInShell(<Bell />);
    await screen.findByRole('button', { name: 'Notifications, 10 unread' });
    expect(screen.getByTestId('bell-badge')).toHaveTextContent('9+');
  });

  it('closes on an outside click; the popup’s View Details opens it', async () => {
    const user = userEvent.setup();
    renderInShell(
      <>
        <Bell />
        <p>outside</p>
      </>,
    );
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    act(() => bus.emit('notifications:open'));
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});
