import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// import/no-cycle (eslint.config.mjs) refuses a cycle of files. Two api modules can still import each other through
// different files (a/x -> b/y and b/z -> a/w) without any file cycle: this test refuses those cycles between the
// api's folders ("rooms": each module, http, db, events, jobs...), over the code the server runs (tests and test
// kits, which build the whole app, are left out; the app, the server, the CLIs and the seed compose and are rooms of
// their own).
const src = path.resolve(__dirname, '../api/src');

/** The room of a file of api/src: `modules/<name>`, a top folder (`http`, `db`…), or the file itself at the top. */
export function roomOf(rel: string): string {
  const parts = rel.split('/');
  // Entry points and the seed compose the api: each is a room of its own (db/embedded-setup-cli.ts seeds).
  if (rel === 'db/seed.ts' || rel.endsWith('-cli.ts')) return rel;
  if (parts[0] === 'modules') return parts.length > 2 ? `modules/${parts[1]}` : rel;
  return parts.length > 1 ? parts[0]! : rel;
}

const isTestCode = (rel: string) => /\.test\.tsx?$/.test(rel) || rel.split('/').includes('testing');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const file of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  return null;
}

/** Room -> the rooms it imports, with one file-level example of each arrow. */
export function roomGraph(root: string): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(root)) {
    const rel = path.relative(root, file).split(path.sep).join('/');
    if (isTestCode(rel)) continue;
    const from = roomOf(rel);
    if (!graph.has(from)) graph.set(from, new Map());
    for (const { fileName } of ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolve(file, fileName);
      if (!target || !target.startsWith(root + path.sep)) continue;
      const to = roomOf(path.relative(root, target).split(path.sep).join('/'));
      if (to !== from && !graph.get(from)!.has(to))
        graph.get(from)!.set(to, `${rel} -> ${path.relative(root, target)}`);
    }
  }
  return graph;
}

/** The groups of rooms that import one another in a cycle (Tarjan's strongly connected components). */
export function cyclesOf(graph: Map<string, Map<string, string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return groups;
}

describe('the api module graph', () => {
  it('has no cycle between api folders (modules, http, db, events, jobs, the ledger)', () => {
    const graph = roomGraph(src);
    const cycles = cyclesOf(graph).map((group) =>
      group.flatMap((a) => group.filter((b) => graph.get(a)!.has(b)).map((b) => graph.get(a)!.get(b)!)),
    );
    expect(cycles).toEqual([]);
    expect(graph.size).toBeGreaterThan(20);
  });

  it('finds a cycle of two modules that import each other through different files', () => {
    const graph = new Map([
      ['modules/a', new Map([['modules/b', 'modules/a/x.ts -> modules/b/y.ts']])],
      ['modules/b', new Map([['modules/a', 'modules/b/z.ts -> modules/a/w.ts']])],
      ['modules/c', new Map([['modules/a', 'modules/c/c.ts -> modules/a/x.ts']])],
    ]);
    expect(cyclesOf(graph)).toEqual([['modules/a', 'modules/b']]);
  });

  it('groups files into rooms', () => {
    expect(
      ['modules/identity/kyc/kyc-plugin.ts', 'http/fuzz/prng.ts', 'app.ts', 'db/seed.ts', 'db/db.ts'].map(
        roomOf,
      ),
    ).toEqual(['modules/identity', 'http', 'app.ts', 'db/seed.ts', 'db']);
  });
});
