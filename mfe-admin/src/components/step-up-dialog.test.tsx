import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_CODES } from '@arcade/contracts';
import { fail, installFakeApi, ok, type FakeApi } from '../../../tooling/fake-api';
import { staffPost } from '../lib/staff-post';
import { StepUpDialog } from './step-up-dialog';

let api: FakeApi;
let decisions: number;
beforeEach(() => {
  decisions = 0;
  api = installFakeApi();
  // The first try is refused for an old second factor; the one after the step-up goes through.
  api.on('POST', 'admin/corrections/c1/approve', () =>
    decisions++ === 0
      ? fail(403, 'Confirm it is you', [ERROR_CODES.stepUpRequired])
      : ok({ correction: { id: 'c1' } }, 'Approved'),
  );
});

function setup() {
  const user = userEvent.setup({ delay: null });
  render(
    <>
      <button type="button">Approve</button>
      <StepUpDialog />
    </>,
  );
  return user;
}

test('step_up_required opens the dialog; a right code sends the same request again and answers it', async () => {
  const user = setup();
  const trigger = screen.getByRole('button', { name: 'Approve' });
  trigger.focus();
  let result: Promise<{ message: string }> | undefined;
  act(() => {
    result = staffPost('admin/corrections/c1/approve', {}, 'key-1');
  });
  const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
  expect(dialog).toBeInTheDocument();
  api.on('POST', 'staff/step-up', fail(400, 'That code is not right', [ERROR_CODES.secondFactorInvalid]));
  await user.type(screen.getByLabelText('Code'), '000000');
  await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
  expect(await screen.findByText('That code is not right')).toBeInTheDocument();

  api.on('POST', 'staff/step-up', ok({ validUntil: '2026-11-28T03:00:00.000Z' }, 'Confirmed'));
  await user.clear(screen.getByLabelText('Code'));
  await user.type(screen.getByLabelText('Code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
  await expect(result!).resolves.toEqual({ message: 'Approved', data: { correction: { id: 'c1' } } });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const sent = api.callsTo('POST', 'admin/corrections/c1/approve');
  expect(sent).toHaveLength(2);
  expect(sent.map((c) => c.headers['idempotency-key'])).toEqual(['key-1', 'key-1']);
  expect(api.callsTo('POST', 'staff/step-up')[1]!.json).toEqual({ code: '123456' });
  await waitFor(() => expect(trigger).toHaveFocus());
});

test('closing the dialog cancels: the action answers the refusal and is not sent again', async () => {
  const user = setup();
  let result: Promise<unknown> | undefined;
  act(() => {
    result = staffPost('admin/corrections/c1/approve', {}, 'key-2');
  });
  await screen.findByRole('dialog', { name: 'Confirm it is you' });
  const settled = result!.catch((e: unknown) => e);
  await user.keyboard('{Escape}');
  const error = await settled;
  expect(error).toMatchObject({ status: 403 });
  expect(api.callsTo('POST', 'admin/corrections/c1/approve')).toHaveLength(1);
  expect(screen.queryByRole('dialog')).toBeNull();
});
