import fs from 'node:fs';
import path from 'node:path';
import { BOOT_DATA_ID, EARLY_SESSION_GLOBAL } from '@arcade/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { accessCookieName } from '../session/cookies';
import { firstLoadModules, jsonForScript, withScriptNonce } from './shell-html';

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

const manifest = (name: string, exposes: Record<string, string[]>) =>
  JSON.stringify({
    id: name,
    name,
    metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
    shared: [],
    remotes: [],
    exposes: Object.entries(exposes).map(([p, sync]) => ({
      id: `${name}:${p.slice(2)}`,
      name: p.slice(2),
      path: p,
      assets: { js: { sync, async: ['lazy.js'] }, css: { sync: [], async: [] } },
    })),
  });

const entry = (name: string, version: string) => ({
  version,
  manifest: `/remotes/${name}/${version}/mf-manifest.json`,
  deployedAt: '2026-11-23T00:00:00.000Z',
  history: [],
});

const bootOf = (html: string) => {
  const m = new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script>`).exec(html);
  expect(m).not.toBeNull();
  return JSON.parse(m![1]!) as {
    registry: { remotes: Record<string, { version: string }> };
    signedIn: boolean;
  };
};

describe('the shell page with the first load inlined (issue 9)', () => {
  let t: TestApp;
  const TEMPLATE =
    '<!doctype html><html><head><title>Lucky Arcade</title><script defer src="/assets/main.1.js"></script></head>' +
    '<body><div id="boot-loader"></div><div id="root"></div></body></html>';

  beforeAll(async () => {
    t = await createTestApp();
    const { deployDir, shellDir } = t.config;
    write(path.join(shellDir, 'index.html'), TEMPLATE);
    write(
      path.join(deployDir, 'remotes', 'mfe_games', '1.0.0-aa', 'mf-manifest.json'),
      manifest('mfe_games', {
        './HomePage': ['__federation_expose_HomePage.1.js'],
        './GamesPage': ['__federation_expose_GamesPage.2.js', '12.3.js'],
      }),
    );
    write(
      path.join(deployDir, 'remotes', 'mfe_games', '1.0.0-bb', 'mf-manifest.json'),
      manifest('mfe_games', { './GamesPage': ['__federation_expose_GamesPage.9.js'] }),
    );
    write(
      path.join(deployDir, 'remotes', 'mfe_auth', '1.0.0-cc', 'mf-manifest.json'),
      manifest('mfe_auth', { './AuthModal': ['__federation_expose_AuthModal.4.js'] }),
    );
    write(
      path.join(deployDir, 'remotes.json'),
      JSON.stringify({
        updatedAt: '2026-11-23T00:00:00.000Z',
        remotes: { mfe_games: entry('mfe_games', '1.0.0-aa'), mfe_auth: entry('mfe_auth', '1.0.0-cc') },
      }),
    );
  });
  afterAll(() => t?.close());

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it("inlines the registry and a visitor's session hint, and preloads the route's remote and the widgets", async () => {
    const res = await page('/games');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    const boot = bootOf(html);
    expect(boot.signedIn).toBe(false);
    expect(boot.registry.remotes.mfe_games?.version).toBe('1.0.0-aa');
    // Everything goes in before </head>, after the template's own script.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf('/assets/main.1.js')).toBeLessThan(head.indexOf(BOOT_DATA_ID));
    const links = [...head.matchAll(/<link rel="preload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual([
      '/remotes/mfe_games/1.0.0-aa/mf-manifest.json',
      '/remotes/mfe_games/1.0.0-aa/remoteEntry.js',
      '/remotes/mfe_games/1.0.0-aa/__federation_expose_GamesPage.2.js',
      '/remotes/mfe_games/1.0.0-aa/12.3.js',
      '/remotes/mfe_auth/1.0.0-cc/mf-manifest.json',
      '/remotes/mfe_auth/1.0.0-cc/remoteEntry.js',
      '/remotes/mfe_auth/1.0.0-cc/__federation_expose_AuthModal.4.js',
    ]);
    expect(head).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes/mfe_games/1.0.0-aa/mf-manifest.json">',
    );
    // No executable inline script for a visitor: the CSP stays as it is.
    expect(html).not.toContain(EARLY_SESSION_GLOBAL);
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('preloads nothing of a remote for paths outside the route table, nor a guarded page for a visitor', async () => {
    for (const url of ['/no-such-page', '/profile']) {
      const head = (await page(url)).body.split('</head>')[0]!;
      const links = [...head.matchAll(/<link rel="preload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
      expect(links).toEqual([
        '/remotes/mfe_auth/1.0.0-cc/mf-manifest.json',
        '/remotes/mfe_auth/1.0.0-cc/remoteEntry.js',
        '/remotes/mfe_auth/1.0.0-cc/__federation_expose_AuthModal.4.js',
      ]);
    }
  });

  it('starts GET /user/me from an inline script allowed by a per-page nonce when a session cookie is there', async () => {
    const cookie = `${accessCookieName(t.config.cookieSecure)}=x.y.z`;
    const a = await page('/', { cookie });
    const b = await page('/', { cookie });
    expect(bootOf(a.body).signedIn).toBe(true);
    const nonceOf = (html: string) =>
      /<script nonce="([^"]+)">window\.__ARCADE_EARLY_ME__=fetch\("\/api\/v1\/user\/me"/.exec(html)?.[1];
    const n1 = nonceOf(a.body);
    const n2 = nonceOf(b.body);
    expect(n1).toBeTruthy();
    expect(n1).not.toBe(n2);
    expect(a.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${n1}';`);
    expect(a.headers.vary).toContain('cookie');
  });

  it('follows a deploy or rollback at the next page, without a restart', async () => {
    write(
      path.join(t.config.deployDir, 'remotes.json'),
      JSON.stringify({
        updatedAt: '2026-11-23T01:00:00.000Z',
        remotes: { mfe_games: entry('mfe_games', '1.0.0-bb') },
      }),
    );
    const html = (await page('/games')).body;
    expect(bootOf(html).registry.remotes.mfe_games?.version).toBe('1.0.0-bb');
    expect(html).toContain('/remotes/mfe_games/1.0.0-bb/__federation_expose_GamesPage.9.js');
    expect(html).not.toContain('1.0.0-aa');
  });

  it('keeps serving the page when the registry is unreadable or a manifest is broken', async () => {
    write(
      path.join(t.config.deployDir, 'remotes.json'),
      JSON.stringify({ updatedAt: 'x', remotes: { mfe_games: entry('mfe_games', '9.9.9-missing') } }),
    );
    const missing = await page('/games');
    expect(missing.statusCode).toBe(200);
    expect(missing.body).not.toContain('rel="preload"');
    write(path.join(t.config.deployDir, 'remotes.json'), '{ not json');
    const broken = await page('/games');
    expect(broken.statusCode).toBe(200);
    expect(bootOf(broken.body).registry).toEqual({ updatedAt: null, remotes: {} });
  });

  it('answers HEAD with the headers of the page', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['content-length'])).toBeGreaterThan(TEMPLATE.length);
    expect(res.body).toBe('');
  });
});

describe('shell-html helpers', () => {
  it('writes JSON that cannot close its script element', () => {
    const out = jsonForScript({ s: '</script><script>alert(1)</script><!--', l: '\u2028' });
    expect(out).not.toMatch(/[<>]/);
    expect(JSON.parse(out)).toEqual({ s: '</script><script>alert(1)</script><!--', l: '\u2028' });
  });

  it('adds the nonce to script-src only', () => {
    expect(withScriptNonce("default-src 'self';script-src 'self';script-src-attr 'none'", 'abc')).toBe(
      "default-src 'self';script-src 'self' 'nonce-abc';script-src-attr 'none'",
    );
  });

  it('lists the route module first, then the widgets of a visitor or a signed-in player', () => {
    expect(firstLoadModules('/', false)).toEqual([
      { remote: 'mfe_games', module: './HomePage' },
      { remote: 'mfe_auth', module: './AuthModal' },
    ]);
    expect(firstLoadModules('/profile/', true).map((m) => m.module)).toEqual([
      './ProfilePage',
      './AuthModal',
      './BalanceWidget',
      './Bell',
    ]);
  });

  it('never hints the staff-only remote (a player typing /dashboard must not download mfe_admin)', () => {
    expect(firstLoadModules('/dashboard', true).map((m) => m.remote)).not.toContain('mfe_admin');
    expect(firstLoadModules('/dashboard', false).map((m) => m.remote)).not.toContain('mfe_admin');
  });
});
