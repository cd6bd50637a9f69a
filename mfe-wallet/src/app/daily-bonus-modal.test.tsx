import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WALLET_MESSAGES } from '@arcade/contracts';
import { appStore, bus, queryKeys } from '@arcade/platform';
import { resetDailyBonusPrompts } from '../features/bonus/hooks/use-daily-bonus-prompt';
import { makeUser, renderWithShell, resetStore } from '@arcade/shared-ui/testing';
import { deferred, fail, installFakeApi, ok, type FakeHandler } from '../../../tooling/fake-api';
import DailyBonusModal from './daily-bonus-modal';

const unclaimed = makeUser({ claimedDailyBonus: false, loginStreak: 3, balance: 1_000 });
const afterClaim = makeUser({ claimedDailyBonus: true, loginStreak: 4, balance: 6_000 });

function setup(claim: FakeHandler) {
  return installFakeApi({ 'POST /claim/daily-bonus': claim, 'GET /user/me': ok({ user: afterClaim }) });
}

function toastKind(message: string) {
  return screen.getByText(message).closest('[data-kind]')?.getAttribute('data-kind');
}

describe('DailyBonusModal', () => {
  beforeEach(() => {
    resetDailyBonusPrompts();
    resetStore(unclaimed);
  });

  it('offers the daily bonus with the streak counter when it is unclaimed', () => {
    setup(ok(null));
    renderWithShell(<DailyBonusModal />);
    const dialog = screen.getByRole('dialog', { name: 'Daily Bonus' });
    expect(dialog).toHaveTextContent('5,000 Gold Coins');
    expect(dialog).toHaveTextContent('Login streak: 3 days');
    expect(within(dialog).getByRole('button', { name: 'Claim' })).toBeEnabled();
    expect(within(dialog).getAllByRole('button', { name: /Close/ }).length).toBeGreaterThan(0);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('offers the welcome bonus to a new user', () => {
    resetStore(makeUser({ claimedDailyBonus: false, isNewUser: true, loginStreak: 0 }));
    setup(ok(null));
    renderWithShell(<DailyBonusModal />);
    const dialog = screen.getByRole('dialog', { name: 'Welcome Bonus!' });
    expect(dialog).toHaveTextContent('10,000 Gold Coins');
    expect(dialog).not.toHaveTextContent('Login streak');
  });

  it('is not offered on its own to staff (they are not players)', () => {
    resetStore(makeUser({ role: 'SUPPORT', claimedDailyBonus: false, isNewUser: true }));
    setup(ok(null));
    renderWithShell(<DailyBonusModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(appStore.getState().modal).toBeNull();
  });

  it('never opens for a restricted player: the bus command shows why instead', () => {
    const message = 'Your account is restricted: identity verification showed you are under 21.';
    resetStore(makeUser({ claimedDailyBonus: false, restriction: { reason: 'underage', message } }));
    const server = setup(ok(null));
    renderWithShell(<DailyBonusModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.emit('daily-bonus:open'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toastKind(message)).toBe('error');
    act(() => appStore.getState().openModal('daily-bonus'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('stays closed when already claimed or logged out, and opens on the bus command', () => {
    resetStore(makeUser({ claimedDailyBonus: true }));
    setup(ok(null));
    renderWithShell(<DailyBonusModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.emit('daily-bonus:open'));
    expect(screen.getByRole('dialog', { name: 'Daily Bonus' })).toBeInTheDocument();

    const auth = jest.fn();
    bus.on('auth:open', auth);
    act(() => {
      appStore.getState().closeModal();
      appStore.getState().setUser(null);
    });
    act(() => bus.emit('daily-bonus:open'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(auth).toHaveBeenCalledWith({ mode: 'login' });
    bus.off('auth:open', auth);
  });

  it('opens once per page load per user, and waits for another modal to close', async () => {
    const user = userEvent.setup();
    appStore.getState().openModal('phone');
    setup(ok(null));
    renderWithShell(<DailyBonusModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => appStore.getState().closeModal());
    expect(screen.getByRole('dialog', { name: 'Daily Bonus' })).toBeInTheDocument();

    await user.click(screen.getByText('Close', { selector: 'button' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(appStore.getState().modal).toBeNull();
    // The same user again (e.g. the user object is refreshed): not offered twice.
    act(() => appStore.getState().setUser({ ...unclaimed }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Another user signs in on this page: offered to them.
    act(() => appStore.getState().setUser(makeUser({ _id: 'u2', claimedDailyBonus: false })));
    expect(screen.getByRole('dialog', { name: 'Daily Bonus' })).toBeInTheDocument();
  });

  it('claims: success toast with the server message, closes, puts the new balance in the store and reloads the user', async () => {
    const claimed = {
      amount: 5_000,
      currency: 'GC',
      isWelcome: false,
      streak: 4,
      nextClaimAt: new Date(Date.now() + 86_400_000).toISOString(),
      transferId: 'tr1',
      balance: { gold: 6_000, sweep: 250 },
    };
    const server = setup(ok(claimed, 'Claimed daily bonus successfully!'));
    const user = userEvent.setup();
    const { queryClient } = renderWithShell(<DailyBonusModal />);
    queryClient.setQueryData(queryKeys.bonusStatus, { daily: null });

    await user.click(screen.getByRole('button', { name: 'Claim' }));

    expect(await screen.findByText('Claimed daily bonus successfully!')).toBeInTheDocument();
    expect(toastKind('Claimed daily bonus successfully!')).toBe('success');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(appStore.getState().user?.balance).toBe(6_000));
    expect(appStore.getState().user?.claimedDailyBonus).toBe(true);
    expect(server.callsTo('GET', '/user/me')).toHaveLength(1);
    expect(appStore.getState().balances).toEqual({ gold: 6_000, sweep: 250 });
    expect(queryClient.getQueryState(queryKeys.bonusStatus)?.isInvalidated).toBe(true);
  });

  it('the welcome claim toasts welcome, not the daily message (issue 28)', async () => {
    resetStore(makeUser({ claimedDailyBonus: false, isNewUser: true, loginStreak: 0 }));
    const claimed = {
      amount: 10_000,
      currency: 'GC',
      isWelcome: true,
      streak: 1,
      nextClaimAt: new Date(Date.now() + 86_400_000).toISOString(),
      transferId: 'tr1',
      balance: { gold: 10_000, sweep: 0 },
    };
    // An older server answers the daily message: the welcome claim still says welcome.
    setup(ok(claimed, 'Claimed daily bonus successfully!'));
    const user = userEvent.setup();
    renderWithShell(<DailyBonusModal />);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Welcome Bonus!' })).getByRole('button', { name: 'Claim' }),
    );
    expect(await screen.findByText(WALLET_MESSAGES.welcomeClaimed)).toBeInTheDocument();
    expect(screen.queryByText('Claimed daily bonus successfully!')).not.toBeInTheDocument();
  });

  it('shows "Daily bonus already claimed" as a success, closes and refreshes from the reloaded user', async () => {
    const server = setup(fail(400, 'Daily bonus already claimed', ['already_claimed']));
    const user = userEvent.setup();
    renderWithShell(<DailyBonusModal />);
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Daily bonus already claimed')).toBeInTheDocument();
    expect(toastKind('Daily bonus already claimed')).toBe('success');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET', '/user/me')).toHaveLength(1));
    await waitFor(() => expect(appStore.getState().balances).toEqual({ gold: 6_000, sweep: 250 }));
  });

  it('reads "already claimed" from the machine code, whatever the wording', async () => {
    setup(fail(400, 'Bonus already taken today', ['already_claimed']));
    const user = userEvent.setup();
    renderWithShell(<DailyBonusModal />);
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Daily bonus already claimed')).toBeInTheDocument();
    expect(toastKind('Daily bonus already claimed')).toBe('success');
  });

  it('shows other errors with their message and closes', async () => {
    setup(fail(503, 'Bonus service is busy, try again'));
    const user = userEvent.setup();
    renderWithShell(<DailyBonusModal />);
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Bonus service is busy, try again')).toBeInTheDocument();
    expect(toastKind('Bonus service is busy, try again')).toBe('error');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows "Something went wrong!" for an error without a message', async () => {
    setup({ status: 500 });
    const user = userEvent.setup();
    renderWithShell(<DailyBonusModal />);
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(toastKind('Something went wrong!')).toBe('error');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends one request for a double click and disables Claim while pending', async () => {
    const gate = deferred();
    const server = setup(async () => {
      await gate.promise;
      return ok(null, 'Claimed daily bonus successfully!');
    });
    const user = userEvent.setup();
    renderWithShell(<DailyBonusModal />);
    await user.dblClick(screen.getByRole('button', { name: 'Claim' }));
    await user.click(await screen.findByRole('button', { name: 'Claiming...' }));
    expect(screen.getByRole('button', { name: 'Claiming...' })).toBeDisabled();
    expect(screen.getByText('Close', { selector: 'button' })).toBeDisabled();
    await waitFor(() => expect(server.callsTo('POST', '/claim/daily-bonus')).toHaveLength(1));
    gate.resolve();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST', '/claim/daily-bonus')).toHaveLength(1);
    expect(screen.getAllByText('Claimed daily bonus successfully!')).toHaveLength(1);
  });

  it('closes with Close or Escape without claiming', async () => {
    const server = setup(ok(null));
    const user = userEvent.setup();
    renderWithShell(<DailyBonusModal />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.emit('daily-bonus:open'));
    await user.click(screen.getByText('Close', { selector: 'button' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });
});
