const { createRemoteConfig } = require('../tooling/webpack.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mfe_legal',
  exposes: {
    "./LegalPage": "./src/app/legal-page.tsx"
  },
});
