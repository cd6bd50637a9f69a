const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { createRemoteConfig } = require('../tooling/webpack.cjs');

// The PDF copies are generated from the document texts by `pnpm build` (scripts/generate-pdfs.ts) before webpack.
// When webpack is run directly and they are missing, generate them here so the build never breaks.
const PDFS = ['terms-and-conditions', 'sweepstake-rules'].map((id) =>
  path.join(__dirname, 'generated', 'pdf', `${id}.pdf`),
);
if (PDFS.some((file) => !fs.existsSync(file))) {
  execFileSync(
    process.execPath,
    [require.resolve('tsx/cli'), path.join(__dirname, 'scripts', 'generate-pdfs.ts')],
    {
      cwd: __dirname,
      stdio: 'inherit',
    },
  );
}

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mfe_legal',
  exposes: {
    './LegalPage': './src/app/legal-page.tsx',
  },
});
