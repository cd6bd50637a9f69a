const { createRemoteConfig } = require('../tooling/webpack.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mfe_notifications',
  exposes: {
    './Bell': './src/app/bell.tsx',
    './NotificationPopup': './src/app/notification-popup.tsx',
    './ChatLauncher': './src/app/chat-launcher.tsx',
  },
});
