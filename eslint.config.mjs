// One ESLint config for the workspace. The import boundaries of ARCHITECTURE.md are enforced here with
// eslint-plugin-boundaries: every file is classified by its folder (globs, so a new `mfe-*` remote is covered
// without editing a list) and every static import, `export … from`, dynamic import() and require() is resolved
// to a file and checked against the policies below. tooling/import-boundaries.test.ts proves each rule fails.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

/**
 * Inside api/src, one way down (ARCHITECTURE.md "Layers inside api/"): `http/`, `db/`, `jobs/` and `config*.ts` at
 * the bottom; `events/` (after-commit pushes) above them; the ledger (`modules/ledger`) a leaf that only knows the
 * database; the feature modules (`modules/<name>`, each its own element) on top; `modules/features.ts` lists them,
 * and the app (`app.ts`, `server.ts`) composes everything. Listed before the `api` zone, which keeps the rest of api/
 * (and its node_modules). Elements are folders: the files directly in `api/src` (`api-src`) and in `api/src/modules`
 * (`api-modules`) are told apart by their names (`fileInternalPath`).
 */
const API_ELEMENTS = [
  { type: 'api-test-kit', pattern: ['api/src/testing', 'api/src/**/testing'], partialMatch: false },
  ...['http', 'db', 'jobs', 'events'].map((layer) => ({
    type: `api-${layer}`,
    pattern: `api/src/${layer}`,
    partialMatch: false,
  })),
  { type: 'api-ledger', pattern: 'api/src/modules/ledger', partialMatch: false },
  { type: 'api-module', pattern: 'api/src/modules/*', capture: ['module'], partialMatch: false },
  { type: 'api-modules', pattern: 'api/src/modules', partialMatch: false },
  { type: 'api-src', pattern: 'api/src', partialMatch: false },
];
const API = ['api', ...API_ELEMENTS.map((e) => e.type)];
/** Tests, test kits and the composition (app, server, the seed) may import anything of the api: no layer rules. */
const API_UNLAYERED = [
  'api/src/**/*.test.ts',
  'api/src/testing/**',
  'api/src/**/testing/**',
  'api/src/app.ts',
  'api/src/server.ts',
  // The seed creates the demo accounts with the users module's password hashing: it composes, like server.ts.
  'api/src/db/seed.ts',
];
const API_CONFIG = { element: { type: 'api-src', fileInternalPath: 'config*.ts' } };
const API_APP = { element: { type: 'api-src', fileInternalPath: '!(config*).ts' } };
const API_FEATURES = { element: { type: 'api-modules' } };

/**
 * Zones, matched from the repository root (the first pattern that matches a file wins). A remote is any `mfe-*`
 * folder; inside it `src/app` composes the features `src/features/<name>`, and the rest (`src/lib`,
 * `src/components`, `src/testing`…) is shared by them.
 */
const ELEMENTS = [
  ...API_ELEMENTS,
  { type: 'feature', pattern: 'mfe-*/src/features/*', capture: ['remote', 'feature'], partialMatch: false },
  { type: 'remote-app', pattern: 'mfe-*/src/app', capture: ['remote'], partialMatch: false },
  { type: 'remote', pattern: 'mfe-*', capture: ['remote'], partialMatch: false },
  ...['contracts', 'platform', 'shared-ui', 'shell', 'api', 'e2e', 'bench', 'tooling', 'scripts'].map(
    (zone) => ({
      type: zone,
      pattern: zone,
      partialMatch: false,
    }),
  ),
];

const REMOTE = ['remote', 'remote-app', 'feature'];
/** What sits above api's bottom layer (http, db, config, jobs). */
const API_ABOVE_BOTTOM = ['api-events', 'api-ledger', 'api-module', 'api-test-kit'];
const SAME_REMOTE = { remote: '{{ from.element.captured.remote }}' };
const zone = (...types) => ({ element: { types: { anyOf: types } } });
/**
 * Imports by name: our packages where no resolver can follow them (a package that does not depend on them stays
 * unresolved; unresolved names count as local, see `flag-as-external` below) and front-end libraries.
 */
const source = (...names) => ({ dependency: { source: names.flatMap((name) => [name, `${name}/**`]) } });
const FRONT_END_LIBS = source('react', 'react-dom', 'react-router-dom');

/** The api imports no front-end code: in api/ and again in api/src's layered files (their policies replace it). */
const API_FRONT_END = {
  disallow: [
    { to: zone('platform', 'shared-ui', 'shell', ...REMOTE) },
    source('@arcade/platform', '@arcade/shared-ui', 'mfe-*'),
    FRONT_END_LIBS,
  ],
  message: 'The api imports no front-end code (contracts only).',
};

/** The policies of each zone, applied to its files only. Default allow: each policy names what is refused. */
const BOUNDARIES = [
  {
    files: ['mfe-*/**'],
    policies: [
      {
        disallow: [
          {
            to: {
              element: {
                types: { anyOf: REMOTE },
                captured: { remote: '!{{ from.element.captured.remote }}' },
              },
            },
          },
          source('mfe-*'),
        ],
        message: 'Remotes never import one another: talk through the bus, the store or the server.',
      },
      {
        disallow: { to: zone(...API, 'shell', 'e2e', 'bench', 'scripts') },
        message: 'A remote may import contracts, platform and shared-ui only.',
      },
      {
        from: zone('feature'),
        disallow: {
          to: {
            element: {
              type: 'feature',
              captured: { ...SAME_REMOTE, feature: '!{{ from.element.captured.feature }}' },
            },
          },
        },
        message:
          'A feature never imports another feature: move the shared code to the remote’s src/lib (or src/components), or compose both in src/app.',
      },
      {
        from: zone('feature'),
        disallow: { to: { element: { type: 'remote-app', captured: SAME_REMOTE } } },
        message: 'A feature never imports src/app: the app composes features, not the other way round.',
      },
      {
        from: { element: { type: 'remote', fileInternalPath: 'src/**' } },
        disallow: { to: { element: { types: { anyOf: ['feature', 'remote-app'] }, captured: SAME_REMOTE } } },
        message:
          'Shared code of a remote (src/lib, src/components, src/testing…) never imports a feature or src/app.',
      },
    ],
  },
  {
    files: ['contracts/**'],
    // Node's built-in modules are neither local nor unresolved: see them too.
    checkAllOrigins: true,
    policies: [
      {
        disallow: [{ to: { module: { origin: 'local' } } }, source('@arcade/*', 'mfe-*')],
        message: 'contracts import nothing of ours.',
      },
      {
        disallow: [FRONT_END_LIBS, { to: { module: { origin: 'core' } } }],
        message: 'contracts are isomorphic: no React, no DOM, no Node APIs.',
      },
    ],
  },
  {
    files: ['api/**'],
    // React would be an installed (external) package if the api ever depended on it: see those too.
    checkAllOrigins: true,
    policies: [API_FRONT_END],
  },
  {
    files: ['api/src/**'],
    ignores: API_UNLAYERED,
    checkAllOrigins: true,
    policies: [
      API_FRONT_END,
      {
        from: [zone('api-http', 'api-db', 'api-jobs'), API_CONFIG],
        disallow: [{ to: zone(...API_ABOVE_BOTTOM) }, { to: API_APP }, { to: API_FEATURES }],
        message:
          'api/src/http, db, jobs and config are the bottom layer: http, jobs and config import db (http also config), never events, the ledger, a module or the app.',
      },
      {
        from: zone('api-db'),
        disallow: [{ to: zone('api-http', 'api-jobs') }, { to: API_CONFIG }],
        message: 'api/src/db imports nothing else of the api (config, http and jobs import it).',
      },
      {
        from: zone('api-events'),
        disallow: [
          { to: zone(...API_ABOVE_BOTTOM, 'api-jobs') },
          { to: API_APP },
          { to: API_FEATURES },
          { to: API_CONFIG },
        ],
        message:
          'api/src/events imports only db and http (the live module binds its sockets; modules queue events).',
      },
      {
        from: zone('api-ledger'),
        disallow: [
          { to: zone('api-http', 'api-jobs', ...API_ABOVE_BOTTOM.filter((type) => type !== 'api-ledger')) },
          { to: API_APP },
          { to: API_FEATURES },
          { to: API_CONFIG },
          source('fastify', '@fastify/*', 'socket.io', 'socket.io-client'),
        ],
        message:
          'The ledger is a leaf: it imports only db (and its own files): no socket, live, HTTP errors or other module; callers add side effects after the transfer.',
      },
      {
        from: zone('api-module'),
        disallow: [{ to: zone('api-test-kit') }, { to: API_APP }, { to: API_FEATURES }],
        message: 'A feature module never imports modules/features.ts, the app or a test kit.',
      },
      {
        from: API_FEATURES,
        disallow: [{ to: zone('api-test-kit') }, { to: API_APP }],
        message: 'modules/features.ts lists the modules: it never imports the app or a test kit.',
      },
    ],
  },
  {
    files: ['shell/**'],
    policies: [
      {
        disallow: [{ to: zone(...REMOTE, ...API) }, source('mfe-*')],
        message:
          'The shell loads remotes at run time only (the registry and the federation runtime), never by import.',
      },
    ],
  },
  {
    files: ['platform/**'],
    policies: [
      {
        disallow: [
          { to: zone('shared-ui', 'shell', ...API, ...REMOTE) },
          source('@arcade/shared-ui', 'mfe-*'),
        ],
        message: 'platform may import contracts only.',
      },
    ],
  },
  {
    files: ['shared-ui/**'],
    policies: [
      {
        disallow: [{ to: zone('shell', ...API, ...REMOTE) }, source('mfe-*')],
        message: 'shared-ui may import contracts and platform only.',
      },
    ],
  },
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
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { boundaries },
    settings: {
      // Without a resolver that knows .ts the plugin cannot follow an import and reports nothing.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] } },
      // One lint run: keep every resolution (the default 30 s expires during a slow run and resolves again).
      'import/cache': { lifetime: Infinity },
      'boundaries/elements': ELEMENTS,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import', 'require'],
      'boundaries/legacy-templates': false,
      'boundaries/flag-as-external': { unresolvableAlias: false },
    },
    rules: {
      // A computed specifier cannot be resolved, so it would pass the boundaries unseen.
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportExpression[source.type!='Literal']",
          message: 'import() takes a string literal, so the import boundaries can check it.',
        },
        {
          selector:
            "CallExpression[callee.type='Identifier'][callee.name='require'][arguments.0.type!='Literal']",
          message: 'require() takes a string literal, so the import boundaries can check it.',
        },
      ],
    },
  },
  ...BOUNDARIES.map(({ files, ignores = [], policies, checkAllOrigins = false }) => ({
    files,
    ignores,
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'allow', checkAllOrigins, checkUnknownLocals: true, policies },
      ],
    },
  })),
  {
    // No import cycles in the api, between modules or inside one (the layers above only stop arrows that go up).
    files: ['api/src/**/*.ts'],
    plugins: { import: importPlugin },
    // The plugin parses the imported files only when their extension is listed (default: .js), with the parser of
    // languageOptions (typescript-eslint's); it resolves them with the node resolver above.
    settings: { 'import/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // No React in the api: `use*` names (e.g. testing/use-test-app.ts) are not hooks.
    files: ['api/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
);
