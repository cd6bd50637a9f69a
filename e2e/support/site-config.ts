import path from 'node:path';

export const SITE_PORT = Number(process.env.E2E_PORT ?? 4317);
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** The folder the self-started site deploys remotes into (tests that deploy need it; not with BASE_URL). */
export const SITE_DIR = path.resolve(process.env.E2E_SITE_DIR ?? path.join(__dirname, '..', '.site'));
export const DEPLOY_DIR = path.join(SITE_DIR, 'deploy');
/** Only known for the self-started site: lets a test forge an expired access token. */
export const TEST_JWT_SECRET = 'e2e-only-secret-0123456789abcdef0123456789abcdef';
export const SELF_STARTED = !process.env.BASE_URL;
export const REPO_ROOT = path.join(__dirname, '..', '..');
