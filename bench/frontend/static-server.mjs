// A tiny static server for the front-end references (bench/frontend.mjs): files of one build folder, sent as their
// precompressed brotli or gzip copy when the browser accepts it (scripts/precompress.mjs writes them), immutable
// caching for /assets, index.html for any other path (a single-page app), and optionally every /api, /socket.io,
// /remotes.json and /health request passed to the real api, so the reference pages read the same data.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
};
const PROXIED = /^\/(api\/|socket\.io\/|remotes\.json|health)/;

function accepts(header, coding) {
  return new RegExp(`(^|,)\\s*${coding}\\s*(;\\s*q=(?!0(\\.0*)?\\s*(,|$))[0-9.]+)?\\s*(,|$)`, 'i').test(
    header ?? '',
  );
}

function proxy(req, res, upstream) {
  const out = http.request(
    { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  out.on('error', () => {
    res.writeHead(502);
    res.end();
  });
  req.pipe(out);
}

/** Starts the server on 127.0.0.1:port; resolves with the http.Server. `upstream`: the api's base URL, or null. */
export function serveStatic({ root, port, upstream = null }) {
  const up = upstream ? new URL(upstream) : null;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (up && PROXIED.test(url.pathname)) return proxy(req, res, up);
    let file = path.join(root, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile())
      file = path.join(root, 'index.html');
    const ext = path.extname(file);
    const headers = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      vary: 'Accept-Encoding',
    };
    const ae = req.headers['accept-encoding'];
    let body = file;
    if (accepts(ae, 'br') && fs.existsSync(`${file}.br`)) {
      body = `${file}.br`;
      headers['content-encoding'] = 'br';
    } else if (accepts(ae, 'gzip') && fs.existsSync(`${file}.gz`)) {
      body = `${file}.gz`;
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = fs.statSync(body).size;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return res.end();
    fs.createReadStream(body).pipe(res);
  });
  if (up)
    server.on('upgrade', (req, socket, head) => {
      const out = net.connect(Number(up.port), up.hostname, () => {
        const lines = [`${req.method} ${req.url} HTTP/1.1`];
        for (let i = 0; i < req.rawHeaders.length; i += 2)
          lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
        out.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length) out.write(head);
        out.pipe(socket).pipe(out);
      });
      out.on('error', () => socket.destroy());
      socket.on('error', () => out.destroy());
    });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
