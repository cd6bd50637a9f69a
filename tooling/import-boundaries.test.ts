import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The lint rules that keep the architecture (eslint.config.mjs): every forbidden import must be reported in all
// three forms (static import, dynamic import(), require()), or CI would not catch it. A rule that cannot resolve
// an import reports nothing, silently: these cases are what proves the resolver works.
const root = path.resolve(__dirname, '..');

/** A remote that does not exist until this test makes it: zones come from globs, not from a list of remotes. */
const NEW_REMOTE = 'mfe-zzz-test';
const FIXTURES: Record<string, string> = {
  'src/features/alpha/model.ts': 'export const alpha = 1;\n',
  'src/features/beta/model.ts': 'export const beta = 2;\n',
  'src/app/page.ts': 'export const page = 3;\n',
  'src/lib/util.ts': 'export const util = 4;\n',
};

const MESSAGES = {
  remotes: 'Remotes never import one another',
  remoteOnly: 'A remote may import contracts, platform and shared-ui only',
  features: 'A feature never imports another feature',
  featureToApp: 'A feature never imports src/app',
  shared: 'Shared code of a remote',
  contracts: 'contracts import nothing of ours',
  isomorphic: 'contracts are isomorphic',
  api: 'The api imports no front-end code',
  shell: 'The shell loads remotes at run time only',
  platform: 'platform may import contracts only',
  sharedUi: 'shared-ui may import contracts and platform only',
  literal: 'takes a string literal',
  apiBottom: 'api/src/http, db, jobs and config are the bottom layer',
  apiDb: 'api/src/db imports nothing else of the api',
  apiEvents: 'api/src/events imports only db and http',
  ledger: 'The ledger is a leaf',
  apiModule: 'A feature module never imports modules/features.ts, the app or a test kit',
  apiFeatures: 'modules/features.ts lists the modules',
} as const;
type Rule = keyof typeof MESSAGES;

const FORMS = {
  static: (s: string) => `import * as m from '${s}';\nexport { m };\n`,
  dynamic: (s: string) => `export const m = import('${s}');\n`,
  require: (s: string) => `export const m = require('${s}');\n`,
  'export from': (s: string) => `export * from '${s}';\n`,
  'type import': (s: string) => `import type * as m from '${s}';\nexport type M = typeof m;\n`,
};
type Form = keyof typeof FORMS;
const ALL: Form[] = ['static', 'dynamic', 'require'];

/** A workspace file (`dir/…/file.ts`, which must exist) as a specifier relative to `from`; a package name as is. */
function specifier(from: string, to: string): string {
  if (!/\.(ts|tsx)$/.test(to)) return to;
  if (!fs.existsSync(path.join(root, to))) throw new Error(`the case's target ${to} does not exist`);
  const rel = path.relative(path.dirname(from), to).replace(/\.tsx?$/, '');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

type Case = { file: string; to: string; form: Form };
const cases = (file: string, to: string, forms: Form[] = ALL): Case[] =>
  forms.map((form) => ({ file, to, form }));

/** Two api modules that import each other, written for the test (import/no-cycle reads the other file on disk). */
const CYCLE_A = 'api/src/modules/zzz-cycle-test-a';
const CYCLE_B = 'api/src/modules/zzz-cycle-test-b';
const CYCLE_FIXTURES: Record<string, string> = {
  [`${CYCLE_A}/a.ts`]: "import { b } from '../zzz-cycle-test-b/b';\nexport const a = () => b;\n",
  [`${CYCLE_B}/b.ts`]: "import { a } from '../zzz-cycle-test-a/a';\nexport const b = () => a;\n",
  [`${CYCLE_B}/c.ts`]: 'export const c = 3;\n',
};

const REFUSED: Array<[Rule, Case[]]> = [
  [
    'remotes',
    [
      ...cases('mfe-auth/src/app/x.ts', 'mfe-wallet/src/index.ts', [...ALL, 'export from', 'type import']),
      ...cases('mfe-auth/src/lib/x.ts', 'mfe-games'),
      ...cases(`${NEW_REMOTE}/src/features/alpha/x.ts`, 'mfe-shop/src/index.ts'),
      ...cases('mfe-legal/src/x.ts', `${NEW_REMOTE}/src/lib/util.ts`),
    ],
  ],
  [
    'remoteOnly',
    [
      ...cases('mfe-auth/src/app/x.ts', 'shell/src/index.ts'),
      ...cases('mfe-auth/src/x.ts', 'api/src/server.ts'),
    ],
  ],
  ['features', cases(`${NEW_REMOTE}/src/features/alpha/x.ts`, `${NEW_REMOTE}/src/features/beta/model.ts`)],
  ['featureToApp', cases(`${NEW_REMOTE}/src/features/alpha/x.ts`, `${NEW_REMOTE}/src/app/page.ts`)],
  [
    'shared',
    [
      ...cases(`${NEW_REMOTE}/src/lib/x.ts`, `${NEW_REMOTE}/src/features/alpha/model.ts`),
      ...cases(`${NEW_REMOTE}/src/lib/x.ts`, `${NEW_REMOTE}/src/app/page.ts`, ['static']),
    ],
  ],
  [
    'contracts',
    [
      ...cases('contracts/src/x.ts', 'platform/src/index.ts'),
      ...cases('contracts/src/x.ts', '@arcade/platform'),
      ...cases('contracts/src/x.ts', 'mfe-auth/src/index.ts', ['static']),
    ],
  ],
  [
    'isomorphic',
    [
      ...cases('contracts/src/x.ts', 'react'),
      ...cases('contracts/src/x.ts', 'node:fs'),
      ...cases('contracts/src/x.ts', 'fs'),
    ],
  ],
  [
    'api',
    [
      ...cases('api/src/x.ts', '@arcade/shared-ui'),
      ...cases('api/src/modules/x.ts', 'platform/src/index.ts'),
      ...cases('api/src/x.ts', 'mfe-auth/src/index.ts'),
      ...cases('api/src/x.ts', 'shell/src/index.ts', ['static']),
      ...cases('api/src/x.ts', 'react'),
      ...cases('api/src/x.ts', 'react-dom/client', ['static']),
    ],
  ],
  [
    'shell',
    [
      ...cases('shell/src/x.ts', 'mfe-legal/src/index.ts', [...ALL, 'type import']),
      ...cases('shell/src/app/x.ts', 'mfe-legal'),
      ...cases('shell/src/x.ts', 'api/src/server.ts', ['static']),
    ],
  ],
  [
    'platform',
    [
      ...cases('platform/src/x.ts', 'shared-ui/src/index.ts'),
      ...cases('platform/src/x.ts', '@arcade/shared-ui', ['static']),
      ...cases('platform/src/x.ts', 'mfe-auth/src/index.ts'),
      ...cases('platform/src/x.ts', 'shell/src/index.ts', ['static']),
    ],
  ],
  [
    'sharedUi',
    [
      ...cases('shared-ui/src/x.ts', 'shell/src/index.ts'),
      ...cases('shared-ui/src/x.ts', 'mfe-auth/src/index.ts'),
      ...cases('shared-ui/src/x.ts', 'api/src/server.ts', ['static']),
    ],
  ],
  [
    'apiBottom',
    [
      ...cases('api/src/db/x.ts', 'api/src/modules/wallet/wallet-routes.ts', [...ALL, 'type import']),
      ...cases('api/src/http/x.ts', 'api/src/modules/session/auth-plugin.ts', [...ALL, 'type import']),
      ...cases('api/src/http/x.ts', 'api/src/events/after-commit.ts', ['static']),
      ...cases('api/src/http/x.ts', 'api/src/modules/ledger/transfer.ts', ['static']),
      ...cases('api/src/http/x.ts', 'api/src/modules/features.ts', ['static']),
      ...cases('api/src/http/x.ts', 'api/src/app.ts', ['static']),
      ...cases('api/src/jobs/x.ts', 'api/src/modules/games/games-plugin.ts', ['static']),
      ...cases('api/src/config-x.ts', 'api/src/modules/identity/identity-settings.ts', ['static']),
    ],
  ],
  [
    'apiDb',
    [
      ...cases('api/src/db/x.ts', 'api/src/http/errors.ts'),
      ...cases('api/src/db/x.ts', 'api/src/config.ts', ['static']),
    ],
  ],
  [
    'apiEvents',
    [
      ...cases('api/src/events/x.ts', 'api/src/modules/live/live-plugin.ts', [
        ...ALL,
        'export from',
        'type import',
      ]),
      ...cases('api/src/events/x.ts', 'api/src/modules/ledger/balances.ts', ['static']),
      ...cases('api/src/events/x.ts', 'api/src/modules/notifications/notification-service.ts', ['static']),
    ],
  ],
  [
    'ledger',
    [
      ...cases('api/src/modules/ledger/x.ts', 'api/src/http/errors.ts', [
        ...ALL,
        'export from',
        'type import',
      ]),
      ...cases('api/src/modules/ledger/x.ts', 'api/src/events/after-commit.ts'),
      ...cases('api/src/modules/ledger/x.ts', 'api/src/modules/live/live-plugin.ts', ['static']),
      ...cases('api/src/modules/ledger/x.ts', 'api/src/modules/users/user-view.ts', [
        'static',
        'type import',
      ]),
      ...cases('api/src/modules/ledger/x.ts', 'api/src/modules/features.ts', ['static']),
      ...cases('api/src/modules/ledger/fuzz/x.ts', 'api/src/modules/bonus/bonus-service.ts', ['static']),
      ...cases('api/src/modules/ledger/x.ts', 'socket.io', ['static']),
      ...cases('api/src/modules/ledger/x.ts', 'fastify', ['static']),
    ],
  ],
  [
    'apiModule',
    [
      ...cases('api/src/modules/wallet/x.ts', 'api/src/modules/features.ts'),
      ...cases('api/src/modules/identity/kyc/x.ts', 'api/src/app.ts', ['static']),
      ...cases('api/src/modules/wallet/x.ts', 'api/src/testing/test-app.ts', ['static']),
      ...cases('api/src/modules/live/x.ts', 'api/src/modules/wallet/testing/players.ts', ['static']),
    ],
  ],
  ['apiFeatures', cases('api/src/modules/features-x.ts', 'api/src/app.ts')],
];

const ALLOWED: Case[] = [
  ...cases('mfe-auth/src/app/x.ts', '@arcade/platform', [...ALL, 'export from']),
  ...cases('mfe-auth/src/features/a/x.ts', '@arcade/shared-ui'),
  ...cases('mfe-auth/src/lib/x.ts', '@arcade/contracts'),
  ...cases('mfe-auth/src/app/x.ts', 'react'),
  ...cases(`${NEW_REMOTE}/src/features/alpha/x.ts`, `${NEW_REMOTE}/src/features/alpha/model.ts`),
  ...cases(`${NEW_REMOTE}/src/features/alpha/x.ts`, `${NEW_REMOTE}/src/lib/util.ts`),
  ...cases(`${NEW_REMOTE}/src/app/x.ts`, `${NEW_REMOTE}/src/features/alpha/model.ts`),
  ...cases(`${NEW_REMOTE}/src/app/x.ts`, `${NEW_REMOTE}/src/features/beta/model.ts`, ['static']),
  ...cases(`${NEW_REMOTE}/src/app/x.ts`, `${NEW_REMOTE}/src/lib/util.ts`, ['static']),
  ...cases('contracts/src/x.ts', 'zod'),
  ...cases('contracts/src/x.ts', 'contracts/src/remotes.ts'),
  ...cases('api/src/x.ts', '@arcade/contracts'),
  ...cases('api/src/x.ts', 'node:fs', ['static']),
  ...cases('platform/src/x.ts', '@arcade/contracts'),
  ...cases('platform/src/x.ts', 'react', ['static']),
  ...cases('shared-ui/src/x.ts', '@arcade/platform'),
  ...cases('shared-ui/src/x.ts', 'platform/src/index.ts', ['static']),
  ...cases('shell/src/x.ts', '@arcade/shared-ui'),
  ...cases('shell/src/x.ts', '@arcade/platform', ['dynamic']),
  ...cases('e2e/tests/x.ts', 'mfe-auth/src/index.ts', ['static']),
  // api: each layer imports downward; tests, test kits and the app import anything.
  ...cases('api/src/modules/wallet/x.ts', 'api/src/modules/ledger/transfer.ts'),
  ...cases('api/src/modules/wallet/x.ts', 'api/src/modules/users/user-view.ts', ['static']),
  ...cases('api/src/modules/notifications/x.ts', 'api/src/events/after-commit.ts', ['static']),
  ...cases('api/src/modules/identity/otp/x.ts', 'api/src/http/errors.ts', ['static']),
  ...cases('api/src/modules/games/x.ts', 'api/src/jobs/job-runner.ts', ['static']),
  ...cases('api/src/modules/ledger/x.ts', 'api/src/db/db.ts', [...ALL, 'type import']),
  ...cases('api/src/modules/ledger/x.ts', 'api/src/modules/ledger/amounts.ts', ['static']),
  ...cases('api/src/modules/ledger/x.ts', '@arcade/contracts', ['static']),
  ...cases('api/src/events/x.ts', 'api/src/db/db.ts', ['static']),
  ...cases('api/src/events/x.ts', 'api/src/http/app-types.ts', ['type import']),
  ...cases('api/src/http/x.ts', 'api/src/db/db.ts', ['static']),
  ...cases('api/src/http/x.ts', 'api/src/config.ts', ['static']),
  ...cases('api/src/config-x.ts', 'api/src/db/pool-size.ts', ['static']),
  ...cases('api/src/modules/features-x.ts', 'api/src/modules/wallet/wallet-module.ts', ['static']),
  ...cases('api/src/x.ts', 'api/src/modules/features.ts', ['static']),
  ...cases('api/src/db/seed.ts', 'api/src/modules/users/password.ts', ['static']),
  ...cases('api/src/http/x.test.ts', 'api/src/testing/test-app.ts', ['static']),
  ...cases('api/src/modules/ledger/x.test.ts', 'api/src/modules/live/live-plugin.ts', ['static']),
  ...cases('api/src/testing/x.ts', 'api/src/app.ts', ['static']),
];

type Linted = { file: string; messages: Array<{ ruleId: string | null; message: string; line: number }> };
const BOUNDARY_RULES = ['boundaries/dependencies', 'no-restricted-syntax'];
const boundaryMessages = (r: Linted) =>
  r.messages.filter((m) => m.ruleId === null || BOUNDARY_RULES.includes(m.ruleId)).map((m) => m.message);

/** Lints every snippet in one ESLint run with the workspace config (tooling/lint-snippets.mjs). */
function lintSnippets(snippets: Array<{ file: string; code: string }>): Linted[] {
  const r = spawnSync(process.execPath, [path.join(__dirname, 'lint-snippets.mjs')], {
    cwd: root,
    input: JSON.stringify(snippets),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`lint-snippets failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as Linted[];
}

function writeFixtures(files: Record<string, string>) {
  for (const [file, code] of Object.entries(files)) {
    const full = path.join(root, NEW_REMOTE, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, code);
  }
}

const refused = REFUSED.flatMap(([rule, list]) => list.map((c) => ({ ...c, rule })));
const computed: Array<{ file: string; code: string }> = [
  {
    file: 'mfe-auth/src/app/x.ts',
    code: "const s = '../../../mfe-wallet/src/index';\nexport const m = import(s);\n",
  },
  {
    file: 'mfe-auth/src/app/x.ts',
    code: "const s = '../../../mfe-wallet/src/index';\nexport const m = require(s);\n",
  },
  { file: 'api/src/x.ts', code: 'export const m = import(`../../mfe-wallet/src/index`);\n' },
];
/** import/no-cycle: a cycle between two api modules, through each form of import. */
const cycles: Array<{ file: string; code: string }> = [
  { file: `${CYCLE_A}/a.ts`, code: CYCLE_FIXTURES[`${CYCLE_A}/a.ts`]! },
  { file: `${CYCLE_A}/a.ts`, code: "export * from '../zzz-cycle-test-b/b';\nexport const a = 1;\n" },
  { file: `${CYCLE_A}/a.ts`, code: "export const a = () => import('../zzz-cycle-test-b/b');\n" },
];
/** No cycle: b's other file does not import a. */
const noCycle = {
  file: `${CYCLE_A}/a.ts`,
  code: "import { c } from '../zzz-cycle-test-b/c';\nexport const a = () => c;\n",
};
let cycleResults: Linted[] = [];
let refusedResults: Linted[] = [];
let allowedResults: Linted[] = [];
let computedResults: Linted[] = [];

beforeAll(() => {
  fs.rmSync(path.join(root, NEW_REMOTE), { recursive: true, force: true });
  writeFixtures(FIXTURES);
  const snippet = (c: Case) => ({ file: c.file, code: FORMS[c.form](specifier(c.file, c.to)) });
  writeCycleFixtures();
  const all = lintSnippets([
    ...refused.map(snippet),
    ...ALLOWED.map(snippet),
    ...computed,
    ...cycles,
    noCycle,
  ]);
  refusedResults = all.slice(0, refused.length);
  allowedResults = all.slice(refused.length, refused.length + ALLOWED.length);
  computedResults = all.slice(
    refused.length + ALLOWED.length,
    refused.length + ALLOWED.length + computed.length,
  );
  cycleResults = all.slice(refused.length + ALLOWED.length + computed.length);
}, 240_000);

function writeCycleFixtures() {
  removeCycleFixtures();
  for (const [file, code] of Object.entries(CYCLE_FIXTURES)) {
    fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), code);
  }
}
function removeCycleFixtures() {
  for (const dir of [CYCLE_A, CYCLE_B]) fs.rmSync(path.join(root, dir), { recursive: true, force: true });
}

afterAll(() => {
  fs.rmSync(path.join(root, NEW_REMOTE), { recursive: true, force: true });
  removeCycleFixtures();
});

describe('import boundaries', () => {
  it.each(refused.map((c, i) => [c.rule, c.form, c.file, c.to, i] as const))(
    '%s: %s import in %s of %s is refused',
    (rule, _form, _file, _to, i) => {
      expect(boundaryMessages(refusedResults[i]!)).toEqual([expect.stringContaining(MESSAGES[rule])]);
    },
  );

  it.each(ALLOWED.map((c, i) => [c.form, c.file, c.to, i] as const))(
    '%s import in %s of %s is allowed',
    (_form, _file, _to, i) => {
      expect(allowedResults[i]!.messages).toEqual([]);
    },
  );

  it.each(computed.map((c, i) => [c.file, c.code, i] as const))(
    '%s: a computed specifier is refused: %s',
    (_file, _code, i) => {
      expect(boundaryMessages(computedResults[i]!)).toEqual([expect.stringContaining(MESSAGES.literal)]);
    },
  );

  it.each(cycles.map((c, i) => [c.file, c.code, i] as const))(
    'api: an import cycle between two modules is refused: %s: %s',
    (_file, _code, i) => {
      const found = cycleResults[i]!.messages.filter((m) => m.ruleId === 'import/no-cycle');
      expect(found.map((m) => m.message)).toEqual([expect.stringContaining('Dependency cycle')]);
    },
  );

  it('api: the same modules without a cycle pass', () => {
    expect(cycleResults[cycles.length]!.messages).toEqual([]);
  });

  it('covers a newly added remote folder without any list being edited (the real ESLint CLI)', () => {
    const file = path.join(root, NEW_REMOTE, 'src/x.ts');
    fs.writeFileSync(
      file,
      [
        "import { m } from '../../mfe-wallet/src/index';",
        "export const d = import('../../mfe-games/src/index');",
        "export const r = require('../../mfe-auth/src/index');",
        'export { m };',
        '',
      ].join('\n'),
    );
    try {
      const r = spawnSync(path.join(root, 'node_modules/.bin/eslint'), ['--format', 'json', file], {
        cwd: root,
        encoding: 'utf8',
      });
      const [result] = JSON.parse(r.stdout) as Linted[];
      expect(r.status).toBe(1);
      expect(
        result!.messages.map((m) => [m.line, m.ruleId, m.message.slice(0, MESSAGES.remotes.length)]),
      ).toEqual([1, 2, 3].map((line) => [line, 'boundaries/dependencies', MESSAGES.remotes]));
    } finally {
      fs.rmSync(file, { force: true });
    }
  });
});
