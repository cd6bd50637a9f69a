// Lints code snippets as if each were a file of the workspace, with the workspace's eslint.config.mjs, in one
// ESLint run (one process for many cases: tooling/import-boundaries.test.ts). Reads [{ file, code }] as JSON on
// stdin (file relative to the repository root; it need not exist) and prints, in the same order,
// [{ file, messages: [{ ruleId, message, line }] }].
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const cases = JSON.parse(Buffer.concat(chunks).toString('utf8'));

// import/no-cycle's strongly-connected-components pre-pass reads files from disk and fails on a snippet's path
// that does not exist: the snippets run the workspace's options with that pre-pass off (the same answers).
const workspace = await new ESLint({ cwd: root }).calculateConfigForFile(path.join(root, 'api/src/x.ts'));
const [severity, options = {}] = [].concat(workspace.rules['import/no-cycle']);
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    files: ['api/src/**/*.ts'],
    rules: { 'import/no-cycle': [severity, { ...options, disableScc: true }] },
  },
});
const out = [];
for (const { file, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  out.push({
    file,
    messages: result.messages.map(({ ruleId, message, line }) => ({ ruleId, message, line })),
  });
}
process.stdout.write(JSON.stringify(out));
