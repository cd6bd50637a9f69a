import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  STAFF_MESSAGES,
  WORK_QUEUE_MESSAGES,
  type Notification,
  type Role,
  type WorkClaim,
  type WorkQueueKind,
} from '@arcade/contracts';
import { bus } from '@arcade/platform';
import { makeUser, renderWithShell, resetStore } from '@arcade/shared-ui/testing';
import { fail, installFakeApi, ok, type FakeApi } from '../../../../../tooling/fake-api';
import { WorkQueue } from './work-queue';

const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const player = (n: number) => ({
  userId: `00000000-0000-4000-8000-00000000000${n}`,
  userName: n === 1 ? 'Ana Diaz' : 'Ben Ortiz',
  userEmail: n === 1 ? 'ana@example.test' : 'ben@example.test',
});
const ID = (n: number) => `10000000-0000-4000-8000-00000000000${n}`;

const accountRequest = {
  ...player(1),
  id: ID(1),
  gameId: 'g1',
  gameName: 'Fire Kirin',
  status: 'pending',
  adminNotes: null,
  createdAt: ago(2),
  decidedAt: null,
};
const load = (n: number, hours: number, amount: number) => ({
  ...player(n),
  id: ID(n + 1),
  gameId: 'g1',
  gameName: 'Fire Kirin',
  currency: 'SC',
  // Staff lists send Money: the load's hundredths of SC (SPEC §9) with their scale.
  amount: { amount, currency: 'SC', scale: 2 },
  status: 'pending',
  adminNotes: null,
  createdAt: ago(hours),
  decidedAt: null,
});
const withdrawal = {
  ...player(2),
  id: ID(5),
  gameId: 'g2',
  gameName: 'Juwa',
  currency: 'GC',
  requestedAmount: { amount: 250, currency: 'GC', scale: 0 },
  amount: { amount: 0, currency: 'GC', scale: 0 },
  status: 'pending',
  adminNotes: null,
  createdAt: ago(30),
  decidedAt: null,
};
const redemption = {
  ...player(1),
  id: ID(6),
  amount: { amount: 5000, currency: 'SC', scale: 2 },
  method: 'bank_transfer',
  destination: 'Bank ••••6789',
  status: 'pending',
  reason: null,
  createdAt: ago(1),
  reviewStartedAt: null,
  approvedAt: null,
  sentAt: null,
  paidAt: null,
  closedAt: null,
  steps: [],
  expectedBy: null,
  waitingFor: null,
  canCancel: false,
};

const STAFF_ID = '20000000-0000-4000-8000-000000000001';
const OTHER_ID = '20000000-0000-4000-8000-000000000002';
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
/** A live claim on an item: the signed-in staff member's (mine) or Ben Other's. */
const claimOn = (kind: WorkQueueKind, id: string, mine = true): WorkClaim => ({
  kind,
  id,
  staffId: mine ? STAFF_ID : OTHER_ID,
  staffName: mine ? 'Me Myself' : 'Ben Other',
  mine,
  claimedAt: new Date().toISOString(),
  expiresAt: inMinutes(10),
});
/** By default the signed-in staff member holds every item (the decision tests); the claim tests change that. */
const allMine = [
  claimOn('game_account', ID(1)),
  claimOn('load', ID(2)),
  claimOn('load', ID(3)),
  claimOn('game_withdrawal', ID(5)),
  claimOn('redemption', ID(6)),
];

let api: FakeApi;
function setUp(role: Role = 'ADMIN', claims: WorkClaim[] = allMine) {
  resetStore(makeUser({ _id: STAFF_ID, role }));
  api = installFakeApi({
    'GET /admin/game-account-requests': ok({ requests: [accountRequest] }),
    'GET /admin/recharge-requests': ok({ requests: [load(1, 5, 1250), load(2, 1, 300)] }),
    'GET /admin/game-withdrawals': ok({ withdrawals: [withdrawal] }),
    'GET /admin/redemptions': (call) =>
      ok({ redemptions: call.query.get('status') === 'pending' ? [redemption] : [] }),
    'GET /admin/queue/claims': ok({ claims }),
    'GET /admin/queue/summary': fail(500, 'Not counted'),
  });
  return renderWithShell(<WorkQueue />);
}
const list = (name: RegExp) => screen.getByRole('region', { name });
const cards = (name: RegExp) => within(list(name)).getAllByRole('listitem');
/** Waits until the card's claim line reads like this. */
const claimLine = (card: HTMLElement, line: RegExp) =>
  waitFor(() => expect(card.querySelector('.admin-claim__who')?.textContent).toMatch(line));

describe('the work queue', () => {
  it('shows each pending list newest first: player, amount in its unit, age and the oldest wait', async () => {
    setUp();
    expect(screen.getByText('Loading loads')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Loads (2)' })).toBeInTheDocument();
    const [first, second] = cards(/^Loads/);
    expect(first).toHaveTextContent('Ben Ortiz');
    expect(first).toHaveTextContent('3.00 SC');
    expect(first).toHaveTextContent('1 h waiting');
    expect(second).toHaveTextContent('12.50 SC');
    expect(list(/^Loads/)).toHaveTextContent('Oldest waiting 5 h');
    expect(cards(/^Game-account requests/)[0]).toHaveTextContent('Game account · Fire Kirin');
    expect(cards(/^Game withdrawals/)[0]).toHaveTextContent('250 GC');
    expect(cards(/^Game withdrawals/)[0]).toHaveTextContent('30 h waiting');
    expect(cards(/^Redemptions/)[0]).toHaveTextContent('50.00 SC');
    expect(
      api
        .callsTo('GET', 'admin/redemptions')
        .map((c) => c.query.get('status'))
        .sort(),
    ).toEqual(['in_review', 'pending']);
    expect(api.callsTo('GET', 'admin/recharge-requests')[0]!.query.get('status')).toBe('pending');
  });

  it('a support agent sees only game-account requests (the lists their role may decide)', async () => {
    setUp('SUPPORT');
    expect(await screen.findByRole('heading', { name: 'Game-account requests (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Loads/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Redemptions/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET', 'admin/recharge-requests')).toHaveLength(0);
  });

  it('an empty list says so; a list that failed says why and tries again', async () => {
    setUp();
    api.on('GET', 'admin/redemptions', ok({ redemptions: [] }));
    api.on('GET', 'admin/recharge-requests', fail(500, 'Database unavailable'));
    expect(await screen.findByRole('heading', { name: 'No redemptions waiting' })).toBeInTheDocument();
    const alert = await within(list(/^Loads/)).findByRole('alert');
    expect(alert).toHaveTextContent('Loads could not be loaded');
    api.on('GET', 'admin/recharge-requests', ok({ requests: [] }));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No loads waiting' })).toBeInTheDocument();
  });

  it('approves a game-account request with an Idempotency-Key and reads the answer', async () => {
    setUp();
    api.on(
      'POST',
      `admin/game-account-requests/${ID(1)}/decision`,
      ok({ request: accountRequest }, 'Game account created'),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: /^Approve Ana Diaz's Fire Kirin account/ }),
    );
    // the automatic platform: nothing to type
    await userEvent.click(screen.getByRole('button', { name: 'Approve account' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `admin/game-account-requests/${ID(1)}/decision`)).toHaveLength(1),
    );
    const [call] = api.callsTo('POST', `admin/game-account-requests/${ID(1)}/decision`);
    expect(call!.json).toEqual({ approve: true });
    expect(call!.headers['idempotency-key']).toMatch(/.+/);
    expect(await within(list(/^Game-account requests/)).findByRole('status')).toHaveTextContent(
      'Game account created',
    );
    await waitFor(() => expect(api.callsTo('GET', 'admin/game-account-requests')).toHaveLength(2));
  });

  it('rejects a load only with a reason, sent as notes', async () => {
    setUp();
    api.on(
      'POST',
      `admin/recharge-requests/${ID(2)}/decision`,
      ok({ request: load(1, 5, 1250) }, 'Decision recorded'),
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Reject Ana Diaz's load of 12.50 SC/ }));
    const reason = screen.getByRole('textbox', { name: /Reason for rejecting Ana Diaz's load/ });
    expect(reason).toHaveFocus();
    await userEvent.click(within(list(/^Loads/)).getByRole('button', { name: 'Reject' }));
    expect(await within(list(/^Loads/)).findByText('A reason is required to reject')).toBeInTheDocument();
    expect(api.callsTo('POST', `admin/recharge-requests/${ID(2)}/decision`)).toHaveLength(0);
    await userEvent.type(reason, 'Payment not received');
    await userEvent.click(within(list(/^Loads/)).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `admin/recharge-requests/${ID(2)}/decision`)[0]?.json).toEqual({
        approve: false,
        notes: 'Payment not received',
      }),
    );
    expect(await within(list(/^Loads/)).findByRole('status')).toHaveTextContent('Decision recorded');
  });

  it('Cancel closes the reason and gives the focus back to Reject', async () => {
    setUp();
    const reject = await screen.findByRole('button', { name: /^Reject Ana Diaz's Fire Kirin/ });
    await userEvent.click(reject);
    await userEvent.click(within(list(/^Game-account requests/)).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Reject Ana Diaz's Fire Kirin/ })).toHaveFocus(),
    );
  });

  it('approves a manual game withdrawal with the amount and wagered total; the server bounds them', async () => {
    setUp();
    const path = `admin/game-withdrawals/${ID(5)}/decision`;
    api.on('POST', path, fail(400, STAFF_MESSAGES.aboveCredits, ['above_records']));
    await userEvent.click(
      await screen.findByRole('button', { name: /^Approve Ben Ortiz's Juwa withdrawal/ }),
    );
    const amount = screen.getByRole('textbox', { name: 'Amount taken out (GC)' });
    expect(amount).toHaveValue('250');
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Approve withdrawal' }));
    expect(await screen.findByText('Gold Coins are whole coins, such as 250')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '240');
    await userEvent.type(screen.getByRole('textbox', { name: 'Wagered total (GC, optional)' }), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Approve withdrawal' }));
    expect(await screen.findByText(STAFF_MESSAGES.aboveCredits)).toBeInTheDocument();
    expect(api.callsTo('POST', path)[0]!.json).toEqual({ approve: true, amount: 240, wagered: 1000 });
  });

  it("shows the server's refusal of a redemption (own account) and rejects one with a reason", async () => {
    setUp();
    api.on(
      'POST',
      `admin/redemptions/${ID(6)}/approve`,
      fail(403, STAFF_MESSAGES.ownAccount, ['own_account']),
    );
    api.on('POST', `admin/redemptions/${ID(6)}/reject`, ok({ redemption }, 'Redemption rejected'));
    await userEvent.click(
      await screen.findByRole('button', { name: /^Approve Ana Diaz's redemption of 50.00 SC/ }),
    );
    expect(await within(list(/^Redemptions/)).findByRole('alert')).toHaveTextContent(
      STAFF_MESSAGES.ownAccount,
    );
    await userEvent.click(screen.getByRole('button', { name: /^Reject Ana Diaz's redemption/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Reason for rejecting/ }), 'Name mismatch');
    await userEvent.click(within(list(/^Redemptions/)).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `admin/redemptions/${ID(6)}/reject`)[0]?.json).toEqual({
        reason: 'Name mismatch',
      }),
    );
    expect(
      api.callsTo('POST', `admin/redemptions/${ID(6)}/reject`)[0]!.headers['idempotency-key'],
    ).toBeTruthy();
  });

  it("a new load's staff notification refreshes the loads (live)", async () => {
    setUp();
    expect(await screen.findByRole('heading', { name: 'Loads (2)' })).toBeInTheDocument();
    api.on(
      'GET',
      'admin/recharge-requests',
      ok({ requests: [load(1, 5, 1250), load(2, 1, 300), load(3, 0, 100)] }),
    );
    const note: Notification = { id: 'n1', type: 'recharge_request', read: false, timestamp: '' };
    await act(async () => bus.emit('notification:received', note));
    expect(await screen.findByRole('heading', { name: 'Loads (3)' })).toBeInTheDocument();
    expect(api.callsTo('GET', 'admin/game-withdrawals')).toHaveLength(1);
  });

  it("the manual platform: the account's username and temporary password; a short password is refused", async () => {
    setUp();
    const path = `admin/game-account-requests/${ID(1)}/decision`;
    api.on('POST', path, ok({ request: accountRequest }, 'Game account created'));
    await userEvent.click(
      await screen.findByRole('button', { name: /^Approve Ana Diaz's Fire Kirin account/ }),
    );
    const username = screen.getByRole('textbox', { name: 'Game username (manual platform)' });
    expect(username).toHaveFocus();
    await userEvent.type(username, 'ana_fk');
    const password = screen.getByLabelText('Temporary password (manual platform)');
    await userEvent.type(password, 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Approve account' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(api.callsTo('POST', path)).toHaveLength(0);
    await userEvent.type(password, '-enough');
    await userEvent.click(screen.getByRole('button', { name: 'Approve account' }));
    await waitFor(() =>
      expect(api.callsTo('POST', path)[0]?.json).toEqual({
        approve: true,
        username: 'ana_fk',
        temporaryPassword: 'short-enough',
      }),
    );
  });

  it('claims: who holds each item; only the holder may decide; Take claims, Release gives it back', async () => {
    setUp('ADMIN', [claimOn('load', ID(2), false), claimOn('game_account', ID(1))]);
    expect(await screen.findByRole('heading', { name: 'Loads (2)' })).toBeInTheDocument();
    const [ben, ana] = cards(/^Loads/);
    // Ana's load: Ben Other holds it; nothing to decide here.
    await claimLine(ana!, /^Claimed by Ben Other until \d{1,2}:\d{2}/);
    expect(within(ana!).getByRole('button', { name: /^Approve Ana Diaz's load/ })).toBeDisabled();
    expect(within(ana!).getByRole('button', { name: /^Reject Ana Diaz's load/ })).toBeDisabled();
    expect(within(ana!).queryByRole('button', { name: /^Take/ })).not.toBeInTheDocument();
    // Ben's load: nobody holds it; Take first.
    expect(within(ben!).getByText('Not taken')).toBeInTheDocument();
    expect(within(ben!).getByRole('button', { name: /^Approve Ben Ortiz's load/ })).toBeDisabled();
    api.on('POST', 'admin/queue/claims', ok({ claim: claimOn('load', ID(3)) }, 'Claimed'));
    api.on(
      'GET',
      'admin/queue/claims',
      ok({ claims: [claimOn('load', ID(2), false), claimOn('load', ID(3)), claimOn('game_account', ID(1))] }),
    );
    await userEvent.click(within(ben!).getByRole('button', { name: "Take Ben Ortiz's load of 3.00 SC" }));
    expect(api.callsTo('POST', 'admin/queue/claims')[0]!.json).toEqual({ kind: 'load', id: ID(3) });
    await claimLine(ben!, /^Claimed by you until/);
    expect(within(ben!).getByRole('button', { name: /^Approve Ben Ortiz's load/ })).toBeEnabled();
    // The holder's own game-account request: decide, or Release.
    const mine = cards(/^Game-account requests/)[0]!;
    expect(within(mine).getByRole('button', { name: /^Approve Ana Diaz's Fire Kirin/ })).toBeEnabled();
    api.on('DELETE', `admin/queue/claims/game_account/${ID(1)}`, ok({ released: true }, 'Claim released'));
    api.on(
      'GET',
      'admin/queue/claims',
      ok({ claims: [claimOn('load', ID(2), false), claimOn('load', ID(3))] }),
    );
    await userEvent.click(within(mine).getByRole('button', { name: /^Release Ana Diaz's Fire Kirin/ }));
    expect(await within(mine).findByText('Not taken')).toBeInTheDocument();
    expect(api.callsTo('DELETE', `admin/queue/claims/game_account/${ID(1)}`)).toHaveLength(1);
  });

  it('Take that lost the race reads the refusal and shows who took it', async () => {
    setUp('ADMIN', []);
    const card = (await screen.findAllByText('Not taken')) && cards(/^Redemptions/)[0]!;
    api.on('POST', 'admin/queue/claims', fail(409, WORK_QUEUE_MESSAGES.claimedByOther, ['claimed_by_other']));
    api.on('GET', 'admin/queue/claims', ok({ claims: [claimOn('redemption', ID(6), false)] }));
    await userEvent.click(within(card).getByRole('button', { name: /^Take Ana Diaz's redemption/ }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(WORK_QUEUE_MESSAGES.claimedByOther);
    await claimLine(card, /^Claimed by Ben Other/);
    expect(within(card).getByRole('button', { name: /^Approve Ana Diaz's redemption/ })).toBeDisabled();
  });

  it('a claim made by another staff member shows up live (the claims are read again)', async () => {
    setUp('ADMIN', []);
    const card = (await screen.findAllByText('Not taken')) && cards(/^Game withdrawals/)[0]!;
    api.on('GET', 'admin/queue/claims', ok({ claims: [claimOn('game_withdrawal', ID(5), false)] }));
    const note: Notification = { id: 'n2', type: 'withdrawal_request', read: false, timestamp: '' };
    await act(async () => bus.emit('notification:received', note));
    await claimLine(card, /^Claimed by Ben Other/);
  });

  it("the heading counts every waiting item and the oldest one's age as the server counted them", async () => {
    setUp();
    api.on(
      'GET',
      'admin/queue/summary',
      ok({
        queues: [
          { kind: 'load', count: 57, oldestAt: ago(26), oldestAgeSeconds: 26 * 3600, claimed: 3 },
          { kind: 'game_account', count: 0, oldestAt: null, oldestAgeSeconds: null, claimed: 0 },
        ],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Loads (57)' })).toBeInTheDocument();
    expect(list(/^Loads/)).toHaveTextContent('Oldest waiting 26 h · 3 taken');
    // A queue without figures (the summary failed or left it out) counts its own items.
    expect(screen.getByRole('heading', { name: 'Redemptions (1)' })).toBeInTheDocument();
  });

  it('Player details: verification, restrictions, the recent ledger and previous decisions, on the card', async () => {
    setUp();
    const pid = player(1).userId;
    api.on(
      'GET',
      `admin/players/${pid}`,
      ok({
        player: {
          profile: {
            id: pid,
            email: 'ana@example.test',
            firstName: 'Ana',
            middleName: '',
            lastName: 'Diaz',
            phone: null,
            state: 'Ohio',
            role: 'USER',
            createdAt: ago(900),
          },
          verification: {
            emailVerifiedAt: ago(900),
            phoneVerifiedAt: ago(900),
            adultConfirmedAt: ago(900),
            kycVerifiedAt: null,
            kycStatus: 'declined',
            kycReason: 'blurry',
            kycUpdatedAt: ago(100),
          },
          lock: null,
          balances: {
            GC: { amount: 12_000, currency: 'GC', scale: 0 },
            SC: { amount: 12_550, currency: 'SC', scale: 2 },
          },
          sessions: [],
          gameAccounts: [],
          orders: [],
          redemptions: [],
          restrictions: [
            {
              id: 'r1',
              reason: 'staff',
              message: 'Chargeback under review',
              createdAt: ago(50),
              liftedAt: null,
              liftNote: null,
            },
          ],
          notes: [],
        },
      }),
    );
    api.on(
      'GET',
      `admin/players/${pid}/ledger`,
      ok({
        currency: 'SC',
        entries: [
          {
            id: 'e1',
            transferId: 't1',
            at: ago(3),
            type: 'amoe_mail_in',
            description: 'Free entry by mail',
            amount: { amount: 500, currency: 'SC', scale: 2 },
            balanceAfter: { amount: 12_550, currency: 'SC', scale: 2 },
          },
        ],
        page: 1,
        limit: 25,
        total: 1,
      }),
    );
    api.on(
      'GET',
      'admin/audit',
      ok({
        entries: [
          {
            id: 'a1',
            at: ago(20),
            actorId: null,
            actorEmail: 'cashier@arcade.test',
            actorRole: 'CASHIER',
            ip: null,
            action: 'redemption.reject',
            targetType: 'redemption',
            targetId: 'x',
            targetUserId: pid,
            reason: 'Name mismatch',
            before: null,
            after: null,
            details: null,
          },
        ],
        total: 1,
        page: 1,
        limit: 50,
      }),
    );
    await screen.findByRole('heading', { name: 'Redemptions (1)' });
    const card = cards(/^Redemptions/)[0]!;
    const toggle = within(card).getByRole('button', { name: 'Player details: Ana Diaz' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const verification = await within(card).findByRole('region', { name: 'Verification' });
    expect(verification).toHaveTextContent('identity declined');
    expect(verification).toHaveTextContent('125.50 SC');
    expect(within(card).getByRole('region', { name: 'Restrictions' })).toHaveTextContent(
      'Chargeback under review',
    );
    expect(await within(card).findByText(/Free entry by mail · 5.00 SC → 125.50 SC/)).toBeInTheDocument();
    expect(await within(card).findByText(/redemption.reject · Name mismatch/)).toBeInTheDocument();
    expect(api.callsTo('GET', 'admin/audit')[0]!.query.get('userId')).toBe(pid);
  });

  it('Player details that cannot be loaded say why', async () => {
    setUp('SUPPORT');
    api.on('GET', `admin/players/${player(1).userId}`, fail(500, 'Database unavailable'));
    await screen.findByRole('heading', { name: 'Game-account requests (1)' });
    const card = cards(/^Game-account requests/)[0]!;
    await userEvent.click(within(card).getByRole('button', { name: 'Player details: Ana Diaz' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      "The player's details could not be loaded: Database unavailable",
    );
    // A role without audit.view reads no audit log.
    expect(api.callsTo('GET', 'admin/audit')).toHaveLength(0);
  });
});
