// jsdom lacks these; react-router and ky need them.
const util = require('node:util');
globalThis.TextEncoder ??= util.TextEncoder;
globalThis.TextDecoder ??= util.TextDecoder;
globalThis.__REMOTE_NAME__ = 'test';
globalThis.__REMOTE_VERSION__ = '0.0.0-test';
if (typeof window !== 'undefined') {
  window.scrollTo = () => {};
  window.matchMedia ??= (query) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    onchange: null,
    dispatchEvent: () => false,
  });
}
