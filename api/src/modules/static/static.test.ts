import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../testing/test-app';

const REGISTRY = {
  updatedAt: '2026-01-02T03:04:05.000Z',
  remotes: {
    mfe_legal: {
      version: '1.0.0-ab12cd34',
      manifest: '/remotes/mfe_legal/1.0.0-ab12cd34/mf-manifest.json',
      deployedAt: '2026-01-02T03:04:05.000Z',
      history: [],
    },
  },
};

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

describe('static serving', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const { deployDir } = t.config;
    write(
      path.join(deployDir, 'remotes', 'mfe_legal', '1.0.0-ab12cd34', 'remoteEntry.js'),
      'var mfe_legal = {};',
    );
    write(
      path.join(deployDir, 'remotes', 'mfe_legal', '1.0.0-ab12cd34', 'mf-manifest.json'),
      '{"name":"mfe_legal"}',
    );
    write(path.join(deployDir, 'remotes', 'mfe_legal', '1.0.0-ab12cd34', 'assets', 'logo.abc.svg'), '<svg/>');
    write(path.join(deployDir, 'secret.txt'), 'do not serve');
    write(path.join(path.dirname(deployDir), 'outside.txt'), 'outside');
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('answers an empty registry when remotes.json is missing, never cached', async () => {
    const res = await get('/remotes.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ updatedAt: null, remotes: {} });
  });

  it('reads remotes.json fresh on every request', async () => {
    write(path.join(t.config.deployDir, 'remotes.json'), JSON.stringify(REGISTRY));
    const first = await get('/remotes.json');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.json()).toEqual(REGISTRY);
    const rolled = { ...REGISTRY, updatedAt: '2026-02-02T00:00:00.000Z' };
    write(path.join(t.config.deployDir, 'remotes.json'), JSON.stringify(rolled));
    expect((await get('/remotes.json')).json()).toEqual(rolled);
  });

  it('serves versioned remote files as immutable with their content type', async () => {
    const res = await get('/remotes/mfe_legal/1.0.0-ab12cd34/remoteEntry.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('var mfe_legal = {};');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.etag).toBeDefined();
    const nested = await get('/remotes/mfe_legal/1.0.0-ab12cd34/assets/logo.abc.svg');
    expect(nested.statusCode).toBe(200);
    expect(nested.headers['content-type']).toBe('image/svg+xml');
    const manifest = await get('/remotes/mfe_legal/1.0.0-ab12cd34/mf-manifest.json');
    expect(manifest.json()).toEqual({ name: 'mfe_legal' });

    const revalidated = await get('/remotes/mfe_legal/1.0.0-ab12cd34/remoteEntry.js', {
      'if-none-match': res.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);

    const head = await t.app.inject({
      method: 'HEAD',
      url: '/remotes/mfe_legal/1.0.0-ab12cd34/remoteEntry.js',
    });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('answers missing remote files with 404 and no-store, without directory listings', async () => {
    for (const url of [
      '/remotes/mfe_legal/1.0.0-ab12cd34/missing.js',
      '/remotes/mfe_legal/9.9.9/remoteEntry.js',
      '/remotes/mfe_legal/1.0.0-ab12cd34/',
      '/remotes/mfe_legal/1.0.0-ab12cd34/assets',
      '/remotes/mfe_legal/',
      '/remotes/',
    ]) {
      const res = await get(url, { accept: 'text/html' });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toMatchObject({ success: false, statusCode: 404 });
    }
  });

  it('refuses path traversal', async () => {
    for (const url of [
      '/remotes/../secret.txt',
      '/remotes/mfe_legal/../../secret.txt',
      '/remotes/mfe_legal/1.0.0-ab12cd34/../../../secret.txt',
      '/remotes/mfe_legal/1.0.0-ab12cd34/%2e%2e/%2e%2e/%2e%2e/secret.txt',
      '/remotes/mfe_legal/1.0.0-ab12cd34/..%2f..%2f..%2fsecret.txt',
      '/remotes/mfe_legal/1.0.0-ab12cd34/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2foutside.txt',
      '/remotes/mfe_legal/1.0.0-ab12cd34/..%5c..%5c..%5csecret.txt',
      '/remotes/mfe_legal/1.0.0-ab12cd34/remoteEntry.js%00.png',
      '/assets/../../../etc/passwd',
      '/assets/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2f..%2fetc/passwd',
    ]) {
      // Asking for JSON: a path outside /remotes and /assets would otherwise get the shell's page (no file either).
      const res = await get(url, { accept: 'application/json' });
      expect({ url, status: res.statusCode }).toEqual({ url, status: res.statusCode === 400 ? 400 : 404 });
      for (const body of [res.body, (await get(url)).body]) {
        expect(body).not.toContain('do not serve');
        expect(body).not.toContain('outside');
        expect(body).not.toContain('root:');
      }
    }
  });

  it('answers pages with a 503 "not built yet" page until the shell is built', async () => {
    const res = await get('/', { accept: 'text/html' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('The site is not built yet: run pnpm build');
  });

  describe('with a built shell', () => {
    beforeAll(() => {
      const { shellDir } = t.config;
      write(
        path.join(shellDir, 'index.html'),
        '<!doctype html><title>Lucky Arcade</title><div id="root"></div>',
      );
      write(path.join(shellDir, 'assets', 'main.1234abcd.js'), 'console.log("shell")');
      write(path.join(shellDir, 'favicon.svg'), '<svg/>');
      write(path.join(shellDir, 'mf-manifest.json'), '{}');
    });

    it('serves the page for / with no-store and security headers', async () => {
      const res = await get('/', { accept: 'text/html' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Lucky Arcade');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      // WebSockets only to the page's own host ('self' covers same-origin ws:/wss: in CSP Level 3).
      expect(csp).toContain("connect-src 'self';");
      expect(csp).not.toMatch(/connect-src[^;]*\bwss?:/);
      expect(csp).toContain("frame-src 'self'");
      expect(csp).toContain("object-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });

    it('falls back to index.html for client routes such as /games and /anything-else', async () => {
      for (const url of [
        '/games',
        '/games?type=bonus',
        '/anything-else',
        '/profile/deep/link',
        '/deposit-success',
      ]) {
        const res = await get(url, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
        expect(res.body).toContain('Lucky Arcade');
        expect(res.headers['cache-control']).toBe('no-store');
      }
    });

    it('does not answer HTML for API, socket, remote and asset paths, nor for non-HTML requests', async () => {
      const api = await get('/api/v1/nothing-here', { accept: 'text/html' });
      expect(api.statusCode).toBe(404);
      expect(api.json().message).toBe('Route not found');
      expect((await get('/assets/missing.js', { accept: 'text/html' })).statusCode).toBe(404);
      expect((await get('/remotes/x/1/y.js', { accept: 'text/html' })).statusCode).toBe(404);
      const json = await get('/anything-else', { accept: 'application/json' });
      expect(json.statusCode).toBe(404);
      expect(json.json()).toMatchObject({ success: false, message: 'Route not found' });
      const post = await t.app.inject({ method: 'POST', url: '/games', headers: { accept: 'text/html' } });
      expect(post.statusCode).toBe(404);
    });

    it('serves the page to any GET that does not ask for JSON: curl, no Accept header; JSON keeps the 404', async () => {
      const variants: Record<string, string>[] = [{ accept: '*/*' }, {}, { accept: 'text/plain, */*;q=0.1' }];
      for (const headers of variants) {
        for (const url of ['/games', '/profile/deep/link', '/anything-else']) {
          const res = await get(url, headers);
          expect({ url, headers, status: res.statusCode }).toEqual({ url, headers, status: 200 });
          expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
          expect(res.body).toContain('Lucky Arcade');
        }
      }
      const head = await t.app.inject({ method: 'HEAD', url: '/games', headers: { accept: '*/*' } });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
      for (const accept of [
        'application/json',
        'application/json, text/plain, */*',
        'application/problem+json',
        'text/html;q=0.5, application/json',
      ]) {
        const json = await get('/no-such-page', { accept });
        expect({ accept, status: json.statusCode }).toEqual({ accept, status: 404 });
        expect(json.headers['content-type']).toMatch(/^application\/json/);
        expect(json.json()).toMatchObject({ success: false, statusCode: 404, message: 'Route not found' });
      }
      // /api/* is JSON whatever the request accepts; a missing file or a server tool is a 404, not a page.
      for (const url of [
        '/api/v1/nothing-here',
        '/api',
        '/robots.txt',
        '/missing.js',
        '/dev/nothing',
        '/sandbox/x',
      ]) {
        const res = await get(url, { accept: '*/*' });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
        expect(res.json()).toMatchObject({ success: false, statusCode: 404 });
        expect((await get(url)).statusCode).toBe(404);
      }
    });

    it('serves shell assets as immutable, top-level icons for a day and other top-level files with no-cache', async () => {
      const asset = await get('/assets/main.1234abcd.js');
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.body).toBe('console.log("shell")');
      const icon = await get('/favicon.svg');
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['cache-control']).toBe('public, max-age=86400');
      expect(icon.headers['content-type']).toBe('image/svg+xml');
      const manifest = await get('/mf-manifest.json');
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['cache-control']).toBe('no-cache');
    });
  });
});
