import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { negotiateEncoding } from './send-file';

const VERSION_DIR = ['remotes', 'mfe_games', '2.0.0-c0ffee1234'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** About 40 KiB of script-like text that compresses well but not trivially. */
const bigScript = (tag: string) =>
  Array.from(
    { length: 800 },
    (_, i) =>
      `export const ${tag}${i} = (a, b) => a * ${i} + b.toString(${(i % 30) + 2}).padStart(${i % 13});\n`,
  ).join('');

function write(file: string, content: string | Buffer, mtime?: Date) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  if (mtime) fs.utimesSync(file, mtime, mtime);
}

/** FILE, FILE.br (quality 11) and FILE.gz (level 9), as scripts/precompress.mjs writes them. */
function writeWithCopies(file: string, content: string) {
  write(file, content);
  const buf = Buffer.from(content);
  write(
    `${file}.br`,
    zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  write(`${file}.gz`, zlib.gzipSync(buf, { level: 9 }));
}

describe('negotiateEncoding', () => {
  const all = ['br', 'gzip', 'identity'] as const;
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['*', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['BR;Q=0, GZIP', 'gzip'],
    ['gzip;q=1.0, br;q=0.9', 'gzip'],
    ['gzip;q=0.5, br;q=0.8', 'br'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*;q=0', 'identity'],
    ['br;q=abc, gzip', 'gzip'],
    ['br;q=2, gzip', 'gzip'],
  ])('Accept-Encoding %p -> %p', (header, expected) => {
    expect(negotiateEncoding(header, all)).toBe(expected);
  });

  it('only picks codings that are available', () => {
    expect(negotiateEncoding('br, gzip', ['gzip', 'identity'])).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip', 'identity'])).toBe('identity');
  });
});

describe('compressed static serving', () => {
  let t: TestApp;
  let dir: string;
  const entry = bigScript('entry');
  const chunk = bigScript('chunk');
  const stale = bigScript('stale');
  const index = `<!doctype html><html><head><title>Lucky Arcade</title></head><body>${'<div class="x"></div>'.repeat(200)}<div id="root"></div></body></html>`;

  beforeAll(async () => {
    t = await createTestApp();
    dir = path.join(t.config.deployDir, ...VERSION_DIR);
    writeWithCopies(path.join(dir, 'remoteEntry.js'), entry);
    // No precompressed copies: a deploy from before precompression, or a file added by hand.
    write(path.join(dir, 'chunk.js'), chunk);
    write(path.join(dir, 'tiny.js'), 'var x = 1;');
    // A copy older than its file (the file was rebuilt in place) must not be served.
    writeWithCopies(path.join(dir, 'stale.js'), 'old content that is not the file any more');
    const old = new Date(Date.now() - 3_600_000);
    for (const ext of ['.br', '.gz']) fs.utimesSync(path.join(dir, `stale.js${ext}`), old, old);
    write(path.join(dir, 'stale.js'), stale);
    write(path.join(dir, 'picture.png'), Buffer.alloc(4096, 7));
    writeWithCopies(path.join(t.config.shellDir, 'index.html'), index);
    writeWithCopies(path.join(t.config.shellDir, 'assets', 'main.1234abcd.js'), bigScript('main'));
  });
  afterAll(() => t?.close());

  const url = (file: string) => `/${[...VERSION_DIR, file].join('/')}`;
  const get = (target: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url: target, headers });
  const copySize = (file: string, ext: '.br' | '.gz') => fs.statSync(path.join(dir, file + ext)).size;

  it('serves the precompressed brotli copy to a browser that accepts br, with Vary and the copy length', async () => {
    const res = await get(url('remoteEntry.js'), { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(Number(res.headers['content-length'])).toBe(copySize('remoteEntry.js', '.br'));
    expect(res.rawPayload.length).toBe(copySize('remoteEntry.js', '.br'));
    expect(res.rawPayload.length).toBeLessThan(entry.length / 4);
    // Compressed once: one brotli decode gives the original bytes.
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(entry);
  });

  it('serves the gzip copy when only gzip is accepted, and the file itself when nothing is', async () => {
    const gz = await get(url('remoteEntry.js'), { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('accept-encoding');
    expect(Number(gz.headers['content-length'])).toBe(copySize('remoteEntry.js', '.gz'));
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(entry);

    const refusals: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of refusals) {
      const plain = await get(url('remoteEntry.js'), headers);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('accept-encoding');
      expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(entry));
      expect(plain.body).toBe(entry);
    }
  });

  it('honours q-values: br;q=0 gets gzip', async () => {
    const res = await get(url('remoteEntry.js'), { 'accept-encoding': 'br;q=0, gzip;q=0.8' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(entry);
  });

  it('answers HEAD with the headers of the copy and no body', async () => {
    const res = await get(url('remoteEntry.js'), { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(Number(res.headers['content-length'])).toBe(copySize('remoteEntry.js', '.br'));
    expect(res.rawPayload.length).toBe(0);
  });

  it('gives each coding its own ETag and revalidates it with 304', async () => {
    const br = await get(url('remoteEntry.js'), { 'accept-encoding': 'br' });
    const gz = await get(url('remoteEntry.js'), { 'accept-encoding': 'gzip' });
    const plain = await get(url('remoteEntry.js'));
    const tags = new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]);
    expect(tags.size).toBe(3);
    const again = await get(url('remoteEntry.js'), {
      'accept-encoding': 'br',
      'if-none-match': br.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers.vary).toBe('accept-encoding');
    // The gzip ETag does not validate the brotli answer.
    const other = await get(url('remoteEntry.js'), {
      'accept-encoding': 'br',
      'if-none-match': gz.headers.etag as string,
    });
    expect(other.statusCode).toBe(200);
  });

  it('answers a Range request from the file itself (206, identity), and 416 past its end', async () => {
    const res = await get(url('remoteEntry.js'), { 'accept-encoding': 'br', range: 'bytes=7-26' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-range']).toBe(`bytes 7-26/${Buffer.byteLength(entry)}`);
    expect(res.headers['content-length']).toBe('20');
    expect(res.body).toBe(entry.slice(7, 27));
    const suffix = await get(url('remoteEntry.js'), { range: 'bytes=-5' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.body).toBe(entry.slice(-5));
    const past = await get(url('remoteEntry.js'), { range: `bytes=${entry.length + 10}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${Buffer.byteLength(entry)}`);
    const bad = await get(url('remoteEntry.js'), { range: 'bytes=1-2,5-6' });
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toBe(entry);
  });

  it('compresses on the fly when a text file has no precompressed copy, and sends small files as they are', async () => {
    const br = await get(url('chunk.js'), { 'accept-encoding': 'gzip, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.rawPayload.length).toBeLessThan(chunk.length / 2);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(chunk);
    const gz = await get(url('chunk.js'), { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(chunk);

    const tiny = await get(url('tiny.js'), { 'accept-encoding': 'gzip, br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers.vary).toBe('accept-encoding');
    expect(tiny.body).toBe('var x = 1;');
  });

  it('never serves a precompressed copy older than its file', async () => {
    const res = await get(url('stale.js'), { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(stale);
  });

  it('does not compress binary files nor vary them', async () => {
    const res = await get(url('picture.png'), { 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.rawPayload.length).toBe(4096);
  });

  it('serves the page compressed and no-store (made per request), for / and for client routes', async () => {
    for (const target of ['/', '/games', '/buy-coins?pack=1']) {
      const res = await get(target, { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' });
      expect({ target, status: res.statusCode }).toEqual({ target, status: 200 });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toBe('accept-encoding, cookie');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      const html = zlib.brotliDecompressSync(res.rawPayload).toString();
      // The built page with the first load inlined before </head> (shell-html.ts).
      expect(html.startsWith(index.slice(0, index.indexOf('</head>')))).toBe(true);
      expect(html.endsWith(index.slice(index.indexOf('</head>')))).toBe(true);
      expect(html).toContain('<script type="application/json" id="arcade-boot">');
    }
    const gz = await get('/', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('id="arcade-boot"');
    const plain = await get('/', { accept: 'text/html' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('id="arcade-boot"');
    const asset = await get('/assets/main.1234abcd.js', { 'accept-encoding': 'gzip' });
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    expect(zlib.gunzipSync(asset.rawPayload).toString()).toBe(bigScript('main'));
  });

  it('compresses the registry (no-store) and API JSON answers built per request', async () => {
    const remotes = Object.fromEntries(
      ['mfe_auth', 'mfe_shop', 'mfe_wallet', 'mfe_games', 'mfe_notifications', 'mfe_legal'].map((name) => [
        name,
        {
          version: '1.0.0-0123456789',
          manifest: `/remotes/${name}/1.0.0-0123456789/mf-manifest.json`,
          deployedAt: '2026-01-02T03:04:05.000Z',
          history: ['1.0.0-aaaaaaaaaa', '1.0.0-bbbbbbbbbb'],
        },
      ]),
    );
    const registry = { updatedAt: '2026-01-02T03:04:05.000Z', remotes };
    write(path.join(t.config.deployDir, 'remotes.json'), JSON.stringify(registry));
    const res = await get('/remotes.json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString())).toEqual(registry);
    const gz = await get('/remotes.json', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(registry);
    const plain = await get('/remotes.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(registry);

    const api = await get('/api/openapi.json', { 'accept-encoding': 'br' });
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-encoding']).toBe('br');
    expect(api.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(api.rawPayload).toString())).toHaveProperty('openapi');
  });
});
