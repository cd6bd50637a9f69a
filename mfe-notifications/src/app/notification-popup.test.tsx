import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { goldCoins, usdCents, type Notification } from '@arcade/contracts';
import { appStore, bus, primaryAction, setNavigator } from '@arcade/platform';
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
});

/** Lets a test move the router as the player would (a link, the back button). */
let go: (to: string) => void = () => undefined;
function Navigator() {
  const navigate = useNavigate();
  go = (to) => navigate(to);
  return null;
}

const coupon = note;
const payment = (seq: number, order: string): Notification =>
  note(seq, { type: 'payment_received', requestId: order, amount: usdCents(2000), paymentGateway: 'card' });
const deposit = (seq: number, order: string): Notification =>
  note(seq, { type: 'deposit_success', requestId: order, amount: usdCents(2000), coins: goldCoins(2300) });
const popupShown = () => screen.queryByRole('region', { name: 'New notification' });
const depositDialog = () => screen.queryByRole('dialog', { name: 'Deposit successful' });
const live = (n: Notification) => act(() => bus.emit('notification:received', n));

describe('NotificationPopup: one dialog at a time (issue 28 item 2)', () => {
  let server: ReturnType<typeof installFakeApi>;
  const reads = (id: string) => server.callsTo('PUT', `user/notifications/${id}/read`);
  beforeEach(() => {
    forgetLive();
    forgetShown();
    resetPage(makeUser());
    server = installFakeApi({});
    for (const id of ['n1', 'n2', 'n3', 'n4', 'n5', 'n6'])
      server.on('PUT', `user/notifications/${id}/read`, ok({ unreadCount: 0 }));
    setNavigator((to) => go(String(to)));
  });
  afterEach(() => jest.useRealTimers());

  it('after a card payment on the confirmation page: no dialog and no popup over it; the purchase is acknowledged; other popups wait until the player leaves', async () => {
    jest.useFakeTimers();
    renderInShell(
      <>
        <NotificationPopup />
        <Navigator />
      </>,
      { url: '/deposit-success?orderId=o1' },
    );
    live(payment(1, 'o1'));
    live(deposit(2, 'o1'));
    live(coupon(3));
    act(() => jest.advanceTimersByTime(2_000));
    expect(depositDialog()).not.toBeInTheDocument();
    expect(popupShown()).not.toBeInTheDocument();
    expect(appStore.getState().modal).toBeNull();
    await waitFor(() => expect(reads('n2')).toHaveLength(1));
    // Leaving the page: the coupon that waited shows, for its full 10 s; the payment's popups never do.
    act(() => go('/games'));
    expect(popupShown()).toHaveTextContent('Coupon 3 redeemed');
    act(() => jest.advanceTimersByTime(9_900));
    expect(popupShown()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(popupShown()).not.toBeInTheDocument();
    expect(depositDialog()).not.toBeInTheDocument();
  });

  it('during an in-app payment step (held): the payment is confirmed by the checkout alone', () => {
    act(() => appStore.getState().holdPage('payment-outcome'));
    renderInShell(<NotificationPopup />, { url: '/buy-coins' });
    live(payment(1, 'o1'));
    live(deposit(2, 'o1'));
    expect(depositDialog()).not.toBeInTheDocument();
    expect(popupShown()).not.toBeInTheDocument();
    // The checkout goes to the confirmation page: still nothing over it.
    act(() => appStore.getState().releasePage('payment-outcome'));
    expect(depositDialog()).not.toBeInTheDocument();
    expect(appStore.getState().modal).toBeNull();
  });

  it('elsewhere, a payment is confirmed by the deposit dialog alone: its payment_received never pops up, other popups wait for Go to Wallet', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderInShell(
      <>
        <NotificationPopup />
        <Navigator />
      </>,
      { url: '/games' },
    );
    live(payment(1, 'o1'));
    live(deposit(2, 'o1'));
    // An older coupon arrives last: a payment_received popup (newer) would take its place if it were offered.
    live(coupon(0));
    act(() => jest.advanceTimersByTime(2_000));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(depositDialog()).toBeInTheDocument();
    expect(popupShown()).not.toBeInTheDocument();
    // The dialog's time does not count against the waiting popup's 10 s.
    act(() => jest.advanceTimersByTime(30_000));
    expect(popupShown()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Wallet' }));
    expect(depositDialog()).not.toBeInTheDocument();
    expect(popupShown()).toHaveTextContent('Coupon 0 redeemed');
    expect(screen.queryByText(/Payment received/)).not.toBeInTheDocument();
  });

  it('a payment_received alone (a part of a crypto payment) still pops up', () => {
    jest.useFakeTimers();
    renderInShell(<NotificationPopup />, { url: '/games' });
    live(payment(1, 'o1'));
    act(() => jest.advanceTimersByTime(1_600));
    expect(popupShown()).toBeInTheDocument();
    expect(depositDialog()).not.toBeInTheDocument();
  });

  it('the deposit dialog is acknowledged on the server as it shows, and never opens again for that purchase', async () => {
    const first = renderInShell(<NotificationPopup />, { url: '/games' });
    live(deposit(2, 'o1'));
    expect(depositDialog()).toBeInTheDocument();
    await waitFor(() => expect(reads('n2')).toHaveLength(1));
    // A replay on this page (a reconnect) does not open it again.
    live(deposit(2, 'o1'));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    first.unmount();
    act(() => appStore.getState().clearModals());

    // A later visit: a new page; the server replays the notification, read now.
    forgetShown();
    renderInShell(<NotificationPopup />, { url: '/games' });
    live({ ...deposit(2, 'o1'), read: true });
    expect(depositDialog()).not.toBeInTheDocument();
    expect(appStore.getState().modal).toBeNull();
  });

  it('leaving the page closes the deposit dialog for good (focus goes back where it was)', async () => {
    renderInShell(
      <>
        <button type="button">Before</button>
        <NotificationPopup />
        <Navigator />
      </>,
      { url: '/games' },
    );
    const before = screen.getByRole('button', { name: 'Before' });
    before.focus();
    live(deposit(2, 'o1'));
    expect(depositDialog()).toContainElement(document.activeElement as HTMLElement);
    act(() => go('/games?game=neon'));
    expect(depositDialog()).toBeInTheDocument();
    act(() => go('/rewards'));
    expect(depositDialog()).not.toBeInTheDocument();
    expect(appStore.getState().modal).toBeNull();
    expect(before).toHaveFocus();
    await waitFor(() => expect(reads('n2')).toHaveLength(1));
  });

  it('on the checkout (choosing a package) the deposit dialog waits, and shows once the checkout closes', () => {
    act(() => appStore.getState().holdPage('checkout'));
    renderInShell(<NotificationPopup />, { url: '/games' });
    live(deposit(2, 'o9'));
    expect(depositDialog()).not.toBeInTheDocument();
    act(() => appStore.getState().releasePage('checkout'));
    expect(depositDialog()).toBeInTheDocument();
    expect(appStore.getState().modal).toBe('deposit-success');
  });

  it.each([
    [
      'a slot dialog of the coordinator (the phone and consent prompt)',
      () => appStore.getState().openModal('phone'),
      () => appStore.getState().closeModal(),
    ],
    [
      "a component's own dialog",
      () => appStore.getState().dialogShown(),
      () => appStore.getState().dialogHidden(),
    ],
  ])('a popup does not open while %s is open, and shows after it closes', (_name, open, close) => {
    jest.useFakeTimers();
    renderInShell(<NotificationPopup />, { url: '/games' });
    act(open);
    live(coupon(1));
    expect(popupShown()).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(20_000));
    act(close);
    expect(popupShown()).toHaveTextContent('Coupon 1 redeemed');
    act(() => jest.advanceTimersByTime(10_100));
    expect(popupShown()).not.toBeInTheDocument();
  });

  describe('placement: never over the page’s primary actions', () => {
    const rect = (top: number, height: number, left = 20, width = 300) =>
      ({ top, bottom: top + height, left, right: left + width, width, height, x: left, y: top }) as DOMRect;
    function Page({ at }: { at: number[] }) {
      return (
        <>
          {at.map((top) => (
            <button
              key={top}
              type="button"
              {...primaryAction}
              ref={(el) => {
                if (el) el.getBoundingClientRect = () => rect(top, 44);
              }}
            >
              Play {top}
            </button>
          ))}
          <NotificationPopup />
        </>
      );
    }

    it('sits above the bottom navigation when nothing is there', () => {
      renderInShell(<Page at={[100]} />, { url: '/games' });
      live(coupon(1));
      expect(screen.getByTestId('notification-popup')).toHaveAttribute('data-placement', 'bottom');
    });

    it('moves under the header when a primary action is behind its bottom place', () => {
      renderInShell(<Page at={[window.innerHeight - 140]} />, { url: '/games' });
      live(coupon(1));
      expect(screen.getByTestId('notification-popup')).toHaveAttribute('data-placement', 'top');
      expect(popupShown()).toBeInTheDocument();
    });

    it('waits, hidden and with its clock stopped, when both places would cover one', () => {
      jest.useFakeTimers();
      renderInShell(<Page at={[window.innerHeight - 140, 40]} />, { url: '/games' });
      live(coupon(1));
      expect(screen.getByTestId('notification-popup')).toHaveAttribute('data-placement', 'waiting');
      expect(popupShown()).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(15_000));
      expect(screen.getByTestId('notification-popup')).toBeInTheDocument();
    });
  });
});
