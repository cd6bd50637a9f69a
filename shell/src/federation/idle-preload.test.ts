import { likelyNextRoutes, routeOfLink } from './idle-preload';

describe('routeOfLink', () => {
  beforeEach(() => window.history.replaceState(null, '', '/games'));

  it('finds the page a same-origin link opens', () => {
    expect(routeOfLink('/faqs', false)?.remote).toBe('mfe_legal');
    expect(routeOfLink(`${window.location.origin}/rewards`, true)?.path).toBe('/rewards');
  });

  it('ignores the current page, unknown paths and other origins', () => {
    expect(routeOfLink('/games', false)).toBeNull();
    expect(routeOfLink('/no-such-page', false)).toBeNull();
    expect(routeOfLink('https://elsewhere.example/faqs', false)).toBeNull();
  });

  it('only offers a page that would open for this visitor or player', () => {
    expect(routeOfLink('/login', false)?.path).toBe('/login');
    expect(routeOfLink('/login', true)).toBeNull();
    expect(routeOfLink('/profile', false)).toBeNull();
    expect(routeOfLink('/profile', true)?.path).toBe('/profile');
    // Staff pages (mfe_admin) are never loaded ahead, even for a player who is signed in.
    expect(routeOfLink('/dashboard', true)).toBeNull();
  });
});

describe('likelyNextRoutes', () => {
  it('is the header and bottom navigation targets a visitor or a player can open', () => {
    expect(likelyNextRoutes(false).map((r) => r.path)).toEqual(['/', '/games', '/login', '/rewards']);
    expect(likelyNextRoutes(true).map((r) => r.path)).toEqual(['/', '/games', '/profile', '/rewards']);
  });
});
