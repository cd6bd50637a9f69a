// Writes FILE.br (brotli, quality 11) and FILE.gz (gzip, level 9) beside every text file of a build folder, for the
// api to serve as they are (api/src/modules/static/send-file.ts). Node built-ins only.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Extensions of the text files worth compressing (images, fonts and wasm are already compressed or binary). Not
 * source maps: they are never served (decision 0114).
 */
export const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);
/** Below this size a compressed copy saves less than its own headers cost. */
export const MIN_BYTES = 256;

export const brotli = (buf) =>
  zlib.brotliCompressSync(buf, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
export const gzip = (buf) => zlib.gzipSync(buf, { level: 9 });

function listFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? listFiles(p) : [p];
  });
}

/**
 * Precompresses every compressible file under dir (skipping ones whose .br and .gz are already newer than them).
 * A copy is kept only when it is smaller than the original. Returns { files, raw, br, gz } byte totals.
 */
export function precompressDir(dir) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const file of listFiles(dir)) {
    if (!COMPRESSIBLE.has(path.extname(file).toLowerCase())) continue;
    const stat = fs.statSync(file);
    if (stat.size < MIN_BYTES) continue;
    const buf = fs.readFileSync(file);
    totals.files += 1;
    totals.raw += buf.length;
    for (const [ext, fn] of [
      ['.br', brotli],
      ['.gz', gzip],
    ]) {
      const out = file + ext;
      const existing = fs.existsSync(out) ? fs.statSync(out) : null;
      if (existing && existing.mtimeMs >= stat.mtimeMs) {
        totals[ext.slice(1)] += existing.size;
        continue;
      }
      const packed = fn(buf);
      if (packed.length >= buf.length) {
        fs.rmSync(out, { force: true });
        totals[ext.slice(1)] += buf.length;
        continue;
      }
      fs.writeFileSync(out, packed);
      totals[ext.slice(1)] += packed.length;
    }
  }
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const dir of process.argv.slice(2)) {
    const t = precompressDir(path.resolve(dir));
    process.stdout.write(`${dir}: ${t.files} files, ${t.raw} bytes -> br ${t.br}, gz ${t.gz}\n`);
  }
}
