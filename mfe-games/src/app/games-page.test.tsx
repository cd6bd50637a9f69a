import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@arcade/platform';
import type { Game } from '@arcade/contracts';
import { currentUrl, renderWithShell, resetStore } from '@arcade/shared-ui/testing';
import { deferred, fail, installFakeApi, ok, type FakeApi, type FakeCall } from '../../../tooling/fake-api';
import GamesPage from './games-page';

const game = (id: string, name: string, type: Game['type'], over: Partial<Game> = {}): Game => ({
  id,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  type,
  description: `${name} in one line.`,
  imageUrl: null,
  featured: false,
  releasedOn: '2026-01-01',
  ...over,
});

const NEON = game('g1', 'Neon Nights 777', 'exclusive', { featured: true, releasedOn: '2026-03-16' });
const SEA = game('g2', 'Deep Sea Bounty', 'bonus', { releasedOn: '2026-01-12' });
const JADE = game('g3', 'Jade Tiger Keno', 'bonus', { releasedOn: '2025-06-01' });
const ALL = [NEON, SEA, JADE];

/** GET /games answers by its ?type= as the server does. */
const byType = (games: Game[]) => (call: FakeCall) => {
  const type = call.query.get('type');
  return ok({ games: type ? games.filter((g) => g.type === type) : games });
};

const panel = () => screen.getByRole('tabpanel');
const cardNames = (scope: HTMLElement) =>
  within(scope)
    .queryAllByRole('article')
    .map((a) => within(a).getByRole('heading').textContent);

let api: FakeApi;

describe('GamesPage (/games)', () => {
  beforeEach(() => {
    resetStore(null);
    api = installFakeApi({ 'GET /games': byType(ALL) });
  });
  afterEach(() => bus.all.clear());

  it('says the games are loading until the catalogue answers, then shows rows, tabs and the grid', async () => {
    const gate = deferred();
    api.on('GET', 'games', async (call) => {
      await gate.promise;
      return byType(ALL)(call);
    });
    renderWithShell(<GamesPage />, { url: '/games' });
    expect(screen.getByRole('heading', { level: 1, name: 'Games' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    gate.resolve();
    const tabs = await screen.findByRole('tablist', { name: 'Game type' });
    expect(within(tabs).getByRole('tab', { name: 'All Games' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('region', { name: 'Featured' })).getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'New games' })).toBeInTheDocument();
    // the type rows are the home page's: /games has the tabs instead
    expect(screen.queryByRole('region', { name: 'Exclusive games' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(cardNames(panel())).toEqual(['Neon Nights 777', 'Deep Sea Bounty', 'Jade Tiger Keno']),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a tab shows the games of its type and puts the type in the address', async () => {
    const user = userEvent.setup();
    renderWithShell(<GamesPage />, { url: '/games' });
    await user.click(await screen.findByRole('tab', { name: 'Exclusive' }));
    expect(await screen.findByRole('tab', { name: 'Exclusive', selected: true })).toBeInTheDocument();
    expect(currentUrl()).toBe('/games?type=exclusive');
    await waitFor(() => expect(cardNames(panel())).toEqual(['Neon Nights 777']));
    expect(api.callsTo('GET', 'games').map((c) => c.query.get('type'))).toContain('exclusive');

    await user.click(screen.getByRole('tab', { name: 'Bonus' }));
    expect(await screen.findByRole('tab', { name: 'Bonus', selected: true })).toBeInTheDocument();
    expect(currentUrl()).toBe('/games?type=bonus');
    await waitFor(() => expect(cardNames(panel())).toEqual(['Deep Sea Bounty', 'Jade Tiger Keno']));

    await user.click(screen.getByRole('tab', { name: 'All Games' }));
    expect(await screen.findByRole('tab', { name: 'All Games', selected: true })).toBeInTheDocument();
    expect(currentUrl()).toBe('/games');
    await waitFor(() => expect(cardNames(panel())).toHaveLength(3));
  });

  it('a tab shows its games from the loaded catalogue at once, while its own answer is on its way', async () => {
    const user = userEvent.setup();
    renderWithShell(<GamesPage />, { url: '/games' });
    const exclusive = await screen.findByRole('tab', { name: 'Exclusive' });
    await waitFor(() => expect(cardNames(panel())).toHaveLength(3));
    const gate = deferred();
    api.on('GET', 'games', async (call) => {
      if (call.query.get('type')) await gate.promise;
      return byType(ALL)(call);
    });
    await user.click(exclusive);
    // no placeholder in between: the catalogue's exclusive games, before GET /games?type=exclusive answers
    expect(cardNames(panel())).toEqual(['Neon Nights 777']);
    expect(within(panel()).queryByRole('status')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('GET', 'games').map((c) => c.query.get('type'))).toContain('exclusive'),
    );
    gate.resolve();
    await waitFor(() => expect(cardNames(panel())).toEqual(['Neon Nights 777']));
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithShell(<GamesPage />, { url: '/games?type=bonus' });
    const bonus = await screen.findByRole('tab', { name: 'Bonus', selected: true });
    await user.click(bonus);
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('tab', { name: 'All Games', selected: true })).toHaveFocus();
    await waitFor(() => expect(currentUrl()).toBe('/games'));
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('tab', { name: 'Bonus', selected: true })).toHaveFocus();
    await waitFor(() => expect(currentUrl()).toBe('/games?type=bonus'));
  });

  it('opens on the tab the address names (?type=bonus); an unknown type is All Games', async () => {
    const first = renderWithShell(<GamesPage />, { url: '/games?type=bonus' });
    expect(await screen.findByRole('tab', { name: 'Bonus' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(cardNames(panel())).toEqual(['Deep Sea Bounty', 'Jade Tiger Keno']));
    first.unmount();
    renderWithShell(<GamesPage />, { url: '/games?type=jackpot' });
    expect(await screen.findByRole('tab', { name: 'All Games' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(cardNames(panel())).toHaveLength(3));
  });

  it('says when a tab has no games yet', async () => {
    api.on('GET', 'games', byType([SEA, JADE]));
    renderWithShell(<GamesPage />, { url: '/games?type=exclusive' });
    const empty = await within(await screen.findByRole('tabpanel')).findByRole('heading', {
      name: 'No games here yet',
    });
    expect(empty.closest('section')).toHaveTextContent('Try another tab');
    expect(cardNames(panel())).toEqual([]);
  });

  it('says the games could not be loaded when the catalogue fails', async () => {
    api.on('GET', 'games', fail(500, 'Catalogue unavailable'));
    renderWithShell(<GamesPage />, { url: '/games' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Games could not be loaded: Catalogue unavailable',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    // asked once: the failed catalogue is not fetched again and again (it was, in a loop, before the fix)
    expect(api.callsTo('GET', 'games')).toHaveLength(1);
  });

  describe("a game's page (?game=<slug>)", () => {
    it('loads the game, then shows its page with the way to log in for a visitor', async () => {
      const user = userEvent.setup();
      const opened = jest.fn();
      bus.on('auth:open', opened);
      const gate = deferred();
      api.on('GET', 'games', async (call) => {
        await gate.promise;
        return byType(ALL)(call);
      });
      renderWithShell(<GamesPage />, { url: '/games?game=deep-sea-bounty' });
      expect(screen.getByRole('status')).toHaveTextContent('Loading the game');
      gate.resolve();
      const page = await screen.findByRole('article', { name: 'Deep Sea Bounty' });
      expect(within(page).getByText('Bonus')).toHaveClass('ui-badge');
      expect(within(page).getByText('Deep Sea Bounty in one line.')).toBeInTheDocument();
      expect(within(page).getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
      expect(within(page).getByRole('link', { name: '← All games' })).toHaveAttribute('href', '/games');
      const actions = within(page).getByRole('region', { name: 'Your Deep Sea Bounty account' });
      expect(actions).toHaveTextContent('Log in to get an account for Deep Sea Bounty.');
      await user.click(within(actions).getByRole('button', { name: 'Log in' }));
      expect(opened).toHaveBeenCalledWith({ mode: 'login' });
      // a visitor's page asks nothing about accounts
      expect(api.calls.map((c) => c.path)).toEqual(['games']);
    });

    it('finds the game by its id too', async () => {
      renderWithShell(<GamesPage />, { url: '/games?game=g1' });
      expect(await screen.findByRole('article', { name: 'Neon Nights 777' })).toBeInTheDocument();
    });

    it('says "Game not found" with the way back for an unknown slug', async () => {
      renderWithShell(<GamesPage />, { url: '/games?game=no-such-game' });
      expect(await screen.findByRole('heading', { name: 'Game not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to all games' })).toHaveAttribute('href', '/games');
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    });

    it('says the game could not be loaded when the catalogue fails', async () => {
      api.on('GET', 'games', fail(502, 'Bad gateway'));
      renderWithShell(<GamesPage />, { url: '/games?game=deep-sea-bounty' });
      expect(await screen.findByRole('alert')).toHaveTextContent('The game could not be loaded: Bad gateway');
    });

    it("a card's link opens the game's page", async () => {
      const user = userEvent.setup();
      renderWithShell(<GamesPage />, { url: '/games' });
      const grid = await screen.findByRole('tabpanel');
      await user.click(await within(grid).findByRole('link', { name: 'Jade Tiger Keno' }));
      expect(await screen.findByRole('article', { name: 'Jade Tiger Keno' })).toBeInTheDocument();
      expect(currentUrl()).toBe('/games?game=jade-tiger-keno');
    });
  });
});
