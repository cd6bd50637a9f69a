import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@arcade/platform';
import type { Game } from '@arcade/contracts';
import { makeUser, renderWithShell, resetStore } from '@arcade/shared-ui/testing';
import { deferred, fail, installFakeApi, ok, type FakeApi } from '../../../tooling/fake-api';
import HomePage from './home-page';

const GAMES: Game[] = [
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
  ...['a', 'b', 'c', 'd'].map((k, i): Game => ({
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

const player = makeUser({
  name: { first: 'Pat', middle: '', last: 'Player' },
  email: 'pat@example.com',
  balance: 12_500,
  sweepCoins: 250,
  claimedDailyBonus: false,
});

let api: FakeApi;

describe('lobby on /', () => {
  beforeEach(() => {
    resetStore(null);
    api = installFakeApi({ 'GET /games': ok({ games: GAMES }) });
  });
  afterEach(() => bus.all.clear());

  it('sells the product to a visitor: free bonus, no purchase necessary, 21+, eligible states, register/login', async () => {
    const user = userEvent.setup();
    const opened: unknown[] = [];
    bus.on('auth:open', (e) => opened.push(e));
    renderWithShell(<HomePage />);
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
    await user.click(within(offers).getByRole('button', { name: 'Join free' }));
    await user.click(within(offers).getByRole('button', { name: 'Log in to claim' }));
    expect(opened).toEqual([
      { mode: 'register' },
      { mode: 'login' },
      { mode: 'register' },
      { mode: 'login' },
    ]);
    expect(within(offers).getByRole('link', { name: 'How free entry works' })).toHaveAttribute(
      'href',
      '/amoe-free-entry',
    );
    // the bus commands are all the buttons do: nothing else was asked of the server
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET games']);
  });

  it('says the games are loading until the catalogue answers, then shows the cards', async () => {
    const gate = deferred();
    api.on('GET', 'games', async () => {
      await gate.promise;
      return ok({ games: GAMES });
    });
    renderWithShell(<HomePage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    gate.resolve();
    const [neon] = await screen.findAllByRole('article', { name: 'Neon Nights 777' });
    expect(within(neon!).getByText('Exclusive')).toHaveClass('ui-badge');
    expect(neon!.querySelector('[data-art="neon-nights-777"]')).not.toBeNull();
    const [sea] = screen.getAllByRole('article', { name: 'Deep Sea Bounty' });
    expect(within(sea!).getByText('Bonus')).toHaveClass('ui-badge');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // each card links to its game's page
    expect(within(neon!).getByRole('link', { name: 'Neon Nights 777' })).toHaveAttribute(
      'href',
      '/games?game=neon-nights-777',
    );
  });

  it('says the games could not be loaded when the catalogue fails, and keeps the rest of the lobby', async () => {
    api.on('GET', 'games', fail(503, 'The catalogue is resting'));
    renderWithShell(<HomePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Games could not be loaded: The catalogue is resting',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Play free. Win real prizes.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All games' })).toHaveAttribute('href', '/games');
  });

  it('shows no empty rows when the catalogue is empty', async () => {
    api.on('GET', 'games', ok({ games: [] }));
    renderWithShell(<HomePage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
    // the catalogue answered: the loading status goes, and no row is drawn without games
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(api.callsTo('GET', 'games')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('lays the lobby out in rows: Featured, New games (with the New badge), Exclusive and Bonus with their tabs', async () => {
    renderWithShell(<HomePage />);
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
    resetStore(player);
    const claims = jest.fn();
    bus.on('daily-bonus:open', claims);
    renderWithShell(<HomePage />);
    // one greeting: the page's h1 is the player's, no visitor welcome beside it
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Pat');
    expect(screen.getAllByRole('heading', { name: /welcome/i })).toHaveLength(1);
    expect(screen.getByTestId('lobby-gc')).toHaveTextContent('12,500');
    expect(screen.getByTestId('lobby-sc')).toHaveTextContent('2.50');
    expect(screen.queryByRole('button', { name: /claim 10,000/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '10,000 GC welcome bonus' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '5,000 GC every day' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get more Gold Coins' })).toHaveAttribute('href', '/buy-coins');
    await user.click(screen.getByRole('button', { name: 'Claim daily bonus' }));
    expect(claims).toHaveBeenCalledTimes(1);
    expect((await screen.findAllByRole('article', { name: 'Deep Sea Bounty' })).length).toBeGreaterThan(0);
  });

  it('says today’s bonus is claimed instead of offering a Claim the server would refuse', () => {
    resetStore({ ...player, claimedDailyBonus: true });
    renderWithShell(<HomePage />);
    expect(screen.queryByRole('button', { name: 'Claim daily bonus' })).not.toBeInTheDocument();
    expect(screen.getByText(/Claimed today/)).toBeInTheDocument();
  });

  it('a visitor reads the hero headline; the page title stays for screen readers only', () => {
    renderWithShell(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Lucky Arcade' })).toHaveClass(
      'ui-sr-only',
    );
  });
});
