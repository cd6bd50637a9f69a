// One ESLint config for the workspace. The import boundaries of ARCHITECTURE.md are enforced here:
// remotes never import one another, contracts import nothing of ours, the api imports no front-end code.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REMOTES = ['mfe-auth', 'mfe-shop', 'mfe-wallet', 'mfe-games', 'mfe-notifications', 'mfe-legal'];

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const otherRemotes = (self) =>
  REMOTES.filter((r) => r !== self).map((r) => ({
    group: [r, `${r}/*`, `**/${r}`, `**/${r}/**`],
    message: 'Remotes never import one another: talk through the bus, the store or the server.',
  }));

const FRONT_END = [
  '@arcade/platform',
  '@arcade/shared-ui',
  'react',
  'react-dom',
  'react-dom/*',
  'react-router-dom',
  '**/shell/**',
  '**/platform/**',
  '**/shared-ui/**',
  ...REMOTES.flatMap((r) => [r, `**/${r}/**`]),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.deploy/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'e2e/.site/**',
      'bench/results/**',
      '.tools/**',
      '.pnpm-store/**',
      '**/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  ...REMOTES.map((r) => ({
    files: [`${r}/**/*.{ts,tsx}`],
    rules: restrict([
      ...otherRemotes(r),
      // The workspace's api/ and shell/ (a feature's own api/ folder, '../api/x', is fine).
      {
        regex: '^((\\.\\./){2,})?(api|shell)(/.*)?$',
        message: 'A remote may import contracts, platform and shared-ui only.',
      },
    ]),
  })),
  {
    files: ['contracts/**/*.ts'],
    rules: restrict([
      {
        group: [
          '@arcade/*',
          '**/platform/**',
          '**/shared-ui/**',
          '**/shell/**',
          '**/api/**',
          ...REMOTES.flatMap((r) => [r, `**/${r}/**`]),
        ],
        message: 'contracts import nothing of ours.',
      },
      {
        group: ['react', 'react-dom', 'node:*'],
        message: 'contracts are isomorphic: no React, no DOM, no Node APIs.',
      },
    ]),
  },
  {
    files: ['api/**/*.ts'],
    rules: restrict([{ group: FRONT_END, message: 'The api imports no front-end code (contracts only).' }]),
  },
  {
    // No React in the api: `use*` names (e.g. testing/use-test-app.ts) are not hooks.
    files: ['api/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['platform/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: [
          '@arcade/shared-ui',
          '**/shell/**',
          '**/shared-ui/**',
          '**/api/**',
          ...REMOTES.flatMap((r) => [r, `**/${r}/**`]),
        ],
        message: 'platform may import contracts only.',
      },
    ]),
  },
  {
    files: ['shared-ui/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: ['**/shell/**', '**/api/**', ...REMOTES.flatMap((r) => [r, `**/${r}/**`])],
        message: 'shared-ui may import contracts and platform only.',
      },
    ]),
  },
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: ['**/api/**', ...REMOTES.flatMap((r) => [r, `${r}/*`, `**/${r}/**`])],
        message: 'The shell loads remotes at run time only.',
      },
    ]),
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
);
