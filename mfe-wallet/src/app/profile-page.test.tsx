import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, makeUser, renderWithShell, resetStore } from '@arcade/shared-ui/testing';
import { installFakeApi, ok, type FakeCall } from '../../../tooling/fake-api';
import ProfilePage from './profile-page';

const tx = (i: number, over: Record<string, unknown> = {}) => ({
  id: `t${i}`,
  type: 'daily_bonus',
  amount: 5_000,
  currency: 'GC',
  direction: 'credit',
  description: `Daily bonus #${i}`,
  createdAt: new Date(2025, 0, 5, 15, 4).toISOString(),
  ...over,
});

function transactions(req: FakeCall) {
  const page = Number(req.query.get('page'));
  const type = req.query.get('type');
  if (type === 'coupon') {
    return ok({
      items: [tx(99, { type: 'coupon', description: 'Coupon WELCOME10' })],
      page: 1,
      limit: 10,
      total: 1,
      totalPages: 1,
    });
  }
  const items =
    page === 1
      ? [
          tx(1),
          tx(2, {
            type: 'game_load',
            amount: -1_250,
            currency: 'SC',
            direction: 'debit',
            description: 'Loaded Fire Kirin',
          }),
        ]
      : [tx(3, { description: 'Page two entry' })];
  return ok({ items, page, limit: 10, total: 12, totalPages: 2 });
}

describe('ProfilePage', () => {
  let server: ReturnType<typeof installFakeApi>;

  beforeEach(() => {
    server = installFakeApi({
      'GET /wallet/transactions': transactions,
    });
    resetStore(makeUser());
  });

  it('shows the profile tab by default with details and verification badges', () => {
    renderWithShell(<ProfilePage />, { url: '/profile' });
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Ada Lovelace');
    expect(panel).toHaveTextContent('ada@example.com');
    expect(panel).toHaveTextContent('+15555550100');
    expect(panel).toHaveTextContent('Texas');
    expect(panel).toHaveTextContent('Member ID');
    const verification = within(panel).getByRole('region', { name: 'Verification' });
    const rows = within(verification).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(/E-mail.*Verified/);
    expect(rows[1]).toHaveTextContent(/Phone.*Not verified/);
    expect(rows[2]).toHaveTextContent(/Identity \(KYC\).*Not verified/);
    expect(within(verification).getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/verify-kyc',
    );
  });

  it('picks the tab from the URL and writes tab changes back to it', async () => {
    const user = userEvent.setup();
    renderWithShell(<ProfilePage editSlot={<p>Editor from another remote</p>} />, {
      url: '/profile?tab=edit',
    });
    expect(screen.getByRole('tab', { name: 'Edit Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Editor from another remote');

    await user.click(screen.getByRole('tab', { name: 'Wallet' }));
    expect(currentUrl()).toBe('/profile?tab=wallet');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Redeem Coupon' }));
    expect(currentUrl()).toBe('/profile?tab=wallet&subtab=coupon');
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(currentUrl()).toBe('/profile?tab=profile');
    expect(screen.getByText('Personal details')).toBeInTheDocument();
  });

  it('falls back to the profile tab for an unknown tab and shows a message without an edit slot', () => {
    const { unmount } = renderWithShell(<ProfilePage />, { url: '/profile?tab=nope' });
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    unmount();
    renderWithShell(<ProfilePage />, { url: '/profile?tab=edit' });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Profile editing is not available right now');
  });

  it('opens the coupon subtab straight from the URL', () => {
    renderWithShell(<ProfilePage />, { url: '/profile?tab=wallet&subtab=coupon' });
    expect(screen.getByRole('tab', { name: 'Redeem Coupon' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toBeInTheDocument();
  });

  it('shows a restricted player why instead of the coupon form', () => {
    const message = 'Your account is restricted: identity verification showed you are under 21.';
    resetStore(makeUser({ restriction: { reason: 'underage', message } }));
    renderWithShell(<ProfilePage />, { url: '/profile?tab=wallet&subtab=coupon' });
    expect(screen.getByTestId('restriction-notice')).toHaveTextContent(message);
    expect(screen.queryByRole('textbox', { name: 'Coupon code' })).not.toBeInTheDocument();
  });

  it('opens Limits & breaks from the URL, for a restricted player too', async () => {
    installFakeApi({
      'GET /protection': ok({
        limits: ['purchase', 'loss'].flatMap((kind) =>
          ['day', 'week', 'month'].map((period) => ({
            kind,
            period,
            limit: null,
            used: { amount: 0, currency: 'USD', scale: 2 },
            remaining: null,
            pending: null,
          })),
        ),
        block: null,
      }),
    });
    resetStore(makeUser({ restriction: { reason: 'staff', message: 'Restricted.' } }));
    renderWithShell(<ProfilePage />, { url: '/profile?tab=wallet&subtab=protection' });
    expect(screen.getByRole('tab', { name: 'Limits & breaks' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('region', { name: 'Daily purchase limit' })).toBeInTheDocument();
    expect(screen.queryByTestId('restriction-notice')).not.toBeInTheDocument();
  });

  it('opens the break dialog (1 day first) when the reality check sends the player with take=break', async () => {
    installFakeApi({
      'GET /protection': ok({
        limits: [],
        block: null,
      }),
    });
    renderWithShell(<ProfilePage />, { url: '/profile?tab=wallet&subtab=protection&take=break' });
    const dialog = await screen.findByRole('dialog', { name: 'Take a break' });
    expect(within(dialog).getByRole('combobox', { name: 'Length of the break' })).toHaveValue('1 day');
  });

  it('lists transactions with type, amount, currency, time and description, and paginates', async () => {
    const user = userEvent.setup();
    renderWithShell(<ProfilePage />, { url: '/profile?tab=wallet&subtab=overview' });
    expect(screen.getByText('Gold Coins').closest('div')).toHaveTextContent('12,500 GC');
    expect(screen.getByText('Sweep Coins').closest('div')).toHaveTextContent('2.50 SC');

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(rows[1]!)).toEqual(['Jan 5, 3:04 PM', 'Daily bonus', 'Daily bonus #1', '+5,000', 'GC']);
    expect(cells(rows[2]!)).toEqual(['Jan 5, 3:04 PM', 'Game load', 'Loaded Fire Kirin', '-12.50', 'SC']);
    expect(server.callsTo('GET', '/wallet/transactions')[0]!.query.toString()).toBe('page=1&limit=10');

    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page two entry')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(currentUrl()).toBe('/profile?tab=wallet&subtab=overview&page=2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Daily bonus #1')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('filters by type through the labelled select and resets to the first page', async () => {
    const user = userEvent.setup();
    renderWithShell(<ProfilePage />, { url: '/profile?tab=wallet&page=2' });
    expect(await screen.findByText('Page two entry')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Transaction type' }), 'coupon');
    expect(await screen.findByText('Coupon WELCOME10')).toBeInTheDocument();
    expect(currentUrl()).toBe('/profile?tab=wallet&type=coupon');
    const last = server.callsTo('GET', '/wallet/transactions').at(-1)!;
    expect(last.query.get('type')).toBe('coupon');
    expect(last.query.get('page')).toBe('1');
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    installFakeApi({
      'GET /wallet/transactions': ok({ items: [], page: 1, limit: 10, total: 0, totalPages: 0 }),
    });
    renderWithShell(<ProfilePage />, { url: '/profile?tab=wallet' });
    expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Page 1 of 1')).toBeInTheDocument());
  });
});
