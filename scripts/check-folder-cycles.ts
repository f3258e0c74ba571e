import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Folder-level cycle check (ADR 011): lint's `import-x/no-cycle` sees files, but two features that
 * import each other through different files form a cycle too. Each feature folder is one node, every
 * other top folder (server/lib, server/db, web/src/components, contract…) one more; tests sit on top
 * of the code they test and are left out. Prints each cycle and exits 1 when there is one.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const ALIASES: [string, string][] = [
  ['#contract/', 'contract/'],
  ['#server/', 'server/'],
  ['#web/', 'web/src/'],
];
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.tsx?$|\/testing\/|^server\/test\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !TEST.test(file) && !file.includes('/migrations/'));
}

/** `server/features/cart/cart.service.ts` → `server/features/cart`; `server/lib/x.ts` → `server/lib`. */
function folderOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'contract') return 'contract';
  const base = parts[0] === 'web' ? 3 : 2; // web/src/<dir>, server/<dir>
  return parts.slice(0, parts[base - 1] === 'features' ? base + 1 : base).join('/');
}

function importedFile(from: string, specifier: string): string | undefined {
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  if (alias) return alias[1] + specifier.slice(alias[0].length);
  if (specifier.startsWith('.')) return path.join(path.dirname(from), specifier);
  return undefined; // a package
}

/** Folder → the folders it imports, each with the first file seen importing it (for the message). */
function folderGraph(files: string[]): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of files) {
    const from = folderOf(file);
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(ROOT, file), 'utf8'));
    for (const { fileName } of importedFiles) {
      const target = importedFile(file, fileName);
      const to = target && folderOf(target);
      if (to && to !== from && !edges.has(to)) edges.set(to, `${file} → ${target}`);
    }
  }
  return graph;
}

/** Tarjan's strongly connected components: every component with more than one folder is a cycle. */
function cycles(graph: Map<string, Map<string, string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do component.push((member = stack.pop()!));
    while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const graph = folderGraph([
  ...sourceFiles('server'),
  ...sourceFiles('web/src'),
  ...sourceFiles('contract'),
]);
const found = cycles(graph);
for (const component of found) {
  process.stderr.write(`Folders import each other: ${component.join(', ')}\n`);
  for (const from of component)
    for (const [to, example] of graph.get(from)!)
      if (component.includes(to)) process.stderr.write(`  ${from} → ${to}  (${example})\n`);
}
process.exitCode = found.length > 0 ? 1 : 0;
