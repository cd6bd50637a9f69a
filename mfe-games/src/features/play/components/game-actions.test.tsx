import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { appStore } from '@arcade/platform';
import type { Game, GameAccount, GameUserStatus, User } from '@arcade/contracts';
import { GameActions, formatCredits } from './game-actions';
import { userStatusQueryOptions } from '../api/get-user-status';

const GAME: Game = {
  id: 'g1',
  slug: 'neon-nights-777',
  name: 'Neon Nights 777',
  type: 'exclusive',
  description: 'Sevens.',
  imageUrl: null,
  featured: true,
  releasedOn: '2026-03-16',
};
const STATUS: GameUserStatus = {
  gameId: 'g1',
  hasPendingRequest: false,
  status: 'approved',
  hasAccount: true,
  requestId: 'r1',
  adminNotes: null,
};
const ACCOUNT: GameAccount = {
  id: 'a1',
  gameId: 'g1',
  gameName: 'Neon Nights 777',
  username: 'pat_neon',
  platform: 'sandbox',
  canRevealPassword: true,
  passwordChanged: false,
  playUrl: '/sandbox/game-platform/play',
  credits: { gold: 1500, sweep: 9550 },
  wagered: { gold: 0, sweep: 0 },
  createdAt: '2026-11-23T08:00:00.000Z',
};

const ok = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ success: status < 400, statusCode: status, message: 'OK', data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function serve(reveals: { count: number }) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
    if (url.includes('/user-status')) return ok(STATUS);
    if (url.includes('/my-account/'))
      return ok({ account: { ...ACCOUNT, canRevealPassword: reveals.count === 0 } });
    if (url.includes('/reveal') && method === 'POST') {
      reveals.count += 1;
      if (reveals.count > 1)
        return new Response(
          JSON.stringify({ success: false, statusCode: 410, message: 'already shown', data: null }),
          { status: 410, headers: { 'content-type': 'application/json' } },
        );
      return ok({
        username: 'pat_neon',
        temporaryPassword: 'Temp-Pass-123',
        playUrl: '/sandbox/game-platform/play',
        mustChangePassword: true,
      });
    }
    return ok({});
  });
}

function renderActions() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return render(<GameActions game={GAME} />, { wrapper });
}

describe('game actions', () => {
  beforeEach(() => {
    appStore.getState().setUser({ id: 'u1', balance: 10_000, sweepCoins: 0 } as unknown as User);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    appStore.getState().setUser(null);
  });

  it('refetches the status every 30 s only while a request is pending', () => {
    const interval = userStatusQueryOptions('g1').refetchInterval as (q: unknown) => number | false;
    expect(interval({ state: { data: { ...STATUS, hasPendingRequest: true } } })).toBe(30_000);
    expect(interval({ state: { data: STATUS } })).toBe(false);
  });

  it('reveals the credentials once: after hiding them nothing offers them again', async () => {
    const reveals = { count: 0 };
    serve(reveals);
    renderActions();
    const region = await screen.findByRole('region', { name: 'Your Neon Nights 777 account' });
    expect(await within(region).findByRole('link', { name: 'Play Neon Nights 777' })).toHaveAttribute(
      'href',
      '/sandbox/game-platform/play',
    );
    expect(within(region).getByText(/95\.50 SC/)).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Reveal credentials' }));
    expect(await within(region).findByText('Temp-Pass-123')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Hide credentials' }));
    expect(within(region).queryByText('Temp-Pass-123')).toBeNull();
    expect(await within(region).findByText(/already shown once/)).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Reveal credentials' })).toBeNull();
    expect(reveals.count).toBe(1);
  });

  it('shows game credits in the wallet units (SC cents with two decimals, GC whole coins)', () => {
    expect(formatCredits(9550, 'SC')).toBe('95.50 SC');
    expect(formatCredits(1500, 'GC')).toBe('1,500 GC');
  });
});
