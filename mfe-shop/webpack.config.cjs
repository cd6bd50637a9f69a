const { createRemoteConfig } = require('../tooling/webpack.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mfe_shop',
  exposes: {
    './BuyCoinsPage': './src/app/buy-coins-page.tsx',
    './ResultPage': './src/app/result-page.tsx',
    './DepositSuccessPage': './src/app/deposit-success-page.tsx',
    './BuyCoinsModal': './src/app/buy-coins-modal.tsx',
  },
});
