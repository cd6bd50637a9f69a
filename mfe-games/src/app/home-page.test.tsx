import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { appStore, bus } from '@arcade/platform';
import type { User } from '@arcade/contracts';
import HomePage from './home-page';

const GAMES = [
  {
    id: 'g1',
    slug: 'neon-nights-777',
    name: 'Neon Nights 777',
    type: 'exclusive',
    description: 'Sevens.',
    imageUrl: null,
    featured: true,
    releasedOn: '2026-03-16',
  },
  {
    id: 'g2',
    slug: 'deep-sea-bounty',
    name: 'Deep Sea Bounty',
    type: 'bonus',
    description: 'Treasure.',
    imageUrl: null,
    featured: false,
    releasedOn: '2026-01-12',
  },
  ...['a', 'b', 'c', 'd'].map((k, i) => ({
    id: `n${k}`,
    slug: `jade-tiger-keno`,
    name: `New ${k.toUpperCase()}`,
    type: 'bonus',
    description: 'Fresh.',
    imageUrl: null,
    featured: false,
    releasedOn: `2026-11-0${i + 1}`,
  })),
];

function serveGames() {
  const body = JSON.stringify({ success: true, statusCode: 200, message: 'OK', data: { games: GAMES } });
  return jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(
      async () => new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }),
    );
}

function renderLobby() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return render(<HomePage />, { wrapper });
}

const player = {
  id: 'u1',
  email: 'pat@example.com',
  name: { first: 'Pat', middle: '', last: 'Player' },
  balance: 12_500,
  sweepCoins: 250,
} as unknown as User;

describe('lobby on /', () => {
  let fetchSpy: jest.SpyInstance;
  beforeEach(() => {
    fetchSpy = serveGames();
    appStore.getState().setUser(null);
  });
  afterEach(() => {
    fetchSpy.mockRestore();
    bus.all.clear();
  });

  it('sells the product to a visitor: free bonus, no purchase necessary, 21+, eligible states, register/login', async () => {
    const user = userEvent.setup();
    const opened: unknown[] = [];
    bus.on('auth:open', (e) => opened.push(e));
    renderLobby();
    const hero = screen.getByRole('region', { name: 'Play free. Win real prizes.' });
    expect(hero).toHaveTextContent('10,000 Gold Coins');
    const facts = within(hero).getByRole('list', { name: 'Good to know' });
    expect(facts).toHaveTextContent('No purchase necessary');
    expect(facts).toHaveTextContent('21+ only');
    expect(facts).toHaveTextContent('39 U.S. states');
    await user.click(within(hero).getByRole('button', { name: /claim 10,000 free gold coins/i }));
    await user.click(within(hero).getByRole('button', { name: 'Log in' }));
    expect(opened).toEqual([{ mode: 'register' }, { mode: 'login' }]);
    const offers = screen.getByRole('list', { name: 'Offers' });
    expect(within(offers).getByRole('heading', { name: '10,000 GC welcome bonus' })).toBeInTheDocument();
    expect(within(offers).getByRole('heading', { name: '5,000 GC every day' })).toBeInTheDocument();
    await user.click(within(offers).getByRole('button', { name: 'Log in to claim' }));
    expect(opened).toEqual([{ mode: 'register' }, { mode: 'login' }, { mode: 'login' }]);
    expect(within(offers).getByRole('link', { name: 'How free entry works' })).toHaveAttribute(
      'href',
      '/amoe-free-entry',
    );
  });

  it('shows game cards with name and type badge', async () => {
    renderLobby();
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
    const [neon] = await screen.findAllByRole('article', { name: 'Neon Nights 777' });
    expect(within(neon!).getByText('Exclusive')).toHaveClass('ui-badge');
    expect(neon!.querySelector('[data-art="neon-nights-777"]')).not.toBeNull();
    const [sea] = screen.getAllByRole('article', { name: 'Deep Sea Bounty' });
    expect(within(sea!).getByText('Bonus')).toHaveClass('ui-badge');
  });

  it('lays the lobby out in rows: Featured, New games (with the New badge), Exclusive and Bonus with their tabs', async () => {
    renderLobby();
    const row = async (name: string) => {
      const section = await screen.findByRole('region', { name });
      return within(section)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-labelledby') && within(a).getByRole('heading').textContent);
    };
    expect(await row('Featured')).toEqual(['Neon Nights 777']);
    expect(await row('New games')).toEqual(['New D', 'New C', 'New B', 'New A']);
    expect(await row('Exclusive games')).toEqual(['Neon Nights 777']);
    expect(await row('Bonus games')).toEqual(['Deep Sea Bounty', 'New A', 'New B', 'New C', 'New D']);
    const bonus = screen.getByRole('region', { name: 'Bonus games' });
    expect(within(within(bonus).getByRole('article', { name: 'New A' })).getByText('New')).toHaveClass(
      'ui-badge',
    );
    expect(
      within(within(bonus).getByRole('article', { name: 'Deep Sea Bounty' })).queryByText('New'),
    ).toBeNull();
    expect(within(bonus).getByRole('link', { name: 'See all bonus' })).toHaveAttribute(
      'href',
      '/games?type=bonus',
    );
    const exclusive = screen.getByRole('region', { name: 'Exclusive games' });
    expect(within(exclusive).getByRole('link', { name: 'See all exclusive' })).toHaveAttribute(
      'href',
      '/games?type=exclusive',
    );
    expect(screen.getByRole('link', { name: 'All games' })).toHaveAttribute('href', '/games');
  });

  it('greets a signed-in player with balances, today’s bonus and their games', async () => {
    const user = userEvent.setup();
    appStore.getState().setUser(player);
    const claims = jest.fn();
    bus.on('daily-bonus:open', claims);
    renderLobby();
    // one greeting: the page's h1 is the player's, no visitor welcome beside it
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Pat');
    expect(screen.getAllByRole('heading', { name: /welcome/i })).toHaveLength(1);
    expect(screen.getByTestId('lobby-gc')).toHaveTextContent('12,500');
    expect(screen.getByTestId('lobby-sc')).toHaveTextContent('2.50');
    expect(screen.queryByRole('button', { name: /claim 10,000/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '10,000 GC welcome bonus' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '5,000 GC every day' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Claim daily bonus' }));
    expect(claims).toHaveBeenCalledTimes(1);
    expect((await screen.findAllByRole('article', { name: 'Deep Sea Bounty' })).length).toBeGreaterThan(0);
  });

  it('says today’s bonus is claimed instead of offering a Claim the server would refuse', () => {
    appStore.getState().setUser({ ...player, claimedDailyBonus: true } as User);
    renderLobby();
    expect(screen.queryByRole('button', { name: 'Claim daily bonus' })).not.toBeInTheDocument();
    expect(screen.getByText(/Claimed today/)).toBeInTheDocument();
  });

  it('a visitor reads the hero headline; the page title stays for screen readers only', () => {
    renderLobby();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Lucky Arcade' })).toHaveClass(
      'ui-sr-only',
    );
  });
});
