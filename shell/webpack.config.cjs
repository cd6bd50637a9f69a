const path = require('node:path');
const { createHostConfig } = require('../tooling/webpack.cjs');

module.exports = createHostConfig({
  dir: __dirname,
  runtimePlugins: [path.join(__dirname, 'src/federation/error-plugin.ts')],
});
