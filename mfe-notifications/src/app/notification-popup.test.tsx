import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { goldCoins, usdCents, type Notification } from '@arcade/contracts';
import { appStore, bus, setNavigator } from '@arcade/platform';
import { installFakeApi, ok } from '../../../tooling/fake-api';
import { forgetLive } from '../features/inbox/inbox-model';

import { makeUser, renderInShell, resetPage } from '../testing/render';
import NotificationPopup, { forgetShown } from './notification-popup';

const note = (seq: number, fields: Partial<Notification> = {}): Notification => ({
  id: `n${seq}`,
  seq,
  type: 'coupon_redeemed',
  read: false,
  timestamp: new Date().toISOString(),
  message: `Coupon ${seq} redeemed`,
  ...fields,
});

describe('NotificationPopup', () => {
  let server: ReturnType<typeof installFakeApi>;
  beforeEach(() => {
    forgetLive();
    forgetShown();
    resetPage(makeUser());
    server = installFakeApi({
      'PUT /user/notifications/n1/read': ok({ unreadCount: 0 }),
      'PUT /user/notifications/n2/read': ok({ unreadCount: 0 }),
      'PUT /user/notifications/n7/read': ok({ unreadCount: 0 }),
    });
  });
  afterEach(() => jest.useRealTimers());

  it('shows the newest unread for 10 s, then hides', () => {
    jest.useFakeTimers();
    renderInShell(<NotificationPopup />);
    act(() => bus.emit('notification:received', note(2)));
    act(() => bus.emit('notification:received', note(1)));
    expect(screen.getByRole('region', { name: 'New notification' })).toHaveTextContent('Coupon 2 redeemed');
    act(() => jest.advanceTimersByTime(9_900));
    expect(screen.getByRole('region', { name: 'New notification' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('region', { name: 'New notification' })).not.toBeInTheDocument();
  });

  it('shows an arrival from just before it was mounted (kept by the shell in the store) for what is left of its 10 s', () => {
    jest.useFakeTimers();
    appStore.getState().setShared('notifications:recent', [
      { at: Date.now() - 12_000, notification: note(2) },
      { at: Date.now() - 4_000, notification: note(3) },
    ]);
    renderInShell(<NotificationPopup />);
    expect(screen.getByRole('region', { name: 'New notification' })).toHaveTextContent('Coupon 3 redeemed');
    act(() => jest.advanceTimersByTime(6_100));
    expect(screen.queryByRole('region', { name: 'New notification' })).not.toBeInTheDocument();
    // The same id again (a replay after a reconnect) does not pop up twice.
    act(() => bus.emit('notification:received', note(3)));
    expect(screen.queryByRole('region', { name: 'New notification' })).not.toBeInTheDocument();
  });

  it('Dismiss marks read; View Details marks read and opens the bell', async () => {
    const user = userEvent.setup();
    renderInShell(<NotificationPopup />);
    act(() => bus.emit('notification:received', note(1)));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(server.callsTo('PUT', 'user/notifications/n1/read')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'New notification' })).not.toBeInTheDocument();

    const opened: unknown[] = [];
    const on = () => opened.push(1);
    bus.on('notifications:open', on);
    act(() => bus.emit('notification:received', note(2)));
    await user.click(screen.getByRole('button', { name: 'View Details' }));
    bus.off('notifications:open', on);
    expect(opened).toHaveLength(1);
    await waitFor(() => expect(server.callsTo('PUT', 'user/notifications/n2/read')).toHaveLength(1));
  });

  it('a deposit_success is a modal with only Go to Wallet: no close button, Escape and backdrop do nothing', async () => {
    const user = userEvent.setup();
    const went: string[] = [];
    setNavigator((to) => went.push(String(to)));
    const reloads: unknown[] = [];
    const onReload = () => reloads.push(1);
    bus.on('user:reload', onReload);
    renderInShell(<NotificationPopup />);
    act(() =>
      bus.emit(
        'notification:received',
        note(7, { type: 'deposit_success', amount: usdCents(2000), coins: goldCoins(2300) }),
      ),
    );
    const dialog = screen.getByRole('dialog', { name: 'Deposit successful' });
    expect(appStore.getState().modal).toBe('deposit-success');
    expect(dialog).toHaveTextContent('$20.00');
    expect(dialog).toHaveTextContent('2,300 GC');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Go to Wallet']);
    await user.keyboard('{Escape}');
    await user.click(document.querySelector('.ui-modal__backdrop')!);
    expect(screen.getByRole('dialog', { name: 'Deposit successful' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to Wallet' }));
    bus.off('user:reload', onReload);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(went).toEqual(['/profile?tab=wallet']);
    expect(reloads).toHaveLength(1);
    expect(appStore.getState().modal).toBeNull();
    await waitFor(() => expect(server.callsTo('PUT', 'user/notifications/n7/read')).toHaveLength(1));
  });

  it('no deposit-success modal over a payment result page (the page shows the outcome itself)', () => {
    window.history.pushState({}, '', '/success?orderId=o1');
    try {
      renderInShell(<NotificationPopup />);
      act(() =>
        bus.emit(
          'notification:received',
          note(8, { type: 'deposit_success', amount: usdCents(500), coins: goldCoins(600) }),
        ),
      );
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(appStore.getState().modal).toBeNull();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('no deposit-success modal over the open checkout (it shows its own success)', () => {
    act(() => appStore.getState().openModal('shop'));
    try {
      renderInShell(<NotificationPopup />);
      act(() =>
        bus.emit(
          'notification:received',
          note(9, { type: 'deposit_success', amount: usdCents(500), coins: goldCoins(600) }),
        ),
      );
      expect(screen.queryByRole('dialog', { name: 'Deposit successful' })).not.toBeInTheDocument();
      expect(appStore.getState().modal).toBe('shop');
    } finally {
      act(() => appStore.getState().releaseModal('shop'));
    }
  });
});
