import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usdCents, type RealityCheckAnswer } from '@arcade/contracts';
import { makeUser, renderWithShell, resetStore } from '@arcade/shared-ui/testing';
import { installFakeApi, ok } from '../../../../tooling/fake-api';
import { LimitOffer } from './limit-offer';

const answer = (offerLimit: boolean): RealityCheckAnswer => ({
  intervalHours: null,
  now: '2026-11-28T15:00:00.000Z',
  sessionStartedAt: '2026-11-28T14:00:00.000Z',
  dueAt: null,
  due: false,
  minutesPlayed: 60,
  purchases: usdCents(0),
  redemptions: usdCents(0),
  net: usdCents(0),
  limitOffered: !offerLimit,
  offerLimit,
});

describe('LimitOffer', () => {
  beforeEach(() => resetStore(makeUser()));

  it('at the first purchase: recorded as offered once shown, and "Set a limit" posts the limit', async () => {
    const api = installFakeApi({
      'GET /protection/reality-check': ok(answer(true)),
      'POST /protection/limit-offer': ok(answer(false)),
      'POST /protection/limits': ok({ limits: [], block: null }),
    });
    renderWithShell(<LimitOffer />);
    expect(await screen.findByRole('region', { name: 'Set a purchase limit?' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', 'protection/limit-offer')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Set a limit' }));
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'day');
    await userEvent.type(screen.getByLabelText('Limit in dollars'), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your limit is set');
    expect(api.callsTo('POST', 'protection/limits')[0]!.json).toEqual({ period: 'day', amount: 40 });
  });

  it('"Not now" closes it without setting a limit', async () => {
    const api = installFakeApi({
      'GET /protection/reality-check': ok(answer(true)),
      'POST /protection/limit-offer': ok(answer(false)),
    });
    renderWithShell(<LimitOffer />);
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('limit-offer')).not.toBeInTheDocument();
    expect(api.callsTo('POST', 'protection/limits')).toHaveLength(0);
  });

  it('not shown when the server says no offer (a limit, a past purchase, or offered before)', async () => {
    const api = installFakeApi({ 'GET /protection/reality-check': ok(answer(false)) });
    renderWithShell(<LimitOffer />);
    await waitFor(() => expect(api.callsTo('GET', 'protection/reality-check')).toHaveLength(1));
    expect(screen.queryByTestId('limit-offer')).not.toBeInTheDocument();
    expect(api.callsTo('POST', 'protection/limit-offer')).toHaveLength(0);
  });
});
