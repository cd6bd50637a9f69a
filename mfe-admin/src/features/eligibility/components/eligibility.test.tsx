import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STATE_NAMES, type EligibilityAnswer } from '@arcade/contracts';
import { makeUser, renderWithShell, resetStore } from '@arcade/shared-ui/testing';
import { fail, installFakeApi, ok } from '../../../../../tooling/fake-api';
import { Eligibility } from './eligibility';

const AT = '2026-12-01T00:00:00.000Z';
const answer = (over: Partial<EligibilityAnswer> = {}): EligibilityAnswer => ({
  states: STATE_NAMES.map((state) => ({
    state,
    status: state === 'Ohio' ? 'excluded' : 'eligible',
    since: state === 'Ohio' ? '2026-11-20T00:00:00.000Z' : null,
    next: state === 'Iowa' ? { status: 'excluded', effectiveAt: AT } : null,
  })),
  changes: [
    {
      id: '2',
      state: 'Iowa',
      status: 'excluded',
      effectiveAt: AT,
      reason: 'New statute',
      createdBy: null,
      createdAt: '2026-11-27T00:00:00.000Z',
    },
  ],
  ...over,
});

describe('eligibility (back office)', () => {
  it('lists the closed states and the scheduled changes; a compliance officer closes a state with a reason', async () => {
    resetStore(makeUser({ _id: 'c-1', role: 'COMPLIANCE' }));
    const api = installFakeApi({
      'GET /admin/eligibility': ok(answer()),
      'POST /admin/eligibility': ok({}, 'Texas is closed from now.'),
    });
    const user = userEvent.setup();
    renderWithShell(<Eligibility />, { url: '/dashboard?view=eligibility' });
    const table = await screen.findByRole('table', { name: 'States closed now or with a change ahead' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(/^IowaOpen—Closed from Dec 1, 2026/);
    expect(rows[2]).toHaveTextContent(/^OhioClosed/);
    expect(screen.getByRole('table', { name: 'Every change' })).toHaveTextContent('New statute');

    const form = screen.getByRole('form', { name: 'Close or reopen a state' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'State' }), 'Texas');
    await user.click(within(form).getByRole('button', { name: 'Record the change' }));
    expect(await within(form).findByText('A reason is required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/admin/eligibility')).toHaveLength(0);
    await user.type(
      within(form).getByRole('textbox', { name: 'Reason (kept in the audit log)' }),
      'Regulator letter',
    );
    await user.click(within(form).getByRole('button', { name: 'Record the change' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/admin/eligibility')[0]!.json).toEqual({
        state: 'Texas',
        status: 'excluded',
        reason: 'Regulator letter',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Texas is closed from now.');
  });

  it('shows no form without compliance.manage, and the server refusal on the field', async () => {
    resetStore(makeUser({ _id: 'a-1', role: 'ADMIN' }));
    installFakeApi({
      'GET /admin/eligibility': ok(answer({ changes: [] })),
      'POST /admin/eligibility': fail(400, 'The effective date cannot be in the past', ['validation']),
    });
    const user = userEvent.setup();
    renderWithShell(<Eligibility />, { url: '/dashboard?view=eligibility' });
    const form = await screen.findByRole('form', { name: 'Close or reopen a state' });
    await user.type(
      within(form).getByRole('textbox', { name: 'Reason (kept in the audit log)' }),
      'Too late',
    );
    await user.click(within(form).getByRole('button', { name: 'Record the change' }));
    expect(await within(form).findByText('The effective date cannot be in the past')).toBeInTheDocument();

    resetStore(makeUser({ _id: 's-1', role: 'SUPPORT' }));
  });
});
