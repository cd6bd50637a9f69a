import { installFakeApi } from '../../../../tooling/fake-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, bus } from '@arcade/platform';
import { WALLET_MESSAGES, type User } from '@arcade/contracts';
import { renderWithShell } from '@arcade/shared-ui/testing';
import { AmoePage } from './amoe-page';
import type { AmoeRequest } from './api/get-amoe-requests';

const player: User = {
  _id: 'u1',
  role: 'USER',
  email: 'ana@example.com',
  phone: '+15125550100',
  state: 'Texas',
  name: { first: 'Ana', middle: 'Maria', last: 'Lopez' },
  isEmailVerified: true,
  isPhoneVerified: true,
  isKYC: false,
  isOpted: false,
  isSmsOpted: false,
  balance: 5000,
  sweepCoins: 0,
  claimedDailyBonus: true,
  claimedSweepBonus: false,
  loginStreak: 1,
  isNewUser: false,
  restriction: null,
};

const NEXT = '2026-11-08T15:00:00.000Z';
const notClaimed = { sweep: { claimed: false, nextClaimAt: null as string | null, amount: 100 } };
const claimed = { sweep: { claimed: true, nextClaimAt: NEXT, amount: 100 } };

const request = (
  code: string,
  status: AmoeRequest['status'],
  extra: Partial<AmoeRequest> = {},
): AmoeRequest => ({
  code,
  status,
  reason: null,
  amount: 100,
  currency: 'SC',
  createdAt: '2026-11-02T10:00:00.000Z',
  receivedAt: null,
  creditedAt: null,
  ...extra,
});

const requestsList: AmoeRequest[] = [
  request('AMOE-CRED-0001', 'credited', {
    receivedAt: '2026-11-06T09:00:00.000Z',
    creditedAt: '2026-11-06T10:00:00.000Z',
  }),
  request('AMOE-REJE-0002', 'rejected', {
    reason: 'Card was not hand-written',
    receivedAt: '2026-11-06T09:00:00.000Z',
  }),
  request('AMOE-RECV-0003', 'received', { receivedAt: '2026-11-06T09:00:00.000Z' }),
  request('AMOE-REQU-0004', 'requested'),
];

beforeEach(() => {
  appStore.setState({ toasts: [] });
  appStore.getState().setUser(null);
});

describe('AMOE free entry page, signed out', () => {
  it('explains both free methods and asks to log in, without calling the server', async () => {
    const { fetch: fetchMock } = installFakeApi({});
    const onOpen = jest.fn();
    bus.on('auth:open', onOpen);
    const user = userEvent.setup();
    renderWithShell(<AmoePage />);

    expect(screen.getByRole('heading', { level: 2, name: 'Free Online Entry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Free Entry by Mail' })).toBeInTheDocument();
    expect(screen.getAllByText(/PO Box 2026/)[0]).toBeInTheDocument();
    expect(screen.getByText(/One request per envelope/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim Free Entry' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request mail-in code' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Log in to claim' }));
    expect(onOpen).toHaveBeenCalledWith({ mode: 'login' });
    await user.click(screen.getByRole('button', { name: 'Create a free account' }));
    expect(onOpen).toHaveBeenLastCalledWith({ mode: 'register' });
    bus.off('auth:open', onOpen);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('AMOE free entry page, signed in: online claim', () => {
  beforeEach(() => appStore.getState().setUser(player));

  it('claims the free entry, toasts the server message, reloads the user and shows the next claim time', async () => {
    let status = notClaimed;
    const { calls } = installFakeApi({
      'GET /bonus/status': () => ({ data: status }),
      'GET /amoe/requests': { data: { requests: [] } },
      'POST /claim/sweep-bonus': () => {
        status = claimed;
        return { message: 'Free entry claimed! 1.00 SC added to your balance.', data: null };
      },
      'GET /user/me': { data: { user: { ...player, sweepCoins: 100, claimedSweepBonus: true } } },
    });
    const user = userEvent.setup();
    renderWithShell(<AmoePage />);

    expect(await screen.findByText('1.00 SC')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in to claim' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Claim Free Entry' }));

    expect(await screen.findByText('You have claimed your free online entry.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.path === 'claim/sweep-bonus')).toHaveLength(1);
    expect(appStore.getState().toasts).toEqual([
      expect.objectContaining({
        kind: 'success',
        message: 'Free entry claimed! 1.00 SC added to your balance.',
      }),
    ]);
    expect(calls.some((c) => c.path === 'user/me')).toBe(true);
    expect(appStore.getState().user?.sweepCoins).toBe(100);
    expect(screen.getByText(/2026/, { selector: 'time' })).toHaveAttribute('datetime', NEXT);
    expect(screen.queryByRole('button', { name: 'Claim Free Entry' })).toBeNull();
  });

  it('shows the next claim time when already claimed', async () => {
    installFakeApi({
      'GET /bonus/status': { data: claimed },
      'GET /amoe/requests': { data: { requests: [] } },
    });
    renderWithShell(<AmoePage />);
    const online = await screen.findByTestId('amoe-online');
    expect(online).toHaveTextContent('You can claim your next free entry on');
    expect(within(online).getByText(/November/, { selector: 'time' })).toHaveAttribute('datetime', NEXT);
    expect(screen.queryByRole('button', { name: 'Claim Free Entry' })).toBeNull();
  });

  it('shows the server message when a claim fails', async () => {
    installFakeApi({
      'GET /bonus/status': { data: notClaimed },
      'GET /amoe/requests': { data: { requests: [] } },
      'POST /claim/sweep-bonus': {
        status: 409,
        message: 'Free entry already claimed. Try again after 7 days.',
      },
      // A refused claim reloads the user, so the footer banner learns the entry was claimed elsewhere.
      'GET /user/me': { data: { user: { ...player, claimedSweepBonus: true } } },
    });
    const user = userEvent.setup();
    renderWithShell(<AmoePage />);
    await user.click(await screen.findByRole('button', { name: 'Claim Free Entry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Free entry already claimed. Try again after 7 days.',
    );
    expect(appStore.getState().toasts).toHaveLength(0);
    expect(appStore.getState().user?.claimedSweepBonus).toBe(true);
  });

  it('shows the error message when the status cannot be loaded, with a retry', async () => {
    let fail = true;
    installFakeApi({
      'GET /bonus/status': () =>
        fail ? { status: 500, message: 'Bonus service unavailable' } : { data: notClaimed },
      'GET /amoe/requests': { data: { requests: [] } },
    });
    const user = userEvent.setup();
    renderWithShell(<AmoePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your free entry status: Bonus service unavailable',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Claim Free Entry' })).toBeInTheDocument();
  });
});

describe('AMOE free entry page, signed in: mail-in', () => {
  beforeEach(() => appStore.getState().setUser(player));

  it('lists the requests with each state', async () => {
    installFakeApi({
      'GET /bonus/status': { data: claimed },
      'GET /amoe/requests': { data: { requests: requestsList } },
    });
    renderWithShell(<AmoePage />);
    const list = await screen.findByRole('list', { name: 'Your mail-in requests' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('AMOE-CRED-0001');
    expect(items[0]).toHaveTextContent('Credited');
    expect(items[0]).toHaveTextContent('1.00 SC was added to your balance on Nov 6, 2026.');
    expect(items[1]).toHaveTextContent('Rejected');
    expect(items[1]).toHaveTextContent('Reason: Card was not hand-written.');
    expect(items[2]).toHaveTextContent('Received');
    expect(items[2]).toHaveTextContent('We received your card and are checking it.');
    expect(items[3]).toHaveTextContent('Requested');
    expect(items[3]).toHaveTextContent('Waiting for your card.');
    expect(items[3]).toHaveTextContent('A valid card credits 1.00 SC.');
    expect(items[3]).toHaveTextContent('A valid card credits 1.00 SC.');
  });

  it('requests a code and shows exactly what to write and where to send it', async () => {
    const created = request('AMOE-NEW4-2XYZ', 'requested', { createdAt: '2026-11-05T10:00:00.000Z' });
    let requests: AmoeRequest[] = [];
    const { calls } = installFakeApi({
      'GET /bonus/status': { data: claimed },
      'GET /amoe/requests': () => ({ data: { requests } }),
      'POST /amoe/requests': () => {
        requests = [created];
        return { status: 201, data: { request: created } };
      },
    });
    const user = userEvent.setup();
    renderWithShell(<AmoePage />);
    expect(await screen.findByText('You have no mail-in requests yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Request mail-in code' }));
    const heading = await screen.findByRole('heading', { level: 3, name: 'Your request code' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByTestId('amoe-latest-code')).toHaveTextContent('AMOE-NEW4-2XYZ');
    const card = heading.closest('div')!;
    expect(card).toHaveTextContent('Request code: AMOE-NEW4-2XYZ');
    expect(card).toHaveTextContent('Your full name: Ana Maria Lopez');
    expect(card).toHaveTextContent('Your account e-mail: ana@example.com');
    expect(card).toHaveTextContent('one request per envelope');
    expect(
      within(card)
        .getByText(/PO Box 2026/)
        .closest('address'),
    ).toHaveTextContent('Lucky Arcade AMOEPO Box 2026Austin, TX 78701');

    const list = await screen.findByRole('list', { name: 'Your mail-in requests' });
    expect(within(list).getByText('AMOE-NEW4-2XYZ')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.path === 'amoe/requests')).toHaveLength(1);
  });

  it('shows the server message when a code cannot be created', async () => {
    installFakeApi({
      'GET /bonus/status': { data: claimed },
      'GET /amoe/requests': { data: { requests: [] } },
      'POST /amoe/requests': {
        status: 429,
        message: WALLET_MESSAGES.amoeDailyLimit,
      },
    });
    const user = userEvent.setup();
    renderWithShell(<AmoePage />);
    await user.click(await screen.findByRole('button', { name: 'Request mail-in code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WALLET_MESSAGES.amoeDailyLimit);
  });
});
