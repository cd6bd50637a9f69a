// Starts the api (src/server.ts) with tsx's CommonJS hook alone: TypeScript is compiled as each file is required.
// `tsx src/server.ts` (or `node --import tsx`) also registers tsx's ESM hooks, which Node runs in a loader thread
// with a V8 isolate of its own: about 30 MiB of the embedded default's idle memory for nothing, since the api is
// CommonJS (issue 9). Packages that are ES modules (oidc-provider, openid-client) still load through import().
require('tsx/cjs');
require('./src/server.ts');
