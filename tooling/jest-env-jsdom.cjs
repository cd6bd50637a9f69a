// jsdom plus the fetch API of Node (jsdom has none): ky and the platform's API client run unchanged in tests.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const key of ['fetch', 'Request', 'Response', 'Headers', 'ReadableStream', 'AbortController', 'AbortSignal', 'structuredClone', 'TextEncoder', 'TextDecoder']) {
      if (globalThis[key] && !this.global[key]) this.global[key] = globalThis[key];
    }
    // Node's Request/Response must share AbortSignal with fetch.
    this.global.AbortController = globalThis.AbortController;
    this.global.AbortSignal = globalThis.AbortSignal;
  }
}

module.exports = JsdomWithFetch;
