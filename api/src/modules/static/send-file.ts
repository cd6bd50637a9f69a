import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
export const NO_STORE = 'no-store';
/**
 * Top-level icons of the shell (/favicon.svg): a day. Under no-cache, Chromium revalidated the favicon on every
 * route change (one request each); an icon changed by a deploy shows within a day.
 */
export const ICON_CACHE = 'public, max-age=86400';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

export const mimeOf = (file: string): string =>
  MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

const SEGMENT_RE = /^[A-Za-z0-9_@+~=,-][A-Za-z0-9._@+~=,-]*$/;

/**
 * Resolves URL segments under root, refusing traversal: every segment must be a plain name (no '.', '..',
 * empty, hidden, backslash or NUL), and the result must stay inside root. Returns null when refused.
 */
export function safeJoin(root: string, relative: string): string | null {
  if (relative.length === 0 || relative.length > 1024) return null;
  const segments = relative.split('/');
  if (!segments.every((s) => SEGMENT_RE.test(s))) return null;
  const base = path.resolve(root);
  const full = path.resolve(base, ...segments);
  return full.startsWith(base + path.sep) ? full : null;
}

/** A regular file whose real path (symlinks resolved) is still inside root; else null. */
export async function statInside(root: string, file: string): Promise<fs.Stats | null> {
  try {
    const [realRoot, realFile] = await Promise.all([fs.promises.realpath(root), fs.promises.realpath(file)]);
    if (!realFile.startsWith(realRoot + path.sep)) return null;
    const stat = await fs.promises.stat(realFile);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

/** Content types worth compressing: text, JavaScript, JSON, XML and SVG. */
export const isCompressible = (contentType: string) =>
  /^text\/|^application\/(javascript|json|manifest\+json|xml)|^image\/svg\+xml/.test(contentType);

export type Coding = 'br' | 'gzip' | 'identity';
/** Server preference when the client weighs codings equally. */
const PREFERENCE: Coding[] = ['br', 'gzip', 'identity'];
/** Below this size a file is sent as it is when no precompressed copy exists (same as @fastify/compress). */
export const ON_THE_FLY_THRESHOLD = 1024;

/**
 * Picks a content coding from Accept-Encoding (RFC 9110 §12.5.3): the highest q-value among `available`, ties broken
 * by PREFERENCE; `*` covers codings not named; identity is acceptable unless refused (identity;q=0, or *;q=0 without
 * identity). No header means identity. When nothing offered is acceptable, identity anyway (a 406 helps no one).
 */
export function negotiateEncoding(header: string | undefined, available: readonly Coding[]): Coding {
  if (header === undefined || header.trim() === '') return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = (rawName ?? '').trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [k, v] = param.split('=').map((x) => x.trim().toLowerCase());
      if (k === 'q') {
        const n = Number(v);
        q = Number.isFinite(n) && n >= 0 && n <= 1 ? n : 0;
      }
    }
    // x-gzip is an alias of gzip; the first mention of a coding wins.
    const key = name === 'x-gzip' ? 'gzip' : name;
    if (!weights.has(key)) weights.set(key, q);
  }
  const star = weights.get('*');
  const weightOf = (c: Coding) => {
    const q = weights.get(c);
    if (q !== undefined) return q;
    if (star !== undefined) return star;
    // Acceptable by default, but after any coding the client names.
    return c === 'identity' ? 0.001 : 0;
  };
  let best: Coding = 'identity';
  let bestQ = -1;
  for (const c of PREFERENCE) {
    if (!available.includes(c)) continue;
    const q = weightOf(c);
    if (q > 0 && q > bestQ) {
      best = c;
      bestQ = q;
    }
  }
  return best;
}

const SUFFIX: Record<Exclude<Coding, 'identity'>, string> = { br: '.br', gzip: '.gz' };

/** A precompressed copy beside the file (FILE.br, FILE.gz) that is a regular file no older than the original. */
async function precompressed(file: string, stat: fs.Stats, coding: 'br' | 'gzip') {
  try {
    const copy = await fs.promises.stat(file + SUFFIX[coding]);
    return copy.isFile() && copy.mtimeMs >= stat.mtimeMs ? copy : null;
  } catch {
    return null;
  }
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range of a file of `size` bytes; null if unsatisfiable, 'ignore' if not one. */
function parseRange(header: string, size: number): { start: number; end: number } | null | 'ignore' {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'ignore';
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return null;
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
    if (m[2] !== '' && Number(m[2]) < start) return 'ignore';
  }
  if (start >= size || size === 0) return null;
  return { start, end };
}

/**
 * Answers HEAD with the headers set so far. An empty stream, not an empty body: Fastify's HEAD routes would set
 * content-length to 0 for an empty body, and the header must say how long the GET answer is.
 */
const headOnly = (reply: FastifyReply, code: number) => reply.code(code).send(Readable.from([]));

/**
 * Streams a file with its content type, cache policy, ETag and Last-Modified; answers 304 when the ETag matches.
 * Text files go out compressed when the client accepts it: the precompressed FILE.br / FILE.gz written by the build
 * or the deploy (content-length of that copy), else compressed on the fly when the file is 1 KiB or more, else as
 * they are; always with `Vary: Accept-Encoding`. Each coding has its own ETag. A Range request is answered from
 * the file itself (identity, 206), as byte offsets are those of the original.
 */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  stat: fs.Stats,
  cacheControl: string,
) {
  const baseTag = `${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}`;
  const contentType = mimeOf(file);
  const compressible = isCompressible(contentType);
  const range = typeof request.headers.range === 'string' ? request.headers.range : undefined;

  let coding: Coding = 'identity';
  let copy: fs.Stats | null = null;
  if (compressible && range === undefined) {
    const [br, gz] = await Promise.all([precompressed(file, stat, 'br'), precompressed(file, stat, 'gzip')]);
    const onTheFly = stat.size >= ON_THE_FLY_THRESHOLD;
    const available: Coding[] = ['identity'];
    if (br || onTheFly) available.push('br');
    if (gz || onTheFly) available.push('gzip');
    coding = negotiateEncoding(request.headers['accept-encoding'], available);
    copy = coding === 'br' ? br : coding === 'gzip' ? gz : null;
  }
  const etag = coding === 'identity' ? `W/"${baseTag}"` : `W/"${baseTag}-${coding}"`;
  reply
    .header('content-type', contentType)
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('last-modified', stat.mtime.toUTCString());
  if (compressible) reply.header('vary', 'accept-encoding');
  if (coding === 'identity') reply.header('accept-ranges', 'bytes');
  else reply.header('content-encoding', coding);

  const inm = request.headers['if-none-match'];
  if (inm && inm.split(',').some((t) => t.trim() === etag || t.trim() === '*')) {
    return reply.code(304).send();
  }

  if (coding !== 'identity') {
    if (copy) {
      reply.header('content-length', copy.size);
      if (request.method === 'HEAD') return headOnly(reply, 200);
      return reply.code(200).send(fs.createReadStream(file + SUFFIX[coding]));
    }
    // No precompressed copy (a file added by hand, an old deploy): compress while streaming, at a fast level.
    if (request.method === 'HEAD') return headOnly(reply, 200);
    const packer =
      coding === 'br'
        ? zlib.createBrotliCompress({
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: stat.size,
            },
          })
        : zlib.createGzip({ level: 6 });
    const body = fs.createReadStream(file);
    body.on('error', (err) => packer.destroy(err));
    return reply.code(200).send(body.pipe(packer));
  }

  const ifRange = request.headers['if-range'];
  const rangeApplies =
    range !== undefined &&
    (ifRange === undefined || ifRange === etag || ifRange === stat.mtime.toUTCString());
  const parsed = rangeApplies ? parseRange(range, stat.size) : 'ignore';
  if (parsed === null) {
    return reply.code(416).header('content-range', `bytes */${stat.size}`).send();
  }
  if (parsed !== 'ignore') {
    reply
      .header('content-range', `bytes ${parsed.start}-${parsed.end}/${stat.size}`)
      .header('content-length', parsed.end - parsed.start + 1);
    if (request.method === 'HEAD') return headOnly(reply, 206);
    return reply.code(206).send(fs.createReadStream(file, { start: parsed.start, end: parsed.end }));
  }
  reply.header('content-length', stat.size);
  if (request.method === 'HEAD') return headOnly(reply, 200);
  return reply.code(200).send(fs.createReadStream(file));
}
