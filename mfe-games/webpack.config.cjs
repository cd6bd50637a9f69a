const { createRemoteConfig } = require('../tooling/webpack.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mfe_games',
  exposes: {
    './HomePage': './src/app/home-page.tsx',
    './GamesPage': './src/app/games-page.tsx',
    './SideWidget': './src/app/side-widget.tsx',
  },
});
