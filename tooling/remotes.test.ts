import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES } from '../contracts/src/remotes';
import { remoteDirs, remoteName } from './remotes.cjs';

// The typed list of remotes (contracts/src/remotes.ts) and the folders that jest, the scripts, pnpm, tsc and lint
// find on disk must be the same list, or a new remote would be half wired.
const root = path.resolve(__dirname, '..');
const dirs = remoteDirs(root);

describe('the list of remotes', () => {
  it('finds every remote folder, and only those', () => {
    expect(dirs).toEqual(
      Object.values(REMOTES)
        .map((r) => r.dir)
        .sort(),
    );
    expect(dirs.length).toBeGreaterThan(0);
  });

  it.each(dirs)('%s: its entry, package and federation name agree', (dir) => {
    const name = remoteName(dir);
    expect(REMOTES[name as keyof typeof REMOTES]?.dir).toBe(dir);
    const pkg = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as { name: string };
    expect(pkg.name).toBe(dir);
    expect(fs.readFileSync(path.join(root, dir, 'webpack.config.cjs'), 'utf8')).toContain(`name: '${name}'`);
  });

  it('ignores a folder without a package.json and names that are not mfe-*', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-'));
    try {
      for (const d of ['mfe-one', 'mfe-two', 'mfe-draft', 'shell', 'mfe_bad'])
        fs.mkdirSync(path.join(tmp, d));
      for (const d of ['mfe-two', 'mfe-one', 'shell', 'mfe_bad'])
        fs.writeFileSync(path.join(tmp, d, 'package.json'), '{}');
      expect(remoteDirs(tmp)).toEqual(['mfe-one', 'mfe-two']);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
