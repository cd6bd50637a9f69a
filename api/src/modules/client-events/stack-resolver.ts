import fs from 'node:fs';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

/**
 * Reported stacks made readable with the production builds' source maps (webpack `hidden-source-map`: the bundles
 * name no map, the static server refuses *.map, decision 0114). A frame's script URL is mapped to the file the
 * site serves it from (/assets/* in the shell build, /remotes/NAME/VERSION/* in the deploy folder); when FILE.map
 * is beside it, the frame's line and column become the original source's. Frames of other origins' scripts, or
 * without a map, stay as reported.
 */
export interface StackResolverRoots {
  /** The built shell (its assets/ folder serves /assets/*). */
  shellDir: string;
  /** DEPLOY_DIR (its remotes/ folder serves /remotes/*). */
  deployDir: string;
}

/** `https://host/assets/main.1a2b.js:1:2345`, `/remotes/mfe_shop/1.0.0-ab/12.js:3:4` (Chrome and Firefox frames). */
const FRAME_LOCATION = /((?:https?:\/\/[^/\s()]+)?\/(?:assets|remotes)\/[^\s()?#]+?\.js):(\d+):(\d+)/g;
const NAME_RE = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const VERSION_RE = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;
const MAX_CACHED_MAPS = 32;
/** Maps larger than this are not read (a bundle's map is a few MiB at most). */
const MAX_MAP_BYTES = 32 * 1024 * 1024;

export class StackResolver {
  private readonly maps = new Map<string, TraceMap | null>();

  constructor(private readonly roots: StackResolverRoots) {}

  /** The file a script URL's path is served from, or null (outside the two roots, or not a bundle). */
  fileOf(urlOrPath: string): string | null {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(urlOrPath, 'http://x').pathname);
    } catch {
      return null;
    }
    const parts = pathname.split('/').filter(Boolean);
    if (parts.some((p) => p === '..' || p === '.' || p.includes('\\'))) return null;
    let root: string;
    let rest: string[];
    if (parts[0] === 'assets') {
      root = path.join(this.roots.shellDir, 'assets');
      rest = parts.slice(1);
    } else if (parts[0] === 'remotes' && NAME_RE.test(parts[1] ?? '') && VERSION_RE.test(parts[2] ?? '')) {
      root = path.join(this.roots.deployDir, 'remotes');
      rest = parts.slice(1);
    } else return null;
    if (rest.length === 0 || !rest[rest.length - 1]!.endsWith('.js')) return null;
    const file = path.resolve(root, ...rest);
    return file.startsWith(root + path.sep) ? file : null;
  }

  /** The parsed map beside a bundle, or null; kept (bundles are immutable: their names carry their content hash). */
  private async mapOf(file: string): Promise<TraceMap | null> {
    if (this.maps.has(file)) return this.maps.get(file) ?? null;
    let map: TraceMap | null = null;
    try {
      const stat = await fs.promises.stat(`${file}.map`);
      if (stat.isFile() && stat.size <= MAX_MAP_BYTES)
        map = new TraceMap(await fs.promises.readFile(`${file}.map`, 'utf8'));
    } catch {
      map = null;
    }
    if (this.maps.size >= MAX_CACHED_MAPS) this.maps.delete(this.maps.keys().next().value!);
    this.maps.set(file, map);
    return map;
  }

  /** The stack with every frame that has a map rewritten to `source:line:column`; resolved says how many. */
  async resolve(stack: string): Promise<{ stack: string; resolved: number }> {
    const frames = [...stack.matchAll(FRAME_LOCATION)];
    if (frames.length === 0) return { stack, resolved: 0 };
    const replacements = new Map<string, string>();
    for (const [whole, url, line, column] of frames) {
      if (replacements.has(whole)) continue;
      const file = this.fileOf(url!);
      const map = file ? await this.mapOf(file) : null;
      if (!map) continue;
      const original = originalPositionFor(map, { line: Number(line), column: Number(column) - 1 });
      if (original.source === null || original.line === null) continue;
      const source = original.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
      const at = `${source}:${original.line}:${(original.column ?? 0) + 1}`;
      replacements.set(whole, original.name ? `${at} [${original.name}]` : at);
    }
    if (replacements.size === 0) return { stack, resolved: 0 };
    let resolved = 0;
    const out = stack.replace(FRAME_LOCATION, (whole) => {
      const replacement = replacements.get(whole);
      if (!replacement) return whole;
      resolved += 1;
      return replacement;
    });
    return { stack: out, resolved };
  }
}
