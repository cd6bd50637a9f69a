import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLAYER_ADMIN_MESSAGES } from '@arcade/contracts';
import { currentUrl, makeUser, renderWithShell, resetStore } from '@arcade/shared-ui/testing';
import { fail, installFakeApi, ok, type FakeApi } from '../../../../../tooling/fake-api';
import { Players } from './players';

const PID = '00000000-0000-4000-8000-000000000001';
const SID = '30000000-0000-4000-8000-000000000001';
const summary = {
  id: PID,
  email: 'ana@example.test',
  name: 'Ana Diaz',
  phone: '+15555550123',
  state: 'Ohio',
  createdAt: '2026-11-01T10:00:00.000Z',
  lockedAt: null,
  restricted: true,
};
const page = (players: unknown[], extra: Record<string, number> = {}) =>
  ok({ players, page: 1, limit: 25, total: players.length, ...extra });
const detail = (over: Record<string, unknown> = {}) => ({
  profile: {
    id: PID,
    email: 'ana@example.test',
    firstName: 'Ana',
    middleName: '',
    lastName: 'Diaz',
    phone: '+15555550123',
    state: 'Ohio',
    role: 'USER',
    createdAt: '2026-11-01T10:00:00.000Z',
  },
  verification: {
    emailVerifiedAt: '2026-11-01T10:05:00.000Z',
    phoneVerifiedAt: null,
    adultConfirmedAt: '2026-11-01T10:05:00.000Z',
    kycVerifiedAt: null,
    kycStatus: 'declined',
    kycReason: 'blurry document',
    kycUpdatedAt: '2026-11-02T10:00:00.000Z',
  },
  lock: null,
  balances: {
    GC: { amount: 12_000, currency: 'GC', scale: 0 },
    SC: { amount: 12_550, currency: 'SC', scale: 2 },
  },
  sessions: [
    {
      id: SID,
      createdAt: '2026-11-27T10:00:00.000Z',
      revokedAt: null,
      userAgent: 'Firefox',
      ip: '198.51.100.7',
    },
  ],
  gameAccounts: [
    {
      id: 'ga1',
      gameName: 'Fire Kirin',
      platform: 'manual',
      username: 'ana77',
      creditsGc: { amount: 500, currency: 'GC', scale: 0 },
      creditsSc: { amount: 2_500, currency: 'SC', scale: 2 },
      createdAt: '2026-11-03T10:00:00.000Z',
    },
  ],
  orders: [
    {
      id: 'o1',
      status: 'paid',
      cancelled: false,
      method: 'card',
      price: { amount: 2_000, currency: 'USD', scale: 2 },
      coins: { amount: 21_000, currency: 'GC', scale: 0 },
      bonusCoins: { amount: 1_000, currency: 'GC', scale: 0 },
      createdAt: '2026-11-04T10:00:00.000Z',
    },
    {
      id: 'o2',
      status: 'failed',
      cancelled: true,
      method: 'redirect',
      price: { amount: 500, currency: 'USD', scale: 2 },
      coins: { amount: 5_000, currency: 'GC', scale: 0 },
      bonusCoins: { amount: 0, currency: 'GC', scale: 0 },
      createdAt: '2026-11-03T10:00:00.000Z',
    },
  ],
  redemptions: [
    {
      id: 'r1',
      status: 'in_review',
      method: 'bank_transfer',
      amount: { amount: 10_000, currency: 'SC', scale: 2 },
      createdAt: '2026-11-05T10:00:00.000Z',
    },
  ],
  restrictions: [
    {
      id: '1',
      reason: 'kyc_declined_fraud',
      message: 'Your account is restricted',
      createdAt: '2026-11-02T10:00:00.000Z',
      liftedAt: null,
      liftNote: null,
    },
  ],
  notes: [
    {
      id: '9',
      body: 'Asked about payout times',
      authorId: 's1',
      authorName: 'Sam Staff',
      createdAt: '2026-11-06T10:00:00.000Z',
    },
  ],
  ...over,
});
const ledger = (entries: unknown[], total = entries.length, pageNo = 1) =>
  ok({ currency: 'SC', entries, page: pageNo, limit: 25, total });

let api: FakeApi;
function setUp(
  routes: Record<string, unknown>,
  url = '/dashboard?view=players',
  role: 'SUPPORT' | 'CASHIER' = 'SUPPORT',
) {
  resetStore(makeUser({ _id: 'staff-1', role }));
  api = installFakeApi(routes as never);
  return renderWithShell(<Players />, { url });
}

describe('players: search and list', () => {
  it('shows loading, then the newest players with their status, and links to a player page', async () => {
    setUp({ 'GET /admin/players': page([summary]) });
    expect(screen.getByText('Loading newest players')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Newest players' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('Ana Diaz');
    expect(row).toHaveTextContent('ana@example.test');
    expect(row).toHaveTextContent('Restricted');
    expect(screen.getByText('Page 1 of 1 · 1 in all')).toBeInTheDocument();
    expect(within(row!).getByRole('link', { name: 'Ana Diaz' })).toHaveAttribute(
      'href',
      `/dashboard?view=players&id=${PID}`,
    );
  });

  it('searches through the server (q in the URL and the request) and pages with Next', async () => {
    setUp({
      'GET /admin/players': (call: { query: URLSearchParams }) =>
        call.query.get('page') === '2'
          ? page([{ ...summary, id: 'p2', name: 'Second Page' }], { page: 2, total: 26 })
          : page([summary], { total: 26 }),
    });
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search players' }), 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('table', { name: 'Players matching “ana@”' })).toBeInTheDocument();
    expect(api.callsTo('GET', 'admin/players').at(-1)!.query.get('q')).toBe('ana@');
    expect(currentUrl()).toContain('q=ana%40');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Second Page')).toBeInTheDocument();
    expect(api.callsTo('GET', 'admin/players').at(-1)!.query.get('page')).toBe('2');
    expect(screen.getByText('Page 2 of 2 · 26 in all')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says when no player matches', async () => {
    setUp({ 'GET /admin/players': page([]) }, '/dashboard?view=players&q=nobody');
    expect(await screen.findByRole('heading', { name: 'No player matches “nobody”' })).toBeInTheDocument();
  });

  it('shows the error with Try again', async () => {
    setUp({ 'GET /admin/players': fail(500, 'Database unavailable') });
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded: Database unavailable');
    api.on('GET', 'admin/players', page([summary]));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe("players: a player's page", () => {
  const url = `/dashboard?view=players&id=${PID}`;
  const base = () => ({
    'GET /admin/players/00000000-0000-4000-8000-000000000001': ok({ player: detail() }),
    'GET /admin/players/00000000-0000-4000-8000-000000000001/ledger': ledger([
      {
        id: 'e2',
        transferId: '12',
        at: '2026-11-05T10:00:00.000Z',
        type: 'redemption',
        description: 'Redemption hold',
        amount: { amount: -10_000, currency: 'SC', scale: 2 },
        balanceAfter: { amount: 12_550, currency: 'SC', scale: 2 },
      },
      {
        id: 'e1',
        transferId: '11',
        at: '2026-11-04T10:00:00.000Z',
        type: 'bonus',
        description: 'Daily bonus',
        amount: { amount: 22_550, currency: 'SC', scale: 2 },
        balanceAfter: { amount: 22_550, currency: 'SC', scale: 2 },
      },
    ]),
  });

  it('shows profile, verification, balances, lists and the ledger with running balances (formatMoney)', async () => {
    setUp(base(), url);
    expect(screen.getByText('Loading the player')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ana Diaz' })).toBeInTheDocument();
    expect(screen.getByText('Declined (blurry document)')).toBeInTheDocument();
    expect(screen.getByText('125.50 SC')).toBeInTheDocument();
    expect(screen.getByText('12,000 GC')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Orders' })).toHaveTextContent('$20.00');
    expect(screen.getByRole('table', { name: 'Orders' })).toHaveTextContent('21,000 GC');
    // A checkout the player cancelled is not a failure (issue 28 item 5).
    expect(screen.getByRole('table', { name: 'Orders' })).toHaveTextContent('Cancelled — nothing charged');
    expect(screen.getByRole('table', { name: 'Orders' })).not.toHaveTextContent('Failed');
    expect(screen.getByRole('table', { name: 'Redemptions' })).toHaveTextContent('In review');
    expect(screen.getByRole('table', { name: 'Redemptions' })).toHaveTextContent('100.00 SC');
    expect(screen.getByRole('table', { name: 'Game accounts' })).toHaveTextContent('Fire Kirin');
    expect(screen.getByRole('table', { name: 'Restrictions' })).toHaveTextContent('Active');
    expect(screen.getByText('Asked about payout times')).toBeInTheDocument();
    const ledgerTable = await screen.findByRole('table', { name: 'Sweep Coin ledger' });
    const rows = within(ledgerTable).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('-100.00 SC');
    expect(rows[0]).toHaveTextContent('125.50 SC');
    expect(rows[1]).toHaveTextContent('225.50 SC');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'GC');
    await waitFor(() =>
      expect(api.callsTo('GET', `admin/players/${PID}/ledger`).at(-1)!.query.get('currency')).toBe('GC'),
    );
  });

  it('says when the ledger is empty, and shows an error for a player that cannot be loaded', async () => {
    setUp({ ...base(), [`GET /admin/players/${PID}/ledger`]: ledger([]) }, url);
    expect(
      await screen.findByRole('heading', { name: 'No ledger entries in this currency' }),
    ).toBeInTheDocument();
    api.on('GET', `admin/players/${PID}`, fail(404, PLAYER_ADMIN_MESSAGES.notFound));
  });

  it('an unknown player: the error in the server words, with Try again', async () => {
    setUp({ [`GET /admin/players/${PID}`]: fail(404, PLAYER_ADMIN_MESSAGES.notFound) }, url);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `could not be loaded: ${PLAYER_ADMIN_MESSAGES.notFound}`,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('locks with a reason (checked before sending, then the server answer read out)', async () => {
    setUp({ ...base(), [`POST /admin/players/${PID}/lock`]: ok({}, PLAYER_ADMIN_MESSAGES.locked) }, url);
    await screen.findByRole('heading', { name: 'Ana Diaz' });
    expect(screen.getByText('Not locked.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason for locking' }), 'no');
    await userEvent.click(screen.getByRole('button', { name: 'Lock account' }));
    expect(await screen.findByText(PLAYER_ADMIN_MESSAGES.reasonLength)).toBeInTheDocument();
    expect(api.callsTo('POST', `admin/players/${PID}/lock`)).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason for locking' }), 'pe: chargebacks');
    api.on(
      'GET',
      `admin/players/${PID}`,
      ok({
        player: detail({
          lock: { lockedAt: '2026-11-28T01:00:00.000Z', reason: 'nope: chargebacks', lockedBy: 'staff-1' },
        }),
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Lock account' }));
    expect(await screen.findByText(PLAYER_ADMIN_MESSAGES.locked)).toBeInTheDocument();
    expect(api.callsTo('POST', `admin/players/${PID}/lock`)[0]!.json).toEqual({
      reason: 'nope: chargebacks',
    });
    expect(api.callsTo('POST', `admin/players/${PID}/lock`)[0]!.headers['idempotency-key']).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Unlock account' })).toBeInTheDocument();
  });

  it("shows the server's refusal under the reason", async () => {
    setUp(
      {
        ...base(),
        [`POST /admin/players/${PID}/lock`]: fail(409, PLAYER_ADMIN_MESSAGES.alreadyLocked, ['lock_state']),
      },
      url,
    );
    await screen.findByRole('heading', { name: 'Ana Diaz' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason for locking' }), 'Chargeback fraud');
    await userEvent.click(screen.getByRole('button', { name: 'Lock account' }));
    expect(await screen.findByText(PLAYER_ADMIN_MESSAGES.alreadyLocked)).toBeInTheDocument();
  });

  it('ends a session with a reason and returns the focus to its button after Cancel', async () => {
    setUp(
      {
        ...base(),
        [`POST /admin/players/${PID}/sessions/end`]: ok({ ended: 1 }, PLAYER_ADMIN_MESSAGES.sessionsEnded),
      },
      url,
    );
    await screen.findByRole('heading', { name: 'Ana Diaz' });
    const endButton = screen.getByRole('button', { name: 'End this session' });
    await userEvent.click(endButton);
    expect(screen.getByRole('textbox', { name: 'Reason for ending this session' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(endButton).toHaveFocus());
    await userEvent.click(endButton);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Reason for ending this session' }),
      'Lost phone',
    );
    await userEvent.click(screen.getByRole('button', { name: 'End session' }));
    expect(await screen.findByText(`${PLAYER_ADMIN_MESSAGES.sessionsEnded}: 1`)).toBeInTheDocument();
    expect(api.callsTo('POST', `admin/players/${PID}/sessions/end`)[0]!.json).toEqual({
      sessionId: SID,
      reason: 'Lost phone',
    });
  });

  it('adds a note; a role without players.lock sees no lock or session actions', async () => {
    setUp(
      {
        ...base(),
        [`POST /admin/players/${PID}/notes`]: ok({ note: {} }, PLAYER_ADMIN_MESSAGES.noteAdded, 201),
      },
      url,
      'CASHIER',
    );
    await screen.findByRole('heading', { name: 'Ana Diaz' });
    expect(screen.queryByRole('button', { name: 'Lock account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End this session' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText(PLAYER_ADMIN_MESSAGES.noteRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'New note' }), 'Called back');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText(PLAYER_ADMIN_MESSAGES.noteAdded)).toBeInTheDocument();
    expect(api.callsTo('POST', `admin/players/${PID}/notes`)[0]!.json).toEqual({ body: 'Called back' });
  });
});
