import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  STAFF_ONLY_REMOTES,
  API_BASE,
  BOOT_DATA_ID,
  PRERENDER_DATA_FILE,
  answersDigest,
  prerenderKey,
  EARLY_SESSION_GLOBAL,
  FIRST_LOAD_WIDGETS,
  manifestModuleChunks,
  manifestModules,
  manifestRemoteEntry,
  ROUTES,
  type BootAnswerPath,
  type BootData,
  type FederationManifest,
  type FirstLoadModule,
  type RemoteName,
} from '@arcade/contracts';
import type { RegistryAnswer } from './registry';
import { placePicture, prerenderParts, readPrerender } from './prerender';

/**
 * The shell's HTML made per request (issue 9, flat first load): the built index.html with, before </head>,
 * - the registry and the session hint as a JSON data block (`BOOT_DATA_ID`): the shell registers the remotes
 *   without fetching /remotes.json, and a visitor's page asks no session question at all;
 * - preload hints for the current route's remote (its mf-manifest.json, remoteEntry.js and the exposed module's
 *   chunks) and for the widgets every page mounts, so they download beside the shell's own script;
 * - for a browser with session cookies, an inline script (CSP nonce) that starts GET /user/me at once.
 * The registry is read per request, so a deploy or rollback shows in the next page without a restart.
 */

interface Template {
  mtimeMs: number;
  size: number;
  text: string;
}
const templates = new Map<string, Template>();

/** index.html as built, re-read when the file changes (a rebuild). */
export async function readTemplate(file: string, stat: fs.Stats): Promise<string> {
  const cached = templates.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.text;
  const text = await fs.promises.readFile(file, 'utf8');
  templates.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, text });
  return text;
}

interface ManifestInfo {
  remoteEntry: string;
  exposes: Map<string, string[]>;
}
/** Deployed versions are immutable: a manifest read once is good for the life of the process (bounded). */
const manifests = new Map<string, ManifestInfo | null>();
const MAX_MANIFESTS = 256;

async function readManifest(deployDir: string, url: string): Promise<ManifestInfo | null> {
  if (manifests.has(url)) return manifests.get(url) ?? null;
  const m = /^\/remotes\/([A-Za-z_$][A-Za-z0-9_$]*)\/([A-Za-z0-9][A-Za-z0-9._+-]*)\/mf-manifest\.json$/.exec(
    url,
  );
  let info: ManifestInfo | null = null;
  if (m) {
    try {
      const file = path.join(deployDir, 'remotes', m[1]!, m[2]!, 'mf-manifest.json');
      const json = JSON.parse(await fs.promises.readFile(file, 'utf8')) as FederationManifest;
      const remoteEntry = manifestRemoteEntry(json);
      if (remoteEntry) {
        const exposes = new Map(
          manifestModules(json).map((module) => [module, manifestModuleChunks(json, module)]),
        );
        info = { remoteEntry, exposes };
      }
    } catch {
      info = null;
    }
  }
  if (manifests.size >= MAX_MANIFESTS) manifests.clear();
  manifests.set(url, info);
  return info;
}

/** The route the shell will render for a path (exact match; unknown paths render nothing of a remote). */
export function routeFor(pathname: string) {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTES.find((r) => r.path === p);
}

/** The modules the first render mounts: the route's own module, then the page-wide widgets. */
export function firstLoadModules(pathname: string, signedIn: boolean): FirstLoadModule[] {
  const route = routeFor(pathname);
  const out: FirstLoadModule[] = [];
  // A guarded route waits for the session; a visitor on a signed-in route is sent to /login: no page to preload.
  // A staff-only remote (mfe_admin) is never hinted: the session hint does not say staff, and a player's page
  // must not download it (the staff page loads it on demand).
  if (
    route &&
    !(STAFF_ONLY_REMOTES as readonly string[]).includes(route.remote) &&
    (route.guard === 'none' || route.guard === 'guest' || signedIn)
  )
    out.push({ remote: route.remote, module: route.module });
  for (const w of signedIn ? FIRST_LOAD_WIDGETS.signedIn : FIRST_LOAD_WIDGETS.visitor) {
    if (!out.some((o) => o.remote === w.remote && o.module === w.module)) out.push(w);
  }
  return out;
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON safe inside a <script> element: no "</script", no "<!--", no U+2028/2029 surprises. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The <link> hints for the first render's remote modules, in the order they are needed. */
export async function preloadLinks(
  deployDir: string,
  registry: RegistryAnswer,
  modules: FirstLoadModule[],
): Promise<string[]> {
  const links: string[] = [];
  const seen = new Set<string>();
  const add = (tag: string, href: string) => {
    if (seen.has(href)) return;
    seen.add(href);
    links.push(tag.replace('HREF', escapeAttr(href)));
  };
  for (const { remote, module } of modules) {
    const entry = (registry.remotes as Partial<Record<RemoteName, { manifest?: string }>>)[remote];
    if (!entry || typeof entry.manifest !== 'string') continue;
    const info = await readManifest(deployDir, entry.manifest);
    if (!info) continue;
    const base = entry.manifest.slice(0, entry.manifest.lastIndexOf('/') + 1);
    // The federation runtime fetches the manifest (mode cors, same-origin credentials), then the entry script.
    add('<link rel="preload" as="fetch" crossorigin="anonymous" href="HREF">', entry.manifest);
    add('<link rel="preload" as="script" href="HREF">', base + info.remoteEntry);
    for (const file of info.exposes.get(module) ?? [])
      add('<link rel="preload" as="script" href="HREF">', base + file);
  }
  return links;
}

export interface ShellHtmlInput {
  template: string;
  deployDir: string;
  registry: RegistryAnswer;
  pathname: string;
  /** The request's URL had a query string: its page may depend on it, so it is not sent prerendered. */
  hasQuery?: boolean;
  signedIn: boolean;
  /** The route's boot answers (BootAnswers.for(route.answers)), or null/undefined when it has none or they failed. */
  answers?: Partial<Record<BootAnswerPath, unknown>> | null;
  /** The route's picture was made with other answers (or none): asked to make one with the current answers. */
  onStalePicture?: (key: string) => void;
}

/**
 * A visitor's first screen (prerender.ts), when the route has one made for this shell build and registry: for a
 * route with boot answers, the one made with the answers this page carries (PRERENDER_DATA_FILE), else the
 * deploy-time one (its skeletons; the live page then shows the data when the picture goes) and a new one is asked.
 */
async function pictureFor(
  input: ShellHtmlInput,
  path: string,
  answerPaths: readonly BootAnswerPath[] | undefined,
) {
  const { deployDir, template, registry, answers } = input;
  const made = prerenderParts(await readPrerender(deployDir), template, registry, path);
  if (!answerPaths || !answers) return made;
  const digest = answersDigest(answerPaths, answers);
  const data = prerenderParts(
    await readPrerender(deployDir, PRERENDER_DATA_FILE),
    template,
    registry,
    path,
    digest,
  );
  if (data) return data;
  // Only where the deploy makes pictures at all (its file is there and current).
  if (made) input.onStalePicture?.(prerenderKey(template, registry.remotes, STAFF_ONLY_REMOTES));
  return made;
}

/** The page and, when it carries an inline script, the nonce the CSP must allow. */
export async function renderShellHtml(
  input: ShellHtmlInput,
): Promise<{ html: string; nonce: string | null }> {
  const { template, deployDir, registry, pathname, signedIn, hasQuery = false, answers } = input;
  const boot: BootData = answers ? { registry, signedIn, answers } : { registry, signedIn };
  const parts = [`<script type="application/json" id="${BOOT_DATA_ID}">${jsonForScript(boot)}</script>`];
  const route = routeFor(pathname);
  const picture =
    !signedIn && !hasQuery && route?.prerender && route.path === pathname
      ? await pictureFor(input, route.path, route.answers)
      : null;
  const nonce = signedIn || picture ? crypto.randomBytes(16).toString('base64') : null;
  if (signedIn) {
    // The session request starts now, before the bundles; the platform takes its answer (or redoes it).
    const url = `${API_BASE}/user/me`;
    parts.push(
      `<script nonce="${nonce}">window.${EARLY_SESSION_GLOBAL}=fetch(${jsonForScript(url)},{credentials:"include"}).catch(function(){return null});</script>`,
    );
  }
  parts.push(...(await preloadLinks(deployDir, registry, firstLoadModules(pathname, signedIn))));
  if (picture) parts.push(picture.head);
  const block = parts.join('');
  const at = template.indexOf('</head>');
  let html = at === -1 ? block + template : template.slice(0, at) + block + template.slice(at);
  if (picture && nonce) html = placePicture(html, picture, nonce);
  return { html, nonce };
}

/** The response's CSP with the page's nonce added to script-src. */
export function withScriptNonce(csp: string, nonce: string): string {
  return csp.replace(/(^|;)\s*script-src ([^;]*)/, (_m, sep: string, sources: string) => {
    return `${sep}script-src ${sources} 'nonce-${nonce}'`;
  });
}
