import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addUtcDays,
  PURCHASE_METHODS,
  utcDayOf,
  type FigureSet,
  type FiguresAnswer,
} from '@arcade/contracts';
import { makeUser, renderWithShell, resetStore } from '@arcade/shared-ui/testing';
import { fail, installFakeApi, ok } from '../../../../../tooling/fake-api';
import { Figures } from './figures';

// The charts' chunk (recharts) is loaded on demand; here a stand-in says which days it was given.
jest.mock('./figures-charts', () => ({
  __esModule: true,
  default: ({ days }: { days: { day: string }[] }) => (
    <div data-testid="figures-charts">{days.map((d) => d.day).join(',')}</div>
  ),
}));

const TODAY = utcDayOf(new Date());
const usd = (amount: number) => ({ amount, currency: 'USD' as const, scale: 2 as const });
const sc = (amount: number) => ({ amount, currency: 'SC' as const, scale: 2 as const });
const gc = (amount: number) => ({ amount, currency: 'GC' as const, scale: 0 as const });

function set(card = 0, crypto = 0, newPlayers = 0): FigureSet {
  const byMethod = PURCHASE_METHODS.map((method) => {
    const cents = method === 'card' ? card : method === 'crypto' ? crypto : 0;
    return { method, amount: usd(cents), count: cents ? 1 : 0 };
  });
  return {
    purchases: { amount: usd(card + crypto), count: (card ? 1 : 0) + (crypto ? 1 : 0), byMethod },
    bonuses: { gc: gc(card ? 10_000 : 0), sc: sc(0), count: card ? 1 : 0 },
    freeEntries: { amount: sc(crypto ? 100 : 0), count: crypto ? 1 : 0, mailIn: crypto ? 1 : 0 },
    redeemed: { amount: sc(card ? 5_000 : 0), count: card ? 1 : 0 },
    pending: { amount: sc(crypto ? 2_500 : 0), count: crypto ? 1 : 0 },
    liability: sc(card || crypto ? 12_345 : 0),
    newPlayers,
  };
}

function answer(from: string, to: string, active: boolean, state: string | null = null): FiguresAnswer {
  const days = [];
  for (let d = from; d <= to; d = addUtcDays(d, 1))
    days.push({ day: d, ...(active ? (d === to ? set(2_000, 5_000, 2) : set(1_000, 0, 1)) : set()) });
  return {
    from,
    to,
    state,
    today: TODAY,
    asOf: new Date().toISOString(),
    todayFigures: active ? set(2_000, 5_000, 2) : set(),
    days,
    totals: active ? set(2_000 + 1_000 * (days.length - 1), 5_000, days.length + 1) : set(),
    byState: active ? [{ state: 'Ohio', ...set(2_000, 5_000, 2) }] : [],
  };
}

const figuresFor = (active: boolean) => (call: { query: URLSearchParams }) =>
  ok(answer(call.query.get('from')!, call.query.get('to')!, active, call.query.get('state')));

beforeEach(() => resetStore(makeUser({ _id: 'a-1', role: 'ADMIN' })));

describe('figures (back office)', () => {
  it('shows today in tiles, the last 7 UTC days as charts and as a table, by method and by state', async () => {
    const api = installFakeApi({ 'GET /admin/figures': figuresFor(true) });
    renderWithShell(<Figures />, { url: '/dashboard?view=figures' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the figures');
    const today = await screen.findByRole('region', { name: `Today, ${TODAY} (UTC)` });
    expect(today).toHaveTextContent('Purchases$70.00');
    expect(today).toHaveTextContent('SC pending25.00 SC1 waiting');
    expect(today).toHaveTextContent('SC liability123.45 SC');
    expect(today).toHaveTextContent('New players2');
    expect(api.callsTo('GET', 'admin/figures')[0]!.search).toBe(`?from=${addUtcDays(TODAY, -6)}&to=${TODAY}`);

    expect(await screen.findByTestId('figures-charts')).toHaveTextContent(addUtcDays(TODAY, -6));
    const table = screen.getByRole('table', { name: 'Figures by day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(rows[1]).toHaveTextContent(
      new RegExp(`^${TODAY}\\$70.00210,000 GC0.00 SC1.00 SC \\(1, 1 by mail\\)`),
    );
    expect(screen.getByRole('table', { name: 'Purchases by method over the range' })).toHaveTextContent(
      'Crypto$50.001',
    );
    expect(screen.getByRole('table', { name: 'The range by state' })).toHaveTextContent(
      /StatePurchases.*Ohio\$70\.00/,
    );
    expect(screen.getByText(/Days are UTC calendar days/)).toBeInTheDocument();
  });

  it('switches to today or 30 days, and a custom range and state through the form', async () => {
    const api = installFakeApi({ 'GET /admin/figures': figuresFor(true) });
    const user = userEvent.setup();
    renderWithShell(<Figures />, { url: '/dashboard?view=figures' });
    await screen.findByRole('table', { name: 'Figures by day' });
    const presets = screen.getByRole('group', { name: 'Range' });
    expect(within(presets).getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(presets).getByRole('button', { name: '30 days' }));
    await waitFor(() =>
      expect(api.callsTo('GET', 'admin/figures').at(-1)!.search).toBe(
        `?from=${addUtcDays(TODAY, -29)}&to=${TODAY}`,
      ),
    );
    await user.click(within(presets).getByRole('button', { name: 'Today' }));
    await waitFor(() =>
      expect(api.callsTo('GET', 'admin/figures').at(-1)!.search).toBe(`?from=${TODAY}&to=${TODAY}`),
    );

    const form = screen.getByRole('form', { name: 'Figures range and state' });
    const from = within(form).getByLabelText('From (UTC day)');
    const to = within(form).getByLabelText('To (UTC day)');
    await user.clear(from);
    await user.type(from, addUtcDays(TODAY, -3));
    await user.clear(to);
    await user.type(to, addUtcDays(TODAY, -5));
    await user.click(within(form).getByRole('button', { name: 'Show' }));
    expect(await within(form).findByText('The range must start on or before its end.')).toBeInTheDocument();

    await user.clear(to);
    await user.type(to, addUtcDays(TODAY, -1));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'State' }), 'Ohio');
    await user.click(within(form).getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(api.callsTo('GET', 'admin/figures').at(-1)!.search).toBe(
        `?from=${addUtcDays(TODAY, -3)}&to=${addUtcDays(TODAY, -1)}&state=Ohio`,
      ),
    );
    expect(await screen.findByRole('table', { name: 'Figures by day in Ohio' })).toBeInTheDocument();
  });

  it('says so when the range has no activity (no charts, no tables)', async () => {
    installFakeApi({ 'GET /admin/figures': figuresFor(false) });
    renderWithShell(<Figures />, { url: `/dashboard?view=figures&from=${TODAY}&to=${TODAY}` });
    expect(await screen.findByRole('heading', { name: 'No activity in this range' })).toBeInTheDocument();
    expect(screen.queryByTestId('figures-charts')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: `Today, ${TODAY} (UTC)` })).toHaveTextContent('Purchases$0.00');
  });

  it('shows the server’s refusal with Try again', async () => {
    const api = installFakeApi({
      'GET /admin/figures': fail(400, 'The range may cover at most 92 days.', ['figures_range']),
    });
    const user = userEvent.setup();
    renderWithShell(<Figures />, { url: '/dashboard?view=figures&from=2026-01-01&to=2026-11-01' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The figures could not be loaded: The range may cover at most 92 days.');
    api.on('GET', 'admin/figures', figuresFor(true));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Figures by day' })).toBeInTheDocument();
  });
});
