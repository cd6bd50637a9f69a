import fs from 'node:fs';
import path from 'node:path';
import {
  DESKTOP_BREAKPOINT_PX,
  PRERENDER_FILE,
  PRERENDER_ID,
  PRERENDER_OVERLAY_ID,
  PRERENDER_STYLE_ID,
  STAFF_ONLY_REMOTES,
  prerenderKey,
  type PrerenderFile,
} from '@arcade/contracts';
import type { RegistryAnswer } from './registry';

/**
 * The prerendered first screens (issue 9, LCP) that scripts/prerender.mjs writes at deploy time into
 * DEPLOY_DIR/prerender.json, read again whenever the file changes. A file made for another shell build or
 * registry is not used (prerenderKey): a page is never a picture of code that is not the one it loads.
 */
export const prerenderFile = (deployDir: string, name: string = PRERENDER_FILE) => path.join(deployDir, name);

interface Cached {
  mtimeMs: number;
  size: number;
  file: PrerenderFile | null;
}
const cache = new Map<string, Cached>();

/** DEPLOY_DIR/prerender.json (made at deploy), or another such file (PRERENDER_DATA_FILE, made by the api). */
export async function readPrerender(
  deployDir: string,
  name: string = PRERENDER_FILE,
): Promise<PrerenderFile | null> {
  const file = prerenderFile(deployDir, name);
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(file);
  } catch {
    cache.delete(file);
    return null;
  }
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit.file;
  let parsed: PrerenderFile | null = null;
  try {
    const json = JSON.parse(await fs.promises.readFile(file, 'utf8')) as PrerenderFile;
    if (
      typeof json.key === 'string' &&
      Array.isArray(json.styles) &&
      json.pages &&
      typeof json.pages === 'object'
    )
      parsed = json;
  } catch {
    parsed = null;
  }
  cache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, file: parsed });
  return parsed;
}

/**
 * The picture sits above the live page (absolute, opaque) so that nothing moves when the shell takes it away;
 * inert and hidden from assistive technology: it is not the page, only how it looks until the page runs; still (a
 * modal's entrance is shown in its end state, as the live page shows it when the picture goes). One
 * markup per layout, chosen by the same breakpoint the shell uses. The static loader is not shown under it.
 * Hidden until the whole picture is parsed (revealScript follows it): a browser paints a long document as it arrives,
 * and a picture painted half-made grows under the reader's eyes (a layout shift of 0.026 on /games at 1280 px).
 */
const OVERLAY_CSS =
  `#${PRERENDER_ID}{display:none;position:absolute;top:0;left:0;right:0;min-height:100vh;z-index:4000;background:#0e1020}` +
  `#${PRERENDER_ID} *{animation:none!important;transition:none!important}` +
  `#boot-loader{display:none}` +
  `#${PRERENDER_ID}>[data-prerender=wide]{display:none}` +
  `@media (min-width:${DESKTOP_BREAKPOINT_PX}px){#${PRERENDER_ID}>[data-prerender=narrow]{display:none}` +
  `#${PRERENDER_ID}>[data-prerender=wide]{display:block}}`;

/** Without scripts (nothing else would show it), the picture shows once parsed. */
const REVEAL_WITHOUT_SCRIPTS = `<noscript><style>#${PRERENDER_ID}{display:block}</style></noscript>`;
/** The longest the picture waits, once parsed, for its images (they are preloaded with the head). */
const IMAGE_WAIT_MS = 500;

/**
 * Shows the picture once parsed and its images have arrived (IMAGE_WAIT_MS at most), so the first paint is the
 * whole first screen: a game's cover painted a frame after the rest became the largest paint on /games at 390 px,
 * later than the first contentful paint (issue 9, LCP).
 */
function revealScript(nonce: string): string {
  return (
    `<script nonce="${nonce}">(function(){var p=document.getElementById("${PRERENDER_ID}");if(!p)return;` +
    `var w=[].filter.call(p.getElementsByTagName("img"),function(i){return!i.complete}),n=w.length,s=false,t;` +
    `function show(){if(s)return;s=true;clearTimeout(t);p.style.display="block"}if(!n)return show();` +
    `t=setTimeout(show,${IMAGE_WAIT_MS});w.forEach(function(i){i.onload=i.onerror=function(){if(--n<=0)show()}})` +
    `})()</script>`
  );
}

/** What goes into the page for a prerendered route: the style block for <head> and the picture for <body>. */
export interface PrerenderParts {
  head: string;
  body: string;
}

export function prerenderParts(
  file: PrerenderFile | null,
  template: string,
  registry: RegistryAnswer,
  pathname: string,
  /** For a picture made with boot answers: their digest (answersDigest), which the page's must equal. */
  answers?: string,
): PrerenderParts | null {
  if (!file || !Array.isArray(file.styles)) return null;
  const page = Object.prototype.hasOwnProperty.call(file.pages, pathname) ? file.pages[pathname] : undefined;
  if (
    !page ||
    typeof page.narrow !== 'string' ||
    typeof page.wide !== 'string' ||
    !Array.isArray(page.styles) ||
    page.answers !== answers
  )
    return null;
  if (file.key !== prerenderKey(template, registry.remotes, STAFF_ONLY_REMOTES)) return null;
  // Style text can hold "</style" only by mistake; the markup is the page's own serialisation.
  const css = page.styles
    .map((i) => file.styles[i] ?? '')
    .join('\n')
    .replace(/<\/style/gi, '<\\/style');
  return {
    head:
      imagePreloads(page, template) +
      `<style id="${PRERENDER_STYLE_ID}">${css}\n</style><style id="${PRERENDER_OVERLAY_ID}">${OVERLAY_CSS}</style>`,
    body:
      `<div id="${PRERENDER_ID}" inert aria-hidden="true">` +
      `<div data-prerender="narrow">${page.narrow}</div><div data-prerender="wide">${page.wide}</div></div>` +
      REVEAL_WITHOUT_SCRIPTS,
  };
}

/** An image of the site's own (a game's cover, the logo): a root-relative path to an image file. */
const PICTURE_IMAGE = /<img\b[^>]*?\ssrc="(\/[A-Za-z0-9/_.-]+\.(?:svg|png|jpe?g|webp))"/g;
const MAX_IMAGE_PRELOADS = 12;
const preloadsOfPage = new WeakMap<object, string>();

/**
 * `<link rel="preload" as="image">` for the images of the picture (issue 9, LCP): asked for with the page's head,
 * they are there when the picture is revealed, so the first paint draws them. Found in the body only, they came a
 * paint later, and a game's cover (the largest element of /games at 390 px) made that later paint the LCP.
 */
function imagePreloads(page: PrerenderFile['pages'][string], template: string): string {
  let links = preloadsOfPage.get(page);
  if (links === undefined) {
    const srcs = new Set<string>();
    for (const markup of [page.narrow, page.wide])
      for (const m of markup.matchAll(PICTURE_IMAGE)) if (srcs.size < MAX_IMAGE_PRELOADS) srcs.add(m[1]!);
    links = [...srcs]
      .filter((src) => !template.includes(`as="image" href="${src}"`)) // the shell's own (the logo)
      .map((src) => `<link rel="preload" as="image" href="${src}">`)
      .join('');
    preloadsOfPage.set(page, links);
  }
  return links;
}

/** After this long without the shell's page, the picture goes (a script that failed, a stalled chunk). */
const STARTER_GIVE_UP_MS = 15_000;

const MAIN_SCRIPT = /<script defer(?:="defer")? src="(\/assets\/main\.[A-Za-z0-9]+\.js)"><\/script>/;

/**
 * The page with its picture: the picture before the shell's root, and the shell's main script fetched at once
 * (preload) but run only once the picture is on screen (the first contentful paint). A deferred script that has
 * arrived runs before the browser paints anything, so the picture waited for the whole shell to start (on any
 * network faster than the phone's CPU); on a slow network the script arrives after the paint and runs at once.
 * With no paint to wait for (a hidden tab, a browser without paint timing) it starts after 1 s at most.
 */
export function placePicture(html: string, picture: PrerenderParts, nonce: string): string {
  let out = html;
  const root = out.indexOf('<div id="root">');
  if (root === -1) return out;
  out = out.slice(0, root) + picture.body + revealScript(nonce) + out.slice(root);
  const main = MAIN_SCRIPT.exec(out);
  if (!main) return out;
  const src = main[1]!;
  out = out.replace(main[0], `<link rel="preload" as="script" href="${src}">`);
  // The shell failing to arrive (or to start within 15 s) takes the picture away: the loader shows again
  // instead of a page that looks live and never answers. The page styles stay: a shell that started has left its
  // own copy of each of them empty (tooling/style-tag-transform.cjs).
  const drop =
    `function d(){var p=document.getElementById("${PRERENDER_ID}");if(p)p.remove();` +
    `var q=document.getElementById("${PRERENDER_OVERLAY_ID}");if(q)q.remove()}`;
  const start =
    `<script nonce="${nonce}">(function(){var s=false;${drop}function go(){if(s)return;s=true;` +
    `var e=document.createElement("script");e.src=${JSON.stringify(src)};e.onerror=d;document.head.appendChild(e)}` +
    `try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()})` +
    `.observe({type:"paint",buffered:true})}catch(x){go()}setTimeout(go,1000);` +
    `setTimeout(function(){if(!document.querySelector("#root [data-remote], #root [data-remote-fallback]"))d()},` +
    `${STARTER_GIVE_UP_MS})})()</script>`;
  const end = out.lastIndexOf('</body>');
  return end === -1 ? out + start : out.slice(0, end) + start + out.slice(end);
}
