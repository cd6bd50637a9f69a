import { goldCoins, sweepCents } from '@arcade/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, queryKeys } from '@arcade/platform';
import { makeUser, renderWithShell, resetStore } from '@arcade/shared-ui/testing';
import { fail, installFakeApi, ok } from '../../../../../tooling/fake-api';
import { RedeemCouponForm } from './redeem-coupon-form';

describe('RedeemCouponForm', () => {
  beforeEach(() => resetStore(makeUser({ balance: 1_000, sweepCoins: 0 })));

  it('redeems a code: toasts the message, shows the code, puts the balances of the answer in the store, invalidates wallet data and reloads the user', async () => {
    const server = installFakeApi({
      'POST /coupons/redeem': ok(
        {
          coupon: { code: 'WELCOME10', amount: sweepCents(1_000) },
          balance: { gold: 1_000, sweep: 1_000 },
        },
        'Coupon redeemed successfully!',
      ),
      'GET /user/me': ok({ user: makeUser({ balance: 1_000, sweepCoins: 1_000 }) }),
    });
    const user = userEvent.setup();
    const { queryClient } = renderWithShell(<RedeemCouponForm />);
    queryClient.setQueryData(queryKeys.transactions({ page: 1, limit: 10, type: '' }), { items: [] });

    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), '  WELCOME10 ');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));

    expect(await screen.findByText('Coupon redeemed successfully!')).toBeInTheDocument();
    expect(screen.getByTestId('redeemed-code')).toHaveTextContent('WELCOME10');
    expect(screen.getByTestId('redeemed-code').closest('p')).toHaveTextContent(
      'Coupon WELCOME10 redeemed: +10.00 SC.',
    );
    expect(server.callsTo('POST', '/coupons/redeem')[0]!.json).toEqual({ code: 'WELCOME10' });
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('');

    expect(appStore.getState().balances).toEqual({ gold: 1_000, sweep: 1_000 });
    expect(appStore.getState().user?.sweepCoins).toBe(1_000);
    await waitFor(() => expect(server.callsTo('GET', '/user/me')).toHaveLength(1));
    expect(
      queryClient.getQueryState(queryKeys.transactions({ page: 1, limit: 10, type: '' }))?.isInvalidated,
    ).toBe(true);
  });

  it('shows the server error message and changes nothing', async () => {
    const server = installFakeApi({ 'POST /coupons/redeem': fail(400, 'This coupon has expired') });
    const user = userEvent.setup();
    renderWithShell(<RedeemCouponForm />);
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'OLD2020{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('This coupon has expired');
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('redeemed-code')).not.toBeInTheDocument();
    expect(server.callsTo('GET', '/user/me')).toHaveLength(0);
    expect(appStore.getState().toasts).toHaveLength(0);
  });

  it('asks for a code before calling the server, and sends one request per submit', async () => {
    let release!: () => void;
    const server = installFakeApi({
      'POST /coupons/redeem': () =>
        new Promise((r) => {
          release = () =>
            r(
              ok(
                { coupon: { code: 'A1', amount: goldCoins(500) }, balance: { gold: 1_500, sweep: 0 } },
                'Coupon redeemed successfully!',
              ),
            );
        }),
      'GET /user/me': ok({ user: makeUser() }),
    });
    const user = userEvent.setup();
    renderWithShell(<RedeemCouponForm />);
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please enter a coupon code'));
    expect(server.calls).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'A1');
    await user.dblClick(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('button', { name: 'Redeeming...' })).toBeDisabled();
    await waitFor(() => expect(server.callsTo('POST', '/coupons/redeem')).toHaveLength(1));
    release();
    expect(await screen.findByTestId('redeemed-code')).toHaveTextContent('A1');
    expect(server.callsTo('POST', '/coupons/redeem')).toHaveLength(1);
  });
});
