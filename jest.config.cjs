// One jest run for every package: browser packages in jsdom, the api in node. Every remote (`mfe-*` folder with a
// package.json) is a project of its own, found on disk: adding a remote needs no edit here.
const { remoteDirs } = require('./tooling/remotes.cjs');

const swc = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
];
const browser = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: '<rootDir>/../tooling/jest-env-jsdom.cjs',
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['node_modules/(?!.pnpm|ky|mitt)', 'node_modules/.pnpm/(?!ky@|mitt@)'],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '\\.(svg|png|jpe?g|pdf)$': '<rootDir>/../tooling/file-stub.cjs',
  },
  setupFiles: ['<rootDir>/../tooling/jest-setup-env.cjs'],
  setupFilesAfterEnv: ['<rootDir>/../tooling/jest-setup-dom.cjs'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});
module.exports = {
  // Every core: jest's default leaves one for its main process, which on this 2-core machine means one worker
  // running every file in band; the main process does little, and two workers took 11 s where one took 18 s.
  maxWorkers: '100%',
  // Global (per-project testTimeout is ignored): PGlite set-up and PostgreSQL concurrency tests need time.
  testTimeout: 60000,
  projects: [
    {
      displayName: 'tooling',
      rootDir: '<rootDir>/tooling',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/**/*.test.ts'],
    },
    {
      displayName: 'contracts',
      rootDir: '<rootDir>/contracts',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    ...['platform', 'shared-ui', 'shell', ...remoteDirs(__dirname)].map(browser),
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      // content-disposition 3 (used by @fastify/static under @fastify/swagger-ui) and otplib's @scure/base and
      // @noble/hashes (the staff second factor) are ESM only: compile them.
      transformIgnorePatterns: [
        '/node_modules/(?!\\.pnpm/(content-disposition|@scure\\+base|@noble\\+hashes)@|content-disposition/|@scure/base/|@noble/hashes/)',
      ],
      testTimeout: 60000,
    },
  ],
};
