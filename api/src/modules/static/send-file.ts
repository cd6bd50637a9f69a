import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
export const NO_STORE = 'no-store';

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

/** Streams a file with its content type, cache policy, ETag and Last-Modified; answers 304 when the ETag matches. */
export function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  stat: fs.Stats,
  cacheControl: string,
) {
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  reply
    .header('content-type', mimeOf(file))
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('last-modified', stat.mtime.toUTCString());
  const inm = request.headers['if-none-match'];
  if (inm && inm.split(',').some((t) => t.trim() === etag || t.trim() === '*')) {
    return reply.code(304).send();
  }
  reply.header('content-length', stat.size);
  if (request.method === 'HEAD') return reply.code(200).send();
  return reply.code(200).send(fs.createReadStream(file));
}
