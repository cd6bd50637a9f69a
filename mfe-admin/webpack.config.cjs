const { createRemoteConfig } = require('../tooling/webpack.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mfe_admin',
  exposes: {
    './DashboardPage': './src/app/dashboard-page.tsx',
  },
});
