import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, SITE_PORT } from './support/site-config';

/**
 * Cross-remote suites in Debian's Chromium against the production build served by the api.
 * BASE_URL points the suite at any deployed site; otherwise it starts the site itself (fresh embedded DB, with
 * SANDBOX=on set by support/serve-test-site.mjs: the suites read the development mailbox and SMS outbox).
 */
const external = process.env.BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${SITE_PORT}`;

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // The api refuses writes without a same-origin proof (api/src/http/same-origin.ts). Chromium sends Origin on
    // its own fetches; Playwright's API request contexts (request, page.request) do not, so they send it here.
    extraHTTPHeaders: { origin: new URL(baseURL).origin },
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: external
    ? undefined
    : {
        command: 'node support/serve-test-site.mjs',
        cwd: __dirname,
        url: `${baseURL}/health`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
