import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The lint rule that keeps the architecture: each case must be reported, or CI would not catch it.
const root = path.resolve(__dirname, '..');
const bin = path.join(root, 'node_modules/.bin/eslint');

/** Runs the real ESLint CLI with the workspace config on a snippet placed at `file`. */
async function violations(file: string, code: string): Promise<string[]> {
  const r = spawnSync(bin, ['--format', 'json', '--stdin', '--stdin-filename', path.join(root, file)], {
    cwd: root,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(r.stdout) as Array<{
    messages: Array<{ ruleId: string | null; message: string }>;
  }>;
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    ['mfe-auth/src/app/x.ts', "import { a } from '../../../mfe-wallet/src/app/y';"],
    ['mfe-shop/src/x.ts', "import 'mfe-games';"],
    ['contracts/src/x.ts', "import { bus } from '@arcade/platform';"],
    ['contracts/src/x.ts', "import React from 'react';"],
    ['api/src/x.ts', "import { Button } from '@arcade/shared-ui';"],
    ['api/src/x.ts', "import { x } from '../../mfe-auth/src/app/auth-modal';"],
    ['shell/src/x.ts', "import Page from '../../mfe-legal/src/app/legal-page';"],
    ['mfe-games/src/app/x.ts', "import { buildApp } from '../../../api/src/app';"],
  ])('%s: %s is refused', async (file, code) => {
    expect(await violations(file, code)).not.toHaveLength(0);
  });

  it.each([
    ['mfe-auth/src/app/x.ts', "import { bus } from '@arcade/platform';"],
    ['mfe-auth/src/features/a/components/x.ts', "import { login } from '../api/login';"],
    ['api/src/x.ts', "import { ROUTES } from '@arcade/contracts';"],
    ['contracts/src/x.ts', "import { z } from 'zod';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await violations(file, code)).toHaveLength(0);
  });
});
