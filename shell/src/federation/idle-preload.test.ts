import { AUTH_DIALOG_LINK, intentOf, likelyNextRoutes, routeOfLink } from './idle-preload';

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

describe('intentOf', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));
  const link = (href: string, authDialog = false) => {
    const a = document.createElement('a');
    a.setAttribute('href', href);
    if (authDialog) a.setAttribute(AUTH_DIALOG_LINK, '');
    return a;
  };

  it('warms the auth dialog, not the /login page, for the links that open the dialog in place', () => {
    expect(intentOf(link('/login', true), false)).toEqual({ kind: 'auth-dialog' });
    expect(intentOf(link('/register', true), false)).toEqual({ kind: 'auth-dialog' });
    expect(intentOf(link('/login', true), true)).toBeNull();
  });

  it('warms the page of any other link', () => {
    expect(intentOf(link('/login'), false)).toEqual({
      kind: 'route',
      route: expect.objectContaining({ path: '/login' }),
    });
    expect(intentOf(link('/faqs'), false)).toEqual({
      kind: 'route',
      route: expect.objectContaining({ path: '/faqs' }),
    });
    expect(intentOf(link('/nowhere'), false)).toBeNull();
  });
});
