// Where the list of remotes comes from outside TypeScript: every `mfe-*` folder that holds a package.json.
// jest.config.cjs and scripts/lib.mjs read it here, pnpm-workspace.yaml, tsconfig.json and eslint.config.mjs use
// the glob `mfe-*`, and tooling/remotes.test.ts checks it against contracts/src/remotes.ts (the typed list).
// Node built-ins only: the workspace scripts load this before dependencies are installed.
const fs = require('node:fs');
const path = require('node:path');

const REMOTE_DIR = /^mfe-[a-z0-9]+(-[a-z0-9]+)*$/;

/** The folder names of the remotes under `root`, sorted. */
function remoteDirs(root) {
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && REMOTE_DIR.test(entry.name))
    .filter((entry) => fs.existsSync(path.join(root, entry.name, 'package.json')))
    .map((entry) => entry.name)
    .sort();
}

/** The federation name of a remote folder: `mfe-legal` -> `mfe_legal`. */
function remoteName(dir) {
  return dir.replaceAll('-', '_');
}

module.exports = { remoteDirs, remoteName };
