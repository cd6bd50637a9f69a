import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, SESSION_MESSAGES } from '@arcade/contracts';
import { BootAnswers, type BootAnswerSources } from './boot-answers';
import { DataPictures } from './data-pictures';
import { accessCookieName } from '../session/cookies';
import { EMPTY_REGISTRY, readRegistry } from './registry';
import {
  IMMUTABLE,
  ICON_CACHE,
  NO_CACHE,
  NO_STORE,
  negotiateEncoding,
  safeJoin,
  sendFile,
  statInside,
} from './send-file';
import { readTemplate, renderShellHtml, routeFor, withScriptNonce } from './shell-html';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the shell's pages carry beside the shell (static-plugin): boot answers and their pictures. */
    firstLoad: { answers: BootAnswers; pictures: DataPictures };
  }
}

const NAME_RE = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const VERSION_RE = /^[A-Za-z0-9][A-Za-z0-9._+-]*$/;

/** Paths the shell's HTML fallback never answers. */
const NOT_SHELL = [
  /^\/api(\/|$)/,
  /^\/socket\.io(\/|$)/,
  /^\/remotes(\/|$)/,
  /^\/assets(\/|$)/,
  /^\/remotes\.json$/,
];

const NOT_BUILT_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Not built yet</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; padding: 2rem">
<h1>The site is not built yet: run pnpm build</h1>
<p>The API is running; the shell has no index.html yet.</p>
</body></html>
`;

function notFound(reply: FastifyReply, message = 'File not found') {
  return reply
    .code(404)
    .header('cache-control', NO_STORE)
    .send({ success: false, statusCode: 404, message, errors: [ERROR_CODES.notFound] });
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

/** The quality of each media range of an Accept header (`type/subtype` lower-cased; q defaults to 1). */
function acceptRanges(accept: string): { range: string; q: number }[] {
  return accept
    .split(',')
    .map((part) => {
      const [range = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
      const qParam = params.find((p) => p.startsWith('q='));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { range, q: Number.isFinite(q) ? q : 0 };
    })
    .filter((r) => r.range !== '');
}

const JSON_RANGE = /^application\/(json|[a-z0-9.+-]*\+json)$/;
const HTML_RANGE = /^(text\/html|application\/xhtml\+xml|text\/\*)$/;

/**
 * True when the request asks for JSON: it names a JSON type (application/json, application/…+json) with a higher
 * quality than any HTML type it names. Curl's and fetch's any-type default, no Accept header, or a browser's
 * navigation do not.
 */
export function asksForJson(accept: string | undefined): boolean {
  const ranges = acceptRanges(accept ?? '');
  const best = (re: RegExp) => Math.max(0, ...ranges.filter((r) => re.test(r.range)).map((r) => r.q));
  return best(JSON_RANGE) > best(HTML_RANGE);
}

/** Server-side tools (development pages, providers' sandboxes): called by programs, a missing one is a 404. */
const SERVER_TOOLS = /^\/(dev|sandbox)(\/|$)/;

/**
 * Whether a GET outside the server's own paths gets the shell's page: not when it asks for JSON; else when it names
 * text/html; else (curl's any-type default, no Accept) unless it looks like a file (a last segment with an
 * extension: a missing /robots.txt or /x.js is a 404, not a page) or is one of the server's tools.
 */
function wantsPage(request: FastifyRequest, pathname: string): boolean {
  const accept = request.headers.accept;
  if (asksForJson(accept)) return false;
  if ((accept ?? '').toLowerCase().includes('text/html')) return true;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !/\.[A-Za-z0-9]+$/.test(last) && !SERVER_TOOLS.test(pathname);
}

/** True for GET/HEAD navigations that the shell's client router should answer. */
export function isShellNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const p = pathOf(request);
  return !NOT_SHELL.some((re) => re.test(p));
}

/**
 * Sends the shell's page: SHELL_DIR/index.html with the first load inlined (shell-html.ts: registry, session hint,
 * the route's boot answers, preload hints), made per request and never stored (a deploy or rollback shows in the next page), compressed
 * by Accept-Encoding; or the 503 "not built yet" page.
 */
export async function sendShellIndex(request: FastifyRequest, reply: FastifyReply) {
  const { shellDir: root, deployDir, cookieSecure } = request.server.config;
  const index = path.join(root, 'index.html');
  const stat = await statInside(root, index);
  if (!stat) {
    return reply
      .code(503)
      .header('cache-control', NO_STORE)
      .type('text/html; charset=utf-8')
      .send(NOT_BUILT_HTML);
  }
  const pathname = pathOf(request);
  const { answers, pictures } = request.server.firstLoad;
  const answerPaths = routeFor(pathname)?.answers;
  const [template, registry, pageAnswers] = await Promise.all([
    readTemplate(index, stat),
    readRegistry(deployDir).catch((err: unknown) => {
      request.log.warn({ err }, 'registry unreadable: the page loads without inlined remotes');
      return EMPTY_REGISTRY;
    }),
    answerPaths ? answers.for(answerPaths) : null,
  ]);
  // The access cookie (path /) is set and cleared with the refresh cookie: its presence is the session hint.
  const signedIn = Boolean(request.cookies[accessCookieName(cookieSecure)]);
  const { html, nonce } = await renderShellHtml({
    template,
    deployDir,
    registry,
    pathname,
    hasQuery: request.url.includes('?'),
    signedIn,
    answers: pageAnswers,
    onStalePicture: (key) => pictures.refresh(key),
  });
  if (nonce) {
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', withScriptNonce(csp, nonce));
  }
  const raw = Buffer.from(html, 'utf8');
  const coding = negotiateEncoding(request.headers['accept-encoding'], ['br', 'gzip', 'identity']);
  const body =
    coding === 'br'
      ? zlib.brotliCompressSync(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        })
      : coding === 'gzip'
        ? zlib.gzipSync(raw, { level: 6 })
        : raw;
  reply
    .code(200)
    .header('cache-control', NO_STORE)
    .header('vary', 'accept-encoding, cookie')
    .type('text/html; charset=utf-8')
    .header('content-length', body.length);
  if (coding !== 'identity') reply.header('content-encoding', coding);
  // HEAD: the headers of the GET answer (an empty stream keeps content-length as set).
  return reply.send(request.method === 'HEAD' ? Readable.from([]) : body);
}

/**
 * The not-found path of GET/HEAD outside /api, /socket.io, /remotes and /assets: a top-level file of the shell build
 * (no-cache; an icon such as /favicon.svg a day), else index.html for any request that does not ask for JSON
 * (wantsPage: the client router handles unknown paths), else a 404 envelope.
 */
export async function shellFallback(request: FastifyRequest, reply: FastifyReply) {
  const p = pathOf(request);
  const root = request.server.config.shellDir;
  let decoded: string | null = null;
  try {
    decoded = decodeURIComponent(p.slice(1));
  } catch {
    decoded = null;
  }
  if (decoded && !decoded.includes('/') && decoded !== 'index.html' && !isSourceMap(decoded)) {
    const file = safeJoin(root, decoded);
    const stat = file ? await statInside(root, file) : null;
    if (file && stat)
      return sendFile(request, reply, file, stat, /\.(svg|ico|png)$/.test(decoded) ? ICON_CACHE : NO_CACHE);
  }
  if (wantsPage(request, p)) return sendShellIndex(request, reply);
  return notFound(reply, SESSION_MESSAGES.routeNotFound);
}

/** A source map (or its compressed copy): kept on disk for the api, never served (decision 0114). */
export const isSourceMap = (file: string) => /\.map(\.(br|gz))?$/i.test(file);

/**
 * GET /remotes.json (the registry, never cached), /remotes/NAME/VERSION/FILE (immutable), /assets/* of the shell
 * (immutable) and / (index.html, no-cache). Other navigations reach shellFallback through the not-found handler.
 */
export interface StaticPluginOptions {
  /** How the boot answers (contracts BOOT_ANSWERS) are had: what their GET routes answer. */
  answers: Partial<BootAnswerSources>;
}

export const staticPlugin = fp<StaticPluginOptions>(
  async (app, options) => {
    const { deployDir, shellDir, prerenderScript } = app.config;
    const answers = new BootAnswers(options.answers);
    app.decorate('firstLoad', {
      answers,
      pictures: new DataPictures({ deployDir, shellDir, script: prerenderScript, answers, log: app.log }),
    });
    const remotesRoot = path.join(deployDir, 'remotes');
    const assetsRoot = path.join(shellDir, 'assets');

    // Files negotiate their own coding (send-file.ts: precompressed copies); @fastify/compress stays out of them.
    const files = { compress: false as const };

    // The registry is JSON built per request: @fastify/compress (app.ts) compresses it.
    app.get('/remotes.json', async (_request, reply) => {
      const registry = await readRegistry(deployDir);
      return reply.header('cache-control', NO_STORE).type('application/json; charset=utf-8').send(registry);
    });

    app.get('/remotes/*', files, async (request, reply) => {
      const rest = (request.params as { '*': string })['*'];
      const [name, version, ...fileParts] = rest.split('/');
      // Source maps stay beside the deploy for the api's stack resolution, never served (decision 0114).
      if (isSourceMap(rest)) return notFound(reply);
      if (!name || !version || fileParts.length === 0 || !NAME_RE.test(name) || !VERSION_RE.test(version)) {
        return notFound(reply);
      }
      const file = safeJoin(remotesRoot, rest);
      const stat = file ? await statInside(remotesRoot, file) : null;
      if (!file || !stat) return notFound(reply);
      return sendFile(request, reply, file, stat, IMMUTABLE);
    });

    app.get('/assets/*', files, async (request, reply) => {
      const rest = (request.params as { '*': string })['*'];
      if (isSourceMap(rest)) return notFound(reply);
      const file = safeJoin(assetsRoot, rest);
      const stat = file ? await statInside(assetsRoot, file) : null;
      if (!file || !stat) return notFound(reply);
      return sendFile(request, reply, file, stat, IMMUTABLE);
    });

    app.get('/', files, async (request, reply) => sendShellIndex(request, reply));

    if (!fs.existsSync(path.join(shellDir, 'index.html'))) {
      app.log.warn(
        { shellDir },
        'the shell is not built yet (no index.html): pages answer 503 until `pnpm build`',
      );
    }
  },
  { name: 'arcade-static' },
);
