// jsdom plus the fetch API of Node (jsdom has none): ky and the platform's API client run unchanged in tests.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const key of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'ReadableStream',
      'AbortController',
      'AbortSignal',
      'structuredClone',
      'TextEncoder',
      'TextDecoder',
    ]) {
      if (globalThis[key] && !this.global[key]) this.global[key] = globalThis[key];
    }
    // Node's Request/Response must share AbortSignal with fetch.
    this.global.AbortController = globalThis.AbortController;
    this.global.AbortSignal = globalThis.AbortSignal;
    // Multipart bodies: Node's FormData/Blob/File, which Node's Request can serialise.
    for (const key of ['FormData', 'Blob', 'File']) this.global[key] = globalThis[key];
    // As in a browser, relative URLs resolve against the page's location.
    const win = this.global;
    const NodeRequest = globalThis.Request;
    const absolute = (input) =>
      typeof input === 'string' || input instanceof URL ? new URL(String(input), win.location.href) : input;
    this.global.Request = class BrowserRequest extends NodeRequest {
      constructor(input, init) {
        super(absolute(input), init);
      }
    };
    this.global.fetch = (input, init) => globalThis.fetch(absolute(input), init);
  }
}

module.exports = JsdomWithFetch;
