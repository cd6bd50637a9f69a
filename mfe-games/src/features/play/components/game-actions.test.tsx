import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, PRIMARY_ACTION_ATTR } from '@arcade/platform';
import {
  GAMES_PLAY_MESSAGES,
  sweepCents,
  type Game,
  type GameAccount,
  type GameUserStatus,
  type GameWithdrawal,
  type RechargeRequest,
} from '@arcade/contracts';
import { makeUser, renderWithShell, resetStore } from '@arcade/shared-ui/testing';
import { deferred, fail, installFakeApi, ok, type FakeApi } from '../../../../../tooling/fake-api';
import { GameActions, formatCredits } from './game-actions';
import { userStatusQueryOptions } from '../api/get-user-status';

const GAME: Game = {
  id: 'g1',
  slug: 'neon-nights-777',
  name: 'Neon Nights 777',
  type: 'exclusive',
  description: 'Sevens.',
  imageUrl: null,
  featured: true,
  releasedOn: '2026-03-16',
};
const STATUS: GameUserStatus = {
  gameId: 'g1',
  hasPendingRequest: false,
  status: 'approved',
  hasAccount: true,
  requestId: 'r1',
  adminNotes: null,
};
const NONE: GameUserStatus = {
  ...STATUS,
  status: 'none',
  hasAccount: false,
  requestId: null,
};
const ACCOUNT: GameAccount = {
  id: 'a1',
  gameId: 'g1',
  gameName: 'Neon Nights 777',
  username: 'pat_neon',
  platform: 'sandbox',
  canRevealPassword: true,
  passwordChanged: false,
  playUrl: '/sandbox/game-platform/play',
  credits: { gold: 1500, sweep: 9550 },
  wagered: { gold: 0, sweep: 0 },
  createdAt: '2026-11-23T08:00:00.000Z',
};
const PLAYER = makeUser({ balance: 10_000, sweepCoins: 0 });

const STATUS_PATH = 'games/g1/user-status';
const ACCOUNT_PATH = 'game-accounts/my-account/g1';

function load(over: Partial<RechargeRequest>): RechargeRequest {
  return {
    id: 'l1',
    gameId: 'g1',
    gameName: 'Neon Nights 777',
    currency: 'GC',
    amount: { amount: 500, currency: 'GC', scale: 2 },
    status: 'approved',
    adminNotes: null,
    createdAt: '2026-11-23T09:00:00.000Z',
    decidedAt: null,
    ...over,
  };
}

function withdrawal(over: Partial<GameWithdrawal>): GameWithdrawal {
  return {
    id: 'w1',
    gameId: 'g1',
    gameName: 'Neon Nights 777',
    currency: 'SC',
    requestedAmount: null,
    amount: sweepCents(9550),
    status: 'approved',
    adminNotes: null,
    createdAt: '2026-11-23T09:00:00.000Z',
    decidedAt: null,
    ...over,
  };
}

/** A player with an account for the game (or the status given), as the api answers them. */
function serve(status: GameUserStatus = STATUS, account: GameAccount | null = ACCOUNT): FakeApi {
  return installFakeApi({
    [`GET /${STATUS_PATH}`]: ok(status),
    [`GET /${ACCOUNT_PATH}`]: ok({ account }),
    'GET /user/me': ok({ user: PLAYER }),
  });
}

const panel = () => screen.findByRole('region', { name: 'Your Neon Nights 777 account' });
const toastKind = (text: string) =>
  screen
    .getAllByText(text)
    .map((el) => el.closest('[data-kind]')?.getAttribute('data-kind'))
    .find(Boolean);

describe('game actions', () => {
  beforeEach(() => resetStore(PLAYER));
  afterEach(() => bus.all.clear());

  it('refetches the status every 30 s only while a request is pending', () => {
    const interval = userStatusQueryOptions('g1').refetchInterval as (q: unknown) => number | false;
    expect(interval({ state: { data: { ...STATUS, hasPendingRequest: true } } })).toBe(30_000);
    expect(interval({ state: { data: STATUS } })).toBe(false);
  });

  it('shows game credits in the wallet units (SC cents with two decimals, GC whole coins)', () => {
    expect(formatCredits(9550, 'SC')).toBe('95.50 SC');
    expect(formatCredits(1500, 'GC')).toBe('1,500 GC');
  });

  it('logged out: offers to log in and asks the server nothing', async () => {
    resetStore(null);
    const api = serve();
    const opened = jest.fn();
    bus.on('auth:open', opened);
    const user = userEvent.setup();
    renderWithShell(<GameActions game={GAME} />);
    const region = await panel();
    expect(region).toHaveTextContent('Log in to get an account for Neon Nights 777.');
    await user.click(within(region).getByRole('button', { name: 'Log in' }));
    expect(opened).toHaveBeenCalledWith({ mode: 'login' });
    expect(api.calls).toHaveLength(0);
  });

  it('says it is loading the account until the status answers', async () => {
    const gate = deferred();
    const api = serve(NONE, null);
    api.on('GET', STATUS_PATH, async () => {
      await gate.promise;
      return ok(NONE);
    });
    renderWithShell(<GameActions game={GAME} />);
    const region = await panel();
    expect(within(region).getByText('Loading your account…')).toHaveAttribute('aria-busy', 'true');
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
    gate.resolve();
    expect(await within(region).findByRole('button', { name: 'Request account' })).toBeEnabled();
    expect(within(region).queryByText('Loading your account…')).not.toBeInTheDocument();
  });

  it('says why when the status cannot be loaded', async () => {
    const api = serve();
    api.on('GET', STATUS_PATH, fail(503, 'The game platform is not available right now.'));
    renderWithShell(<GameActions game={GAME} />);
    const region = await panel();
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'The game platform is not available right now.',
    );
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
    expect(api.callsTo('GET', ACCOUNT_PATH)).toHaveLength(0);
  });

  it('without an account: Request account sends the request, says so and shows the request as pending', async () => {
    const api = serve(NONE, null);
    api.on(
      'POST',
      'games/g1/account-request',
      ok(
        {
          request: {
            id: 'r2',
            gameId: 'g1',
            gameName: 'Neon Nights 777',
            status: 'pending',
            adminNotes: null,
            createdAt: '2026-11-23T09:00:00.000Z',
            decidedAt: null,
          },
        },
        'Your request is with our team',
        201,
      ),
    );
    const user = userEvent.setup();
    renderWithShell(<GameActions game={GAME} />);
    const region = await panel();
    const ask = await within(region).findByRole('button', { name: 'Request account' });
    expect(region).toHaveTextContent('You need a game account to play Neon Nights 777.');
    // the server now answers the request as pending
    api.on('GET', STATUS_PATH, ok({ ...NONE, status: 'pending', hasPendingRequest: true, requestId: 'r2' }));
    await user.click(ask);
    expect(await screen.findByText('Your request is with our team')).toBeInTheDocument();
    expect(toastKind('Your request is with our team')).toBe('success');
    expect(await within(region).findByText('Request pending')).toBeInTheDocument();
    expect(region).toHaveTextContent('This page checks again every 30 seconds');
    expect(within(region).queryByRole('button', { name: 'Request account' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', 'games/g1/account-request')).toHaveLength(1);
    expect(api.callsTo('GET', STATUS_PATH)).toHaveLength(2);
  });

  it('says the request was sent with the default message when the server gives none', async () => {
    const api = serve(NONE, null);
    api.on('POST', 'games/g1/account-request', ok({ request: null }, ''));
    const user = userEvent.setup();
    renderWithShell(<GameActions game={GAME} />);
    await user.click(await within(await panel()).findByRole('button', { name: 'Request account' }));
    expect(await screen.findByText(GAMES_PLAY_MESSAGES.accountRequested)).toBeInTheDocument();
  });

  it('shows why a request was refused and lets the player ask again', async () => {
    const api = serve(NONE, null);
    api.on('POST', 'games/g1/account-request', fail(403, GAMES_PLAY_MESSAGES.verifyEmailPhone));
    const user = userEvent.setup();
    renderWithShell(<GameActions game={GAME} />);
    const region = await panel();
    await user.click(await within(region).findByRole('button', { name: 'Request account' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(GAMES_PLAY_MESSAGES.verifyEmailPhone);
    expect(await within(region).findByRole('button', { name: 'Request account' })).toBeEnabled();
  });

  it('sends one request for a double click while it is pending', async () => {
    const gate = deferred();
    const api = serve(NONE, null);
    api.on('POST', 'games/g1/account-request', async () => {
      await gate.promise;
      return ok({ request: null }, 'Requested');
    });
    const user = userEvent.setup();
    renderWithShell(<GameActions game={GAME} />);
    const region = await panel();
    await user.dblClick(await within(region).findByRole('button', { name: 'Request account' }));
    await waitFor(() =>
      expect(within(region).getByRole('button', { name: 'Request account' })).toBeDisabled(),
    );
    gate.resolve();
    expect(await screen.findByText('Requested')).toBeInTheDocument();
    expect(api.callsTo('POST', 'games/g1/account-request')).toHaveLength(1);
  });

  it('a declined request shows the staff notes and offers to ask again', async () => {
    serve({ ...NONE, status: 'rejected', adminNotes: 'Verify your phone first' }, null);
    renderWithShell(<GameActions game={GAME} />);
    const region = await panel();
    expect(await within(region).findByRole('note')).toHaveTextContent(
      'Your last request was declined: Verify your phone first You may ask again.',
    );
    expect(within(region).getByRole('button', { name: 'Request account' })).toBeEnabled();
  });

  it('a declined request without notes says only that', async () => {
    serve({ ...NONE, status: 'rejected' }, null);
    renderWithShell(<GameActions game={GAME} />);
    expect(await within(await panel()).findByRole('note')).toHaveTextContent(
      'Your last request was declined. You may ask again.',
    );
  });

  it('a pending request says the team has it and offers nothing to click', async () => {
    serve({ ...NONE, status: 'pending', hasPendingRequest: true, requestId: 'r1' }, null);
    renderWithShell(<GameActions game={GAME} />);
    const region = await panel();
    expect(await within(region).findByText('Request pending')).toBeInTheDocument();
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });

  describe('with an account', () => {
    it('shows Play, the sign-in, the credits and the forms', async () => {
      const api = serve();
      renderWithShell(<GameActions game={GAME} />);
      const region = await panel();
      expect(await within(region).findByRole('link', { name: 'Play Neon Nights 777' })).toHaveAttribute(
        'href',
        '/sandbox/game-platform/play',
      );
      expect(within(region).getByText('Account ready')).toBeInTheDocument();
      expect(within(region).getByRole('region', { name: 'Game sign-in' })).toHaveTextContent(
        'Username: pat_neon',
      );
      expect(within(region).getByRole('form', { name: 'Add Game Loot' })).toBeInTheDocument();
      const withdraw = within(region).getByRole('region', { name: 'Withdraw winnings' });
      expect(withdraw).toHaveTextContent('In the game: 1,500 GC · 95.50 SC');
      expect(api.callsTo('GET', ACCOUNT_PATH)).toHaveLength(1);
    });

    it('without a play address, says to play on the game’s own site', async () => {
      serve(STATUS, { ...ACCOUNT, playUrl: null });
      renderWithShell(<GameActions game={GAME} />);
      const region = await panel();
      expect(
        await within(region).findByText("Play on the game's own site with your game sign-in."),
      ).toBeInTheDocument();
      expect(within(region).queryByRole('link', { name: /Play/ })).not.toBeInTheDocument();
    });

    it('reveals the credentials once: after hiding them nothing offers them again', async () => {
      const api = serve();
      let reveals = 0;
      api.on('POST', 'game-accounts/a1/reveal', () => {
        reveals += 1;
        return reveals > 1
          ? fail(410, 'already shown', ['credentials_revealed'])
          : ok({
              username: 'pat_neon',
              temporaryPassword: 'Temp-Pass-123',
              playUrl: '/sandbox/game-platform/play',
              mustChangePassword: true,
            });
      });
      api.on('GET', ACCOUNT_PATH, () => ok({ account: { ...ACCOUNT, canRevealPassword: reveals === 0 } }));
      const user = userEvent.setup();
      renderWithShell(<GameActions game={GAME} />);
      const region = await panel();
      await user.click(await within(region).findByRole('button', { name: 'Reveal credentials' }));
      const secret = await within(region).findByRole('group', { name: 'Your game credentials' });
      expect(within(secret).getByText('Temp-Pass-123')).toBeInTheDocument();
      expect(within(secret).getByRole('button', { name: 'Copy temporary password' })).toBeInTheDocument();
      expect(secret).toHaveTextContent(GAMES_PLAY_MESSAGES.credentialsShown);
      await user.click(within(region).getByRole('button', { name: 'Hide credentials' }));
      expect(await within(region).findByText(/already shown once/)).toBeInTheDocument();
      expect(within(region).queryByText('Temp-Pass-123')).toBeNull();
      expect(within(region).queryByRole('button', { name: 'Reveal credentials' })).toBeNull();
      expect(reveals).toBe(1);
    });

    it('says the credentials were already shown when the server answers 410', async () => {
      const api = serve();
      api.on('POST', 'game-accounts/a1/reveal', fail(410, 'Gone', ['credentials_revealed']));
      const user = userEvent.setup();
      renderWithShell(<GameActions game={GAME} />);
      const region = await panel();
      await user.click(await within(region).findByRole('button', { name: 'Reveal credentials' }));
      const sign = within(region).getByRole('region', { name: 'Game sign-in' });
      expect(await within(sign).findByRole('status')).toHaveTextContent(
        GAMES_PLAY_MESSAGES.credentialsRevealed,
      );
      expect(within(region).queryByRole('button', { name: 'Reveal credentials' })).toBeNull();
    });

    it('says the player chose their own password once it is changed', async () => {
      serve(STATUS, { ...ACCOUNT, canRevealPassword: false, passwordChanged: true });
      renderWithShell(<GameActions game={GAME} />);
      const region = await panel();
      expect(await within(region).findByText('You have set your own game password.')).toBeInTheDocument();
      expect(within(region).queryByRole('button', { name: 'Reveal credentials' })).toBeNull();
    });

    describe('Add Game Loot', () => {
      async function fillLoad(currency: 'GC' | 'SC', amount: string) {
        const user = userEvent.setup();
        const region = await panel();
        const form = await within(region).findByRole('form', { name: 'Add Game Loot' });
        await user.selectOptions(within(form).getByRole('combobox', { name: 'Coins' }), currency);
        const field = within(form).getByRole('textbox', { name: 'Amount' });
        await user.clear(field);
        if (amount) await user.type(field, amount);
        await user.click(within(form).getByRole('button', { name: 'Add Game Loot' }));
        return form;
      }

      it.each([
        ['GC', '', 'Enter an amount such as 10 or 12.50'],
        ['GC', '12.5', 'Gold Coins load in whole coins'],
        ['SC', '0.50', 'The minimum load is 1.00'],
        ['SC', '10000.01', 'The maximum load is 10,000.00'],
      ] as const)('checks the amount (%s "%s": %s) and sends nothing', async (currency, amount, message) => {
        const api = serve();
        renderWithShell(<GameActions game={GAME} />);
        const form = await fillLoad(currency, amount);
        expect(await within(form).findByRole('alert')).toHaveTextContent(message);
        expect(within(form).getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
        expect(api.callsTo('POST', 'recharge-requests')).toHaveLength(0);
      });

      it('loads coins (sent in cents), says so, empties the field and refreshes the account and the player', async () => {
        const api = serve();
        api.on(
          'POST',
          'recharge-requests',
          ok(
            { request: load({ amount: { amount: 500, currency: 'GC', scale: 2 } }) },
            'Game loot requested',
            201,
          ),
        );
        renderWithShell(<GameActions game={GAME} />);
        const form = await fillLoad('GC', '5');
        expect(await within(form).findByRole('status')).toHaveTextContent(
          '5 GC loaded into Neon Nights 777.',
        );
        expect(toastKind('5 GC loaded into Neon Nights 777.')).toBe('success');
        expect(api.callsTo('POST', 'recharge-requests')[0]!.json).toEqual({
          gameId: 'g1',
          currency: 'GC',
          amount: 500,
        });
        await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Amount' })).toHaveValue(''));
        await waitFor(() => expect(api.callsTo('GET', 'user/me')).toHaveLength(1));
        await waitFor(() => expect(api.callsTo('GET', ACCOUNT_PATH)).toHaveLength(2));
      });

      it('a load waiting for the game platform is said as such (a warning)', async () => {
        const api = serve();
        api.on(
          'POST',
          'recharge-requests',
          ok(
            {
              request: load({
                currency: 'SC',
                amount: { amount: 1250, currency: 'SC', scale: 2 },
                status: 'pending',
              }),
            },
            'Game loot requested',
            201,
          ),
        );
        renderWithShell(<GameActions game={GAME} />);
        const form = await fillLoad('SC', '12.50');
        const line = '12.50 SC requested for Neon Nights 777: waiting for the game platform.';
        expect(await within(form).findByRole('status')).toHaveTextContent(line);
        expect(toastKind(line)).toBe('warning');
        expect(api.callsTo('POST', 'recharge-requests')[0]!.json).toMatchObject({
          currency: 'SC',
          amount: 1250,
        });
      });

      it('a load the platform refused says the coins are back (an error)', async () => {
        const api = serve();
        api.on(
          'POST',
          'recharge-requests',
          ok({ request: load({ status: 'rejected' }) }, 'Game loot requested', 201),
        );
        renderWithShell(<GameActions game={GAME} />);
        const form = await fillLoad('GC', '5');
        const line = 'The load of 5 GC was not accepted; the coins are back in your wallet.';
        expect(await within(form).findByRole('status')).toHaveTextContent(line);
        expect(toastKind(line)).toBe('error');
      });

      it('shows the server’s refusal on the amount', async () => {
        const api = serve();
        api.on('POST', 'recharge-requests', fail(400, GAMES_PLAY_MESSAGES.insufficientBalance));
        renderWithShell(<GameActions game={GAME} />);
        const form = await fillLoad('GC', '50');
        expect(await within(form).findByRole('alert')).toHaveTextContent(
          GAMES_PLAY_MESSAGES.insufficientBalance,
        );
        expect(within(form).getByRole('status')).toHaveTextContent('');
        // the amount stays for the player to correct
        expect(within(form).getByRole('textbox', { name: 'Amount' })).toHaveValue('50');
      });
    });

    describe('Withdraw winnings', () => {
      it('withdraws everything of a currency into the wallet and says how much', async () => {
        const api = serve();
        api.on('POST', 'game-withdrawals', ok({ withdrawal: withdrawal({}) }, 'Withdrawal requested', 201));
        const user = userEvent.setup();
        renderWithShell(<GameActions game={GAME} />);
        const section = await within(await panel()).findByRole('region', { name: 'Withdraw winnings' });
        await user.click(within(section).getByRole('button', { name: 'Withdraw SC' }));
        expect(await within(section).findByRole('status')).toHaveTextContent(
          '95.50 SC withdrawn to your wallet.',
        );
        expect(toastKind('95.50 SC withdrawn to your wallet.')).toBe('success');
        expect(api.callsTo('POST', 'game-withdrawals')[0]!.json).toEqual({ gameId: 'g1', currency: 'SC' });
        await waitFor(() => expect(api.callsTo('GET', 'user/me')).toHaveLength(1));
      });

      it('a withdrawal waiting for the platform, or refused, is said as such', async () => {
        const api = serve();
        api.on(
          'POST',
          'game-withdrawals',
          ok({ withdrawal: withdrawal({ status: 'pending', amount: sweepCents(0) }) }),
        );
        const user = userEvent.setup();
        renderWithShell(<GameActions game={GAME} />);
        const section = await within(await panel()).findByRole('region', { name: 'Withdraw winnings' });
        await user.click(within(section).getByRole('button', { name: 'Withdraw GC' }));
        expect(await within(section).findByRole('status')).toHaveTextContent(
          'Withdrawal requested: waiting for the game platform.',
        );
        expect(toastKind('Withdrawal requested: waiting for the game platform.')).toBe('warning');
        api.on(
          'POST',
          'game-withdrawals',
          ok({ withdrawal: withdrawal({ status: 'failed', amount: sweepCents(0) }) }),
        );
        await waitFor(() =>
          expect(within(section).getByRole('button', { name: 'Withdraw GC' })).toBeEnabled(),
        );
        await user.click(within(section).getByRole('button', { name: 'Withdraw GC' }));
        expect(await within(section).findByRole('status')).toHaveTextContent(
          'The withdrawal was not accepted.',
        );
      });

      it('shows the server’s refusal', async () => {
        const api = serve();
        api.on('POST', 'game-withdrawals', fail(409, GAMES_PLAY_MESSAGES.nothingToWithdraw));
        const user = userEvent.setup();
        renderWithShell(<GameActions game={GAME} />);
        const section = await within(await panel()).findByRole('region', { name: 'Withdraw winnings' });
        await user.click(within(section).getByRole('button', { name: 'Withdraw SC' }));
        expect(await within(section).findByRole('status')).toHaveTextContent(
          GAMES_PLAY_MESSAGES.nothingToWithdraw,
        );
      });

      it('on the manual platform the player names the amount their game shows, or leaves it for everything', async () => {
        const manual = { ...ACCOUNT, platform: 'manual' as const, playUrl: null };
        const api = serve(STATUS, manual);
        api.on(
          'POST',
          'game-withdrawals',
          ok(
            {
              withdrawal: withdrawal({
                status: 'pending',
                amount: sweepCents(0),
                requestedAmount: sweepCents(25_000),
              }),
            },
            'ok',
            201,
          ),
        );
        const user = userEvent.setup();
        renderWithShell(<GameActions game={GAME} />);
        const section = await within(await panel()).findByRole('form', { name: 'Withdraw winnings' });
        expect(within(section).queryByRole('button', { name: 'Withdraw SC' })).toBeNull();
        const amount = within(section).getByRole('textbox', { name: 'Amount (optional)' });
        await user.type(amount, '250.5');
        await user.click(within(section).getByRole('button', { name: 'Request withdrawal' }));
        expect(await within(section).findByRole('status')).toHaveTextContent(
          'Withdrawal requested: waiting for the game platform.',
        );
        // SC in cents, above what was loaded: staff bound it by the request, not by the records alone.
        expect(api.callsTo('POST', 'game-withdrawals')[0]!.json).toEqual({
          gameId: 'g1',
          currency: 'SC',
          amount: 25_050,
        });
        await waitFor(() => expect(amount).toHaveValue(''));
        await user.selectOptions(within(section).getByRole('combobox', { name: 'Coins' }), 'GC');
        await user.type(amount, '10.5');
        await user.click(within(section).getByRole('button', { name: 'Request withdrawal' }));
        expect(await within(section).findByText('Gold Coins withdraw in whole coins')).toBeInTheDocument();
        await user.clear(amount);
        await user.click(within(section).getByRole('button', { name: 'Request withdrawal' }));
        await waitFor(() => expect(api.callsTo('POST', 'game-withdrawals')).toHaveLength(2));
        expect(api.callsTo('POST', 'game-withdrawals')[1]!.json).toEqual({ gameId: 'g1', currency: 'GC' });
      });

      it('offers no withdrawal of a currency the game holds none of', async () => {
        const api = serve(STATUS, { ...ACCOUNT, credits: { gold: 0, sweep: 120 } });
        renderWithShell(<GameActions game={GAME} />);
        const section = await within(await panel()).findByRole('region', { name: 'Withdraw winnings' });
        expect(within(section).getByRole('button', { name: 'Withdraw GC' })).toBeDisabled();
        expect(within(section).getByRole('button', { name: 'Withdraw SC' })).toBeEnabled();
        expect(api.callsTo('POST', 'game-withdrawals')).toHaveLength(0);
      });
    });
  });

  describe('live state (issue 28 item 3): the notification that concerns it updates the page, no reload', () => {
    const live = (type: string, fields: Record<string, unknown>) =>
      act(() =>
        bus.emit('notification:received', {
          id: `${type}-${String(fields.requestId)}`,
          type,
          read: false,
          timestamp: new Date().toISOString(),
          ...fields,
        }),
      );

    it('a pending account request turns into the ready account on game_account_approved', async () => {
      const api = serve({ ...NONE, status: 'pending', hasPendingRequest: true, requestId: 'r1' }, ACCOUNT);
      renderWithShell(<GameActions game={GAME} />);
      const region = await panel();
      expect(await within(region).findByText('Request pending')).toBeInTheDocument();
      api.on('GET', STATUS_PATH, ok(STATUS));
      live('game_account_approved', { requestId: 'r1', gameId: 'g1', gameName: GAME.name });
      expect(await within(region).findByRole('link', { name: 'Play Neon Nights 777' })).toBeInTheDocument();
      expect(within(region).queryByText('Request pending')).not.toBeInTheDocument();
    });

    it('a declined request shows the notes on game_account_rejected', async () => {
      const api = serve({ ...NONE, status: 'pending', hasPendingRequest: true, requestId: 'r1' }, null);
      renderWithShell(<GameActions game={GAME} />);
      const region = await panel();
      await within(region).findByText('Request pending');
      api.on('GET', STATUS_PATH, ok({ ...NONE, status: 'rejected', adminNotes: 'Duplicate account' }));
      live('game_account_rejected', { requestId: 'r1', gameId: 'g1', gameName: GAME.name });
      expect(await within(region).findByRole('note')).toHaveTextContent('Duplicate account');
      expect(within(region).getByRole('button', { name: 'Request account' })).toBeEnabled();
    });

    it("a waiting load's line and the game credits follow recharge_status_updated for that load only", async () => {
      const api = serve();
      api.on('POST', 'recharge-requests', ok({ request: load({ id: 'l9', status: 'pending' }) }));
      const user = userEvent.setup();
      renderWithShell(<GameActions game={GAME} />);
      const form = await within(await panel()).findByRole('form', { name: 'Add Game Loot' });
      await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '5');
      await user.click(within(form).getByRole('button', { name: 'Add Game Loot' }));
      expect(await within(form).findByRole('status')).toHaveTextContent('waiting for the game platform');
      await waitFor(() => expect(api.callsTo('GET', ACCOUNT_PATH)).toHaveLength(2));
      api.on('GET', ACCOUNT_PATH, ok({ account: { ...ACCOUNT, credits: { gold: 2000, sweep: 9550 } } }));
      live('recharge_status_updated', { requestId: 'other', status: 'approved' });
      expect(within(form).getByRole('status')).toHaveTextContent('waiting for the game platform');
      live('recharge_status_updated', { requestId: 'l9', status: 'approved' });
      expect(within(form).getByRole('status')).toHaveTextContent('5 GC loaded into Neon Nights 777.');
      const withdraw = within(await panel()).getByRole('region', { name: 'Withdraw winnings' });
      await waitFor(() => expect(withdraw).toHaveTextContent('In the game: 2,000 GC'));
    });

    it("a waiting withdrawal's line follows withdrawal_status_updated", async () => {
      const api = serve();
      api.on('POST', 'game-withdrawals', ok({ withdrawal: withdrawal({ id: 'w7', status: 'pending' }) }));
      const user = userEvent.setup();
      renderWithShell(<GameActions game={GAME} />);
      const section = await within(await panel()).findByRole('region', { name: 'Withdraw winnings' });
      await user.click(within(section).getByRole('button', { name: 'Withdraw SC' }));
      expect(await within(section).findByRole('status')).toHaveTextContent('waiting for the game platform');
      live('withdrawal_status_updated', { requestId: 'w7', kind: 'game_withdrawal', status: 'completed' });
      expect(within(section).getByRole('status')).toHaveTextContent(
        'Withdrawal completed: the coins are in your wallet.',
      );
    });

    it('marks Play, Reveal, Add Game Loot and Withdraw as primary actions (popups never cover them)', async () => {
      serve();
      renderWithShell(<GameActions game={GAME} />);
      const region = await panel();
      await within(region).findByRole('link', { name: 'Play Neon Nights 777' });
      const marked = [...region.querySelectorAll(`[${PRIMARY_ACTION_ATTR}]`)].map((el) => el.textContent);
      expect(marked).toEqual([
        'Play Neon Nights 777',
        'Reveal credentials',
        'Add Game Loot',
        'Withdraw GC',
        'Withdraw SC',
      ]);
    });
  });
});
