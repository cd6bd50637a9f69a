import fs from 'node:fs';
import path from 'node:path';
import {
  BOOT_DATA_ID,
  PRERENDER_DATA_FILE,
  PRERENDER_ID,
  answersDigest,
  PRERENDER_OVERLAY_ID,
  PRERENDER_STYLE_ID,
  STAFF_ONLY_REMOTES,
  prerenderKey,
  type PrerenderFile,
} from '@arcade/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { accessCookieName } from '../session/cookies';

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

const TEMPLATE =
  '<!doctype html><html><head><title>Lucky Arcade</title><script defer="defer" src="/assets/main.1a2b.js"></script>' +
  '</head><body><div id="boot-loader"></div><div id="root"></div></body></html>';

const registry = (version: string) => ({
  updatedAt: '2026-11-24T00:00:00.000Z',
  remotes: {
    mfe_games: {
      version,
      manifest: `/remotes/mfe_games/${version}/mf-manifest.json`,
      deployedAt: '2026-11-24T00:00:00.000Z',
      history: [],
    },
    mfe_admin: {
      version: '1.0.0-ad',
      manifest: '/remotes/mfe_admin/1.0.0-ad/mf-manifest.json',
      deployedAt: '2026-11-24T00:00:00.000Z',
      history: [],
    },
  },
});

describe('the prerendered first screen in the shell page (issue 9, LCP)', () => {
  let t: TestApp;
  const file = (): PrerenderFile => ({
    key: prerenderKey(TEMPLATE, registry('1.0.0-aa').remotes, STAFF_ONLY_REMOTES),
    madeAt: '2026-11-24T00:00:00.000Z',
    styles: ['.lobby-hero{color:gold}', '.shell-app{display:block}', '.unused{}'],
    pages: {
      '/': {
        styles: [1, 0],
        narrow: '<main class="ui-page">Play free.</main>',
        wide: '<main>Play free, wide</main>',
      },
      '/games': {
        styles: [1],
        narrow:
          '<main>Games</main><img alt="" width="320" height="200" src="/assets/neon.1a.svg">' +
          '<img alt="Lucky Arcade home" src="/assets/logo.2b.svg"><img alt="" src="https://elsewhere.test/x.svg">',
        wide: '<main>Games wide</main><img alt="" src="/assets/neon.1a.svg"><img alt="" src="/assets/jade.3c.svg">',
      },
    },
  });

  beforeAll(async () => {
    t = await createTestApp();
    write(path.join(t.config.shellDir, 'index.html'), TEMPLATE);
    write(path.join(t.config.deployDir, 'remotes.json'), JSON.stringify(registry('1.0.0-aa')));
    write(path.join(t.config.deployDir, 'prerender.json'), JSON.stringify(file()));
  });
  afterAll(() => t?.close());

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it("puts a visitor's first screen above the root, with its styles, and starts the shell after the first paint", async () => {
    const res = await page('/');
    const html = res.body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      `<style id="${PRERENDER_STYLE_ID}">.shell-app{display:block}\n.lobby-hero{color:gold}\n`,
    );
    expect(head).not.toContain('.unused');
    const body = html.slice(html.indexOf('<body>'));
    expect(body).toContain(
      `<div id="${PRERENDER_ID}" inert aria-hidden="true"><div data-prerender="narrow"><main class="ui-page">Play free.</main></div>` +
        '<div data-prerender="wide"><main>Play free, wide</main></div></div>' +
        // shown only once parsed whole: a half-parsed picture would grow on screen (a layout shift); without
        // scripts at once, else by a script that waits for the picture's images
        `<noscript><style>#${PRERENDER_ID}{display:block}</style></noscript><script nonce="`,
    );
    const reveal = body.slice(body.indexOf('</noscript>'), body.indexOf('<div id="root">'));
    expect(reveal).toContain(`document.getElementById("${PRERENDER_ID}")`);
    expect(reveal).toContain('complete');
    expect(reveal).toContain('setTimeout(show,500)');
    expect(reveal.endsWith('})()</script>')).toBe(true);
    // The picture's own rules are a sheet of their own, after the page styles.
    expect(head).toContain(`\n</style><style id="${PRERENDER_OVERLAY_ID}">#${PRERENDER_ID}{display:none;`);
    // The shell's script is preloaded, not run before the paint: a nonce'd starter waits for it.
    expect(html).not.toContain('<script defer="defer" src="/assets/main.1a2b.js">');
    expect(head).toContain('<link rel="preload" as="script" href="/assets/main.1a2b.js">');
    const nonce = /<script nonce="([^"]+)">\(function\(\)\{var s=false;/.exec(body)?.[1];
    expect(nonce).toBeTruthy();
    expect(body).toContain('first-contentful-paint');
    expect(body).toContain('e.src="/assets/main.1a2b.js"');
    // a shell that fails to arrive takes the picture away, and its own rules, not the page styles (which a
    // started shell has left empty in its own sheets)
    expect(body).toContain('e.onerror=d');
    expect(body).toContain(`document.getElementById("${PRERENDER_OVERLAY_ID}")`);
    expect(body).not.toContain(`document.getElementById("${PRERENDER_STYLE_ID}")`);
    expect(res.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  });

  it("preloads the picture's own images with the head, once each, so the first paint draws them", async () => {
    const res = await page('/games');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link rel="preload" as="image" href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloads).toEqual(['/assets/neon.1a.svg', '/assets/logo.2b.svg', '/assets/jade.3c.svg']);
    expect(head.indexOf('as="image"')).toBeLessThan(head.indexOf(`<style id="${PRERENDER_STYLE_ID}">`));
  });

  it('sends no picture to a signed-in browser, with a query string, or for a route without one', async () => {
    const cookie = `${accessCookieName(t.config.cookieSecure)}=x.y.z`;
    for (const res of [
      await page('/', { cookie }),
      await page('/?ref=mail'),
      await page('/profile'),
      await page('/nope'),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(PRERENDER_ID);
      expect(res.body).toContain('<script defer="defer" src="/assets/main.1a2b.js">');
    }
  });

  it('sends no picture made for another build or registry (a staff-only remote does not count), nor a broken file', async () => {
    const registryFile = path.join(t.config.deployDir, 'remotes.json');
    const prerenderFile = path.join(t.config.deployDir, 'prerender.json');
    // mfe_admin's version is not part of a visitor's page
    const staffMoved = registry('1.0.0-aa');
    staffMoved.remotes.mfe_admin.manifest = '/remotes/mfe_admin/2.0.0-ad/mf-manifest.json';
    write(registryFile, JSON.stringify(staffMoved));
    expect((await page('/games')).body).toContain('<main>Games</main>');
    write(registryFile, JSON.stringify(registry('1.0.0-bb')));
    expect((await page('/games')).body).not.toContain(PRERENDER_ID);
    write(registryFile, JSON.stringify(registry('1.0.0-aa')));
    expect((await page('/games')).body).toContain(PRERENDER_ID);
    write(prerenderFile, '{"key": 1');
    const broken = await page('/games');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).not.toContain(PRERENDER_ID);
    // a page entry without its fields
    write(prerenderFile, JSON.stringify({ ...file(), pages: { '/games': { narrow: '<main>x</main>' } } }));
    const partial = await page('/games');
    expect(partial.statusCode).toBe(200);
    expect(partial.body).not.toContain(PRERENDER_ID);
    write(prerenderFile, JSON.stringify(file()));
    expect((await page('/games')).body).toContain(PRERENDER_ID);
  });

  describe('a route whose page carries boot answers (/, /games: the catalogue)', () => {
    const answersOf = (html: string) =>
      (
        JSON.parse(
          new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script>`).exec(html)![1]!,
        ) as { answers?: Record<string, unknown> }
      ).answers;
    const dataFile = (digest: string, key = file().key): PrerenderFile => ({
      key,
      madeAt: '2026-11-24T00:00:00.000Z',
      styles: ['.card{}'],
      pages: {
        '/games': {
          styles: [0],
          narrow: '<main>Dragon cards</main>',
          wide: '<main>Dragon wide</main>',
          answers: digest,
        },
      },
    });
    const dataPath = () => path.join(t.config.deployDir, PRERENDER_DATA_FILE);
    afterEach(() => {
      fs.rmSync(dataPath(), { force: true });
      jest.restoreAllMocks();
    });

    it('carries what GET /api/v1/games answers, signed in or not, with or without a query string', async () => {
      const api = await t.app.inject({ method: 'GET', url: '/api/v1/games' });
      const games = (api.json() as { data: unknown }).data;
      const cookie = `${accessCookieName(t.config.cookieSecure)}=x.y.z`;
      for (const res of [
        await page('/games'),
        await page('/'),
        await page('/games?type=bonus', { cookie }),
      ]) {
        expect(answersOf(res.body)).toEqual({ games });
      }
      expect(answersOf((await page('/login')).body)).toBeUndefined();
    });

    it('sends the picture made with the answers it carries; else the deploy-time one, and asks for a new one', async () => {
      const refresh = jest.spyOn(t.app.firstLoad.pictures, 'refresh').mockImplementation(() => undefined);
      // none made yet: the deploy's picture (skeletons), and a render with these answers is asked
      const first = await page('/games');
      expect(first.body).toContain('<main>Games</main>');
      expect(refresh).toHaveBeenCalledWith(file().key);
      const digest = answersDigest(['games'], answersOf(first.body)!);
      write(dataPath(), JSON.stringify(dataFile(digest)));
      refresh.mockClear();
      const made = await page('/games');
      expect(made.body).toContain('<main>Dragon cards</main>');
      expect(made.body).not.toContain('<main>Games</main>');
      expect(made.body).toContain('<style id="arcade-prerender-style">.card{}');
      expect(refresh).not.toHaveBeenCalled();
      // made with other answers (the catalogue changed since), or for another build: not used
      write(dataPath(), JSON.stringify(dataFile('other')));
      expect((await page('/games')).body).toContain('<main>Games</main>');
      write(dataPath(), JSON.stringify(dataFile(digest, 'old-build')));
      expect((await page('/games')).body).toContain('<main>Games</main>');
      expect(refresh).toHaveBeenCalledTimes(2);
      // a signed-in page has no picture and asks for none
      refresh.mockClear();
      await page('/games', { cookie: `${accessCookieName(t.config.cookieSecure)}=x.y.z` });
      expect(refresh).not.toHaveBeenCalled();
    });

    it('asks for no data picture where the deploy made no pictures', async () => {
      const refresh = jest.spyOn(t.app.firstLoad.pictures, 'refresh').mockImplementation(() => undefined);
      const deployed = path.join(t.config.deployDir, 'prerender.json');
      fs.rmSync(deployed);
      try {
        const res = await page('/games');
        expect(res.body).not.toContain(PRERENDER_ID);
        expect(refresh).not.toHaveBeenCalled();
      } finally {
        write(deployed, JSON.stringify(file()));
      }
    });
  });
});
