import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { goldCoins, STAFF_MESSAGES, sweepCents, type Correction } from '@arcade/contracts';
import { makeUser, renderWithShell, resetStore } from '@arcade/shared-ui/testing';
import { fail, installFakeApi, ok, type FakeApi } from '../../../../../tooling/fake-api';
import { Corrections } from './corrections';

const PLAYER = '00000000-0000-4000-8000-000000000001';
const CID = '20000000-0000-4000-8000-000000000001';
const correction: Correction = {
  id: CID,
  userId: PLAYER,
  userName: 'Ana Diaz',
  userEmail: 'ana@example.test',
  currency: 'SC',
  amount: sweepCents(-125_000),
  reason: 'Duplicate credit',
  status: 'pending',
  needsSecondApprover: true,
  requestedBy: 'staff-2',
  decidedBy: null,
  note: null,
  transferId: null,
  createdAt: new Date(Date.now() - 3 * 60_000).toISOString(),
  decidedAt: null,
};
const listOf = (corrections: unknown[]) =>
  ok({
    corrections,
    page: 1,
    limit: 100,
    total: corrections.length,
    secondApproverAbove: { GC: goldCoins(100_000), SC: sweepCents(100_000) },
  });

let api: FakeApi;
function setUp(corrections: unknown[] = [correction]) {
  resetStore(makeUser({ _id: 'staff-1', role: 'CASHIER' }));
  api = installFakeApi({ 'GET /admin/corrections': listOf(corrections) });
  return renderWithShell(<Corrections />);
}
const pending = () => screen.getByRole('region', { name: /^Corrections waiting/ });
const form = () => screen.getByRole('form', { name: 'Correct a balance' });

describe('corrections', () => {
  it('lists the pending corrections with the signed amount, the player and the age', async () => {
    setUp();
    expect(screen.getByText('Loading corrections waiting for a second approver')).toBeInTheDocument();
    const [card] = await within(pending()).findAllByRole('listitem');
    expect(card).toHaveTextContent('Correction · Duplicate credit');
    expect(card).toHaveTextContent('-1,250.00 SC');
    expect(card).toHaveTextContent('Ana Diaz');
    expect(card).toHaveTextContent('3 min waiting');
    expect(api.callsTo('GET', 'admin/corrections')[0]!.query.get('status')).toBe('pending');
    expect(form()).toHaveTextContent('Above 1,000.00 SC or 100,000 GC a second staff member approves.');
  });

  it('says when none wait', async () => {
    setUp([]);
    expect(await screen.findByRole('heading', { name: 'No corrections waiting' })).toBeInTheDocument();
  });

  it('shows an error with Try again when the list cannot be loaded', async () => {
    resetStore(makeUser({ _id: 'staff-1', role: 'CASHIER' }));
    api = installFakeApi({ 'GET /admin/corrections': fail(500, 'Database unavailable') });
    renderWithShell(<Corrections />);
    expect(await within(pending()).findByRole('alert')).toHaveTextContent('could not be loaded');
    expect(within(pending()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('checks the form, then sends the signed amount in ledger units and reads "waiting for a second approver"', async () => {
    setUp([]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Player id' }), 'not-an-id');
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount (negative to debit)' }), '-12.505');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'ok');
    await userEvent.click(screen.getByRole('button', { name: 'Record correction' }));
    expect(await within(form()).findByText(STAFF_MESSAGES.correctionUnknownPlayer)).toBeInTheDocument();
    expect(
      within(form()).getByText('Enter Sweep Coins such as 12.50 (at most two decimals)'),
    ).toBeInTheDocument();
    expect(within(form()).getByText(STAFF_MESSAGES.reasonLength)).toBeInTheDocument();
    expect(api.callsTo('POST', 'admin/corrections')).toHaveLength(0);

    api.on('POST', 'admin/corrections', ok({ correction }, STAFF_MESSAGES.correctionRequested, 202));
    const id = screen.getByRole('textbox', { name: 'Player id' });
    await userEvent.clear(id);
    await userEvent.type(id, PLAYER);
    const amount = screen.getByRole('textbox', { name: 'Amount (negative to debit)' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '-1250');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), ' - duplicate credit');
    await userEvent.click(screen.getByRole('button', { name: 'Record correction' }));
    expect(await screen.findByText(STAFF_MESSAGES.correctionRequested)).toBeInTheDocument();
    const [call] = api.callsTo('POST', 'admin/corrections');
    expect(call!.json).toEqual({
      userId: PLAYER,
      currency: 'SC',
      amount: -125_000,
      reason: 'ok - duplicate credit',
    });
    expect(call!.headers['idempotency-key']).toBeTruthy();
  });

  it('Gold Coins are whole coins; an applied correction says so', async () => {
    setUp([]);
    api.on('POST', 'admin/corrections', ok({ correction }, STAFF_MESSAGES.correctionApplied, 201));
    await userEvent.type(screen.getByRole('textbox', { name: 'Player id' }), PLAYER);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'GC');
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount (negative to debit)' }), '2.5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Goodwill credit');
    await userEvent.click(screen.getByRole('button', { name: 'Record correction' }));
    expect(await within(form()).findByText('Gold Coins are whole coins, such as 250')).toBeInTheDocument();
    const amount = screen.getByRole('textbox', { name: 'Amount (negative to debit)' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '250');
    await userEvent.click(screen.getByRole('button', { name: 'Record correction' }));
    expect(await screen.findByText(STAFF_MESSAGES.correctionApplied)).toBeInTheDocument();
    expect(api.callsTo('POST', 'admin/corrections')[0]!.json).toMatchObject({ currency: 'GC', amount: 250 });
  });

  it("shows the server's refusal when the requester approves, and rejects with a note", async () => {
    setUp();
    api.on(
      'POST',
      `admin/corrections/${CID}/approve`,
      fail(403, STAFF_MESSAGES.secondApproverRequired, ['forbidden']),
    );
    api.on('POST', `admin/corrections/${CID}/reject`, ok({ correction }, STAFF_MESSAGES.correctionRejected));
    await userEvent.click(
      await screen.findByRole('button', { name: /^Approve the correction of -1,250.00 SC/ }),
    );
    expect(await within(pending()).findByRole('alert')).toHaveTextContent(
      STAFF_MESSAGES.secondApproverRequired,
    );
    expect(
      api.callsTo('POST', `admin/corrections/${CID}/approve`)[0]!.headers['idempotency-key'],
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^Reject the correction/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Reason for rejecting/ }), 'Not a duplicate');
    await userEvent.click(within(pending()).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `admin/corrections/${CID}/reject`)[0]?.json).toEqual({
        note: 'Not a duplicate',
      }),
    );
    expect(await within(pending()).findByText(STAFF_MESSAGES.correctionRejected)).toBeInTheDocument();
  });
});
