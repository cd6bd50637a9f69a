import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import * as routerFacade from '../shared-ui/src/federation/react-router-dom';
import { remoteDirs } from './remotes.cjs';

// The federation shares `react-router-dom` as the product's own subset of react-router
// (shared-ui/src/federation/react-router-dom.ts, tooling/webpack.cjs). TypeScript and jest still see the whole
// package, so a name the subset lacks would type-check, pass every unit test and be undefined in the browser.
// This test reads every product source file and fails on such a name.
const root = path.resolve(__dirname, '..');
const FACADES: Record<string, { file: string; exports: Record<string, unknown> }> = {
  'react-router-dom': { file: 'shared-ui/src/federation/react-router-dom.ts', exports: routerFacade },
};

const BROWSER_PACKAGES = ['shell', 'platform', 'shared-ui', ...remoteDirs(root)];
const TEST_ONLY = /(\.test\.tsx?$)|([\\/](testing|test-utils)[\\/])/;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !TEST_ONLY.test(p) ? [p] : [];
  });
}

/** The value names a file takes from `pkg` (imports and re-exports; type-only ones are erased). */
export function valueNamesFrom(code: string, pkg: string, fileName = 'file.tsx'): string[] {
  const sf = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const names: string[] = [];
  const from = (s: ts.Expression | undefined) => s && ts.isStringLiteral(s) && s.text === pkg;
  for (const st of sf.statements) {
    if (ts.isImportDeclaration(st) && from(st.moduleSpecifier)) {
      const clause = st.importClause;
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name) names.push('default');
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
      if (bindings && ts.isNamedImports(bindings))
        for (const el of bindings.elements) if (!el.isTypeOnly) names.push((el.propertyName ?? el.name).text);
    }
    if (ts.isExportDeclaration(st) && from(st.moduleSpecifier) && !st.isTypeOnly) {
      const clause = st.exportClause;
      if (!clause || ts.isNamespaceExport(clause)) names.push('*');
      else
        for (const el of clause.elements) if (!el.isTypeOnly) names.push((el.propertyName ?? el.name).text);
    }
  }
  return names;
}

describe('shared facades export every name the product imports', () => {
  it('reads imports the way the bundler sees them', () => {
    const code = [
      "import { Link, type To, useMatches as useM } from 'react-router-dom';",
      "import type { Location } from 'react-router-dom';",
      "export { Outlet } from 'react-router-dom';",
      "import { useQuery } from '@tanstack/react-query';",
    ].join('\n');
    expect(valueNamesFrom(code, 'react-router-dom')).toEqual(['Link', 'useMatches', 'Outlet']);
    expect(valueNamesFrom("import * as R from 'react-router-dom';", 'react-router-dom')).toEqual(['*']);
  });

  it("only the subset imports 'react-router' itself (a second router instance would have its own context)", () => {
    const direct: string[] = [];
    for (const dir of BROWSER_PACKAGES)
      for (const file of sourceFiles(path.join(root, dir, 'src'))) {
        if (path.relative(root, file) === FACADES['react-router-dom']!.file) continue;
        if (valueNamesFrom(fs.readFileSync(file, 'utf8'), 'react-router', file).length)
          direct.push(path.relative(root, file));
      }
    expect(direct).toEqual([]);
  });

  for (const [pkg, { file: facadeFile, exports: facade }] of Object.entries(FACADES)) {
    it(`${pkg}: ${facadeFile}`, () => {
      const missing: string[] = [];
      let files = 0;
      for (const dir of BROWSER_PACKAGES)
        for (const file of sourceFiles(path.join(root, dir, 'src'))) {
          const names = valueNamesFrom(fs.readFileSync(file, 'utf8'), pkg, file);
          if (names.length) files++;
          for (const n of names)
            if (n === '*' || n === 'default' || facade[n] === undefined)
              missing.push(`${path.relative(root, file)}: ${n}`);
        }
      expect(files).toBeGreaterThan(10);
      expect(missing).toEqual([]);
    });
  }
});
