import { screen, waitFor, within } from '@testing-library/react';
import { deferred, installFakeApi, ok } from '../../../tooling/fake-api';
import { makeUser, renderWithShell, resetStore } from '@arcade/shared-ui/testing';
import { catalogue } from '../testing/shop-fixtures';
import { CheckoutFlow } from './checkout-flow';

describe('CheckoutFlow packages (issue 28 item 7: shown on the first paint)', () => {
  beforeEach(() => resetStore(makeUser()));

  it("shows the built-in packages while GET /shop/packages is on its way, then the server's answer", async () => {
    const answer = deferred();
    const server = installFakeApi({
      'GET /shop/packages': async () => {
        await answer.promise;
        // the server's catalogue wins: here it prices the Gold Pack differently
        return ok({
          ...catalogue,
          packages: catalogue.packages.map((p) => (p.productId === 'gold-pack' ? { ...p, price: 25 } : p)),
        });
      },
    });
    renderWithShell(<CheckoutFlow />);
    // no placeholder, no wait: the packages and their Buy buttons are there on the first render
    const gold = screen.getByRole('listitem', { name: 'Gold Pack' });
    expect(within(gold).getByRole('button', { name: /^Buy Gold Pack for \$20/ })).toBeEnabled();
    await waitFor(() => expect(server.calls.some((c) => c.path === 'shop/packages')).toBe(true));
    answer.resolve();
    expect(
      await within(screen.getByRole('listitem', { name: 'Gold Pack' })).findByRole('button', {
        name: /^Buy Gold Pack for \$25/,
      }),
    ).toBeInTheDocument();
  });

  it('says so when the server cannot answer, with Try again', async () => {
    installFakeApi({ 'GET /shop/packages': () => ({ status: 503, message: 'down' }) });
    renderWithShell(<CheckoutFlow />);
    expect(await screen.findByText('The coin packages could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
