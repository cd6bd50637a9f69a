const { createRemoteConfig } = require('../tooling/webpack.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mfe_wallet',
  exposes: {
    './ProfilePage': './src/app/profile-page.tsx',
    './RewardsPage': './src/app/rewards-page.tsx',
    './BalanceWidget': './src/app/balance-widget.tsx',
    './DailyBonusModal': './src/app/daily-bonus-modal.tsx',
    './RealityCheckModal': './src/app/reality-check-modal.tsx',
  },
});
