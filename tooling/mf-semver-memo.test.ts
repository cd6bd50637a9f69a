/**
 * The federation runtime's semver check is remembered in every bundle (tooling/mf-semver-memo.mjs, issue 9): the
 * bundler puts the wrapper in place of runtime-core's semver module wherever runtime-core imports it, and the
 * wrapper answers as the original does.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

const { mfSemverMemoPlugin, mfSemverModule } = require('./webpack.cjs') as {
  mfSemverMemoPlugin: () => webpack.WebpackPluginInstance;
  mfSemverModule: () => string;
};

jest.setTimeout(60_000);

/** Bundles an entry that uses runtime-core's share utilities, with the plugin and alias the real builds use. */
async function bundle(): Promise<{ modules: webpack.StatsModule[]; code: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-semver-'));
  const share = path.join(path.dirname(path.dirname(mfSemverModule())), 'share.js');
  fs.writeFileSync(
    path.join(dir, 'entry.mjs'),
    `import { getRegisteredShare } from ${JSON.stringify(share)};\n` +
      `import { satisfy } from ${JSON.stringify(path.join(__dirname, 'mf-semver-memo.mjs'))};\n` +
      'globalThis.__probe = { getRegisteredShare, satisfy };\n',
  );
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.mjs',
    target: 'node',
    output: { path: path.join(dir, 'out'), filename: 'out.js', library: { type: 'commonjs2' } },
    resolve: { alias: { '@arcade/mf-semver-original$': mfSemverModule() } },
    plugins: [mfSemverMemoPlugin()],
    optimization: { minimize: false, concatenateModules: false },
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((err, result) => (err || !result ? reject(err) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
  const modules = stats.toJson({ modules: true, reasons: true }).modules ?? [];
  return { modules, code: fs.readFileSync(path.join(dir, 'out', 'out.js'), 'utf8') };
}

describe('the federation runtime semver check in a bundle', () => {
  let built: { modules: webpack.StatsModule[]; code: string };
  beforeAll(async () => {
    built = await bundle();
  });

  it("holds the wrapper where runtime-core's share module imports the semver module, and the original once", () => {
    const memo = built.modules.find((m) => m.nameForCondition === path.join(__dirname, 'mf-semver-memo.mjs'));
    const importers = (memo?.reasons ?? []).map((r) => String(r.resolvedModuleIdentifier ?? ''));
    expect(importers.some((id) => id.endsWith(`${path.sep}utils${path.sep}share.js`))).toBe(true);
    const original = fs.realpathSync(mfSemverModule());
    const originals = built.modules.filter(
      (m) => m.nameForCondition && fs.realpathSync(m.nameForCondition) === original,
    );
    expect(originals).toHaveLength(1);
    // The original is imported by the wrapper alone.
    expect(new Set(originals[0].reasons?.map((r) => r.resolvedModuleIdentifier))).toEqual(
      new Set([memo?.identifier]),
    );
  });

  it('answers as the original does, and the same again from what it kept', () => {
    const sandbox: { __probe?: { satisfy: (v: unknown, r: unknown) => boolean } } = {};
    new Function('globalThis', 'module', 'exports', 'require', built.code)(
      sandbox,
      { exports: {} },
      {},
      require,
    );
    const satisfy = sandbox.__probe!.satisfy;
    const cases: Array<[unknown, unknown, boolean]> = [
      ['19.2.0', '^19.0.0', true],
      ['19.2.0', '^18.2.0', false],
      ['7.9.1', '>=7.0.0 <8', true],
      ['1.2.3', '<=1.2.2', false],
      ['1.2.3', '~1.2.0 || ^2', true],
      ['2.0.0-beta.1', '^2.0.0', false],
      [undefined, '^1.0.0', false],
    ];
    for (const [version, range, expected] of cases) {
      expect(satisfy(version, range)).toBe(expected);
      expect(satisfy(version, range)).toBe(expected);
    }
  });
});
