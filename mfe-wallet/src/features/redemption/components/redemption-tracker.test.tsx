import { act, screen, within } from '@testing-library/react';
import { sweepCents, type Notification, type Redemption, type RedemptionStatus } from '@arcade/contracts';
import { bus } from '@arcade/platform';
import { makeUser, renderWithShell, resetStore } from '@arcade/shared-ui/testing';
import { installFakeApi, ok } from '../../../../../tooling/fake-api';
import { formatExpected, RedemptionTracker } from './redemption-tracker';

it('shows the expected date as a calendar day, whatever the viewer time zone', () => {
  expect(formatExpected('2026-11-27')).toBe('Friday, Nov 27');
  expect(formatExpected('not a date')).toBe('not a date');
});

const STEPS = ['requested', 'in_review', 'approved', 'sent', 'paid'] as const;
const AT = '2026-11-23T09:00:00.000Z';

/** A redemption as the server answers it at `status` (its steps done up to it). */
function redemption(status: RedemptionStatus): Redemption {
  const reached = status === 'pending' ? 0 : STEPS.indexOf(status as (typeof STEPS)[number]);
  return {
    id: 'rd1',
    amount: sweepCents(6000),
    method: 'bank_transfer',
    destination: 'Bank ••••6789',
    status,
    reason: null,
    createdAt: AT,
    reviewStartedAt: reached >= 1 ? AT : null,
    approvedAt: reached >= 2 ? AT : null,
    sentAt: reached >= 3 ? AT : null,
    paidAt: reached >= 4 ? AT : null,
    closedAt: status === 'paid' ? AT : null,
    steps: STEPS.map((step, i) => ({
      step,
      state: i < reached || status === 'paid' ? 'done' : i === reached ? 'current' : 'upcoming',
      at: i <= reached ? AT : null,
    })),
    expectedBy: status === 'paid' ? null : '2026-11-27',
    waitingFor: null,
    canCancel: status === 'pending',
  };
}

const update = (seq: number, status: string): Notification => ({
  id: `n${seq}`,
  seq,
  type: 'withdrawal_status_updated',
  read: false,
  timestamp: new Date().toISOString(),
  requestId: 'rd1',
  kind: 'redemption',
  status,
});

describe('the redemption tracker, live (issue 28 item 3)', () => {
  beforeEach(() => resetStore(makeUser()));

  it('moves from Requested to In review, Approved and Paid on notifications, without a reload; Cancel goes once it cannot be cancelled', async () => {
    const api = installFakeApi({ 'GET /wallet/redemptions': ok({ redemptions: [redemption('pending')] }) });
    renderWithShell(<RedemptionTracker />);
    const item = await screen.findByTestId('redemption');
    const badge = () => within(item).getByTestId('redemption-status');
    expect(badge()).toHaveTextContent('Requested');
    expect(within(item).getByRole('button', { name: 'Cancel redemption' })).toBeEnabled();

    const steps: Array<[RedemptionStatus, string, string]> = [
      ['in_review', 'pending', 'In review'],
      ['approved', 'approved', 'Approved'],
      ['paid', 'completed', 'Paid'],
    ];
    for (const [i, [status, said, label]] of steps.entries()) {
      api.on('GET', 'wallet/redemptions', ok({ redemptions: [redemption(status)] }));
      act(() => bus.emit('notification:received', update(i + 1, said)));
      expect(await within(item).findByText(label, { selector: '[data-testid="redemption-status"]' })).toBe(
        badge(),
      );
      expect(within(item).queryByRole('button', { name: 'Cancel redemption' })).not.toBeInTheDocument();
      const stepsList = within(item).getByRole('list', { name: 'Redemption steps' });
      if (status !== 'paid')
        expect(within(stepsList).getByRole('listitem', { current: 'step' })).toHaveTextContent(label);
    }
    expect(api.callsTo('GET', 'wallet/redemptions')).toHaveLength(4);
  });

  it('another notification type does not refetch the tracker', async () => {
    const api = installFakeApi({ 'GET /wallet/redemptions': ok({ redemptions: [redemption('pending')] }) });
    renderWithShell(<RedemptionTracker />);
    await screen.findByTestId('redemption');
    act(() =>
      bus.emit('notification:received', { ...update(9, 'approved'), type: 'coupon_redeemed', id: 'c9' }),
    );
    await act(async () => {});
    expect(api.callsTo('GET', 'wallet/redemptions')).toHaveLength(1);
  });
});
