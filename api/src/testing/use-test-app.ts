import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

/**
 * The api of a test file (or of a describe block): created before its tests on a fresh database, closed after
 * them. Call it at the top level of the file or block; the answer's app, db and config are there inside tests.
 *
 *   const t = useTestApp();
 *   it('answers', async () => expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200));
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  }, 180_000);
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  const get = (): TestApp => {
    if (!current) throw new Error('useTestApp: the app exists only while the tests of its block run');
    return current;
  };
  return {
    get app() {
      return get().app;
    },
    get db() {
      return get().db;
    },
    get config() {
      return get().config;
    },
    close: () => get().close(),
  };
}
