import type { FastifyPluginAsync } from 'fastify';
import { SLOT_SCRIPT } from './slot-script';

/** The page of the sandbox platform's player site (`mode`: play or verify); slot.js renders it. */
const page = (base: string, title: string, mode: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title>
<style>
*{box-sizing:border-box} body{font-family:system-ui,sans-serif;margin:0;background:#120b2e;color:#f8f5ff}
main{max-width:560px;margin:0 auto;padding:16px;overflow-wrap:anywhere} h1{font-size:22px;margin:8px 0 4px} .muted{color:#c9bdf5;font-size:14px}
.card{background:#22164f;border-radius:14px;padding:16px;margin:12px 0} label{display:block;margin:10px 0 4px;font-weight:600}
input,select{width:100%;min-height:44px;padding:8px 10px;border-radius:8px;border:1px solid #6b5bb5;background:#fff;color:#111;font-size:16px}
button{min-height:44px;min-width:44px;padding:8px 16px;border-radius:10px;border:0;background:#ffcc33;color:#1b1040;font-weight:700;font-size:16px;cursor:pointer;margin:8px 8px 0 0}
button.secondary{background:#3c2c84;color:#fff} button:disabled{opacity:.6;cursor:default}
.reels{display:flex;gap:8px;justify-content:center;margin:12px 0} .reel{width:30%;max-width:120px;aspect-ratio:1;background:#fff;color:#1b1040;border-radius:12px;display:flex;align-items:center;justify-content:center;font-size:15px;font-weight:800;text-transform:uppercase}
.row{display:flex;gap:8px;flex-wrap:wrap} .row>*{flex:1 1 120px} .err{color:#ffb4b4} .ok{color:#a7f3d0}
code{word-break:break-all;font-size:12px} table{width:100%;border-collapse:collapse;font-size:14px} td,th{padding:4px;border-bottom:1px solid #3c2c84;text-align:left}
a{color:#ffcc33}
</style></head><body><main id="app" data-mode="${mode}" data-base="${base}">
<p class="muted">Sandbox game platform (development only)</p><noscript>This game needs JavaScript.</noscript>
</main><script src="${base}/slot.js"></script></body></html>`;

/** The sandbox platform's pages under `base`: the slot (/play), a round's verification (/verify) and slot.js. */
export const sandboxPageRoutes = (options: { base: string }): FastifyPluginAsync =>
  async function sandboxPages(app) {
    const { base } = options;
    app.get(`${base}/slot.js`, { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(SLOT_SCRIPT),
    );
    app.get(`${base}/play`, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page(base, 'Lucky Reels (sandbox)', 'play')),
    );
    app.get(`${base}/verify`, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page(base, 'Verify a round (sandbox)', 'verify')),
    );
  };
