import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';

/**
 * No import cycle in booking/, web/ or domain/ (docs/architecture: arrows run one way). A cycle
 * makes the order modules load in decide what a route or component sees at start-up, and it hides
 * which module owns what. Type-only imports count too: a cycle of types is the same tangle of
 * ownership, only without the crash.
 *
 * The graph is read from the source with Babel's parser (static `import`/`export … from`; dynamic
 * `import()` loads later and cannot close a cycle at load time) and resolved by the project's path
 * aliases. Files in every source folder are read, so a cycle that passes through schemas/ or lake/
 * still shows when one of its files is in a checked folder.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCE_DIRS = ['domain', 'booking', 'web', 'schemas', 'lake', 'studio', 'scripts'];
const CHECKED_DIRS = ['booking/', 'web/', 'domain/'];
const SKIPPED_DIRS = new Set(['node_modules', '.next', 'dist', '.data', 'test-results']);
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];

/** The aliases of tsconfig.json's `paths`. */
const ALIASES: [RegExp, string][] = [
  [/^@domain$/, 'domain/index.ts'],
  [/^@(domain|booking|schemas|web|lake|studio|scripts)\/(.*)$/, '$1/$2'],
];

function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(path);
      } else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push(path);
      }
    }
  };
  for (const dir of SOURCE_DIRS) walk(dir);
  return files.sort();
}

/** The specifiers of a file's static imports and re-exports. */
function importsOf(text: string, tsx: boolean): string[] {
  const ast = parse(text, {
    sourceType: 'module',
    plugins: tsx ? ['typescript', 'jsx'] : ['typescript'],
  });
  const specifiers: string[] = [];
  for (const node of ast.program.body) {
    if (
      (node.type === 'ImportDeclaration' ||
        node.type === 'ExportAllDeclaration' ||
        node.type === 'ExportNamedDeclaration') &&
      node.source
    ) {
      specifiers.push(node.source.value);
    }
  }
  return specifiers;
}

/** The project file a specifier names (repository-relative), or null for a package. */
function resolveImport(from: string, specifier: string, exists: (path: string) => boolean) {
  let base: string | null = null;
  if (specifier.startsWith('.')) base = normalize(join(dirname(from), specifier));
  for (const [pattern, replacement] of ALIASES) {
    if (base === null && pattern.test(specifier)) base = specifier.replace(pattern, replacement);
  }
  if (base === null) return null;
  for (const extension of EXTENSIONS) {
    const candidate = `${base}${extension}`;
    if (exists(candidate)) return candidate;
  }
  return null;
}

/** Strongly connected components with more than one file, or a file that imports itself (Tarjan). */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** One path around a cycle, for the failure message: `a.ts → b.ts → a.ts`. */
function loopThrough(component: string[], graph: Map<string, string[]>): string {
  const members = new Set(component);
  const start = component[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let at: string | undefined = node; at && at !== start; at = previous.get(at))
          path.splice(1, 0, at);
        return [...path, start].join(' → ');
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return component.join(', ');
}

describe('import cycles', () => {
  it('the checker finds a cycle and resolves aliases (so the real check can fail)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cyclesOf(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(loopThrough(['a.ts', 'b.ts', 'c.ts'], graph)).toBe('a.ts → b.ts → c.ts → a.ts');
    expect(cyclesOf(new Map([['a.ts', ['a.ts']]]))).toEqual([['a.ts']]);
    expect(cyclesOf(new Map([['a.ts', ['b.ts']]]))).toEqual([]);

    const files = new Set(['booking/http/router.ts', 'domain/index.ts', 'web/lib/x/index.ts']);
    const exists = (path: string) => files.has(path);
    expect(resolveImport('booking/http/handler.ts', './router.ts', exists)).toBe('booking/http/router.ts');
    expect(resolveImport('booking/http/handler.ts', '../../domain', exists)).toBe('domain/index.ts');
    expect(resolveImport('web/app/page.tsx', '@domain', exists)).toBe('domain/index.ts');
    expect(resolveImport('web/app/page.tsx', '@web/lib/x', exists)).toBe('web/lib/x/index.ts');
    expect(resolveImport('web/app/page.tsx', 'zod', exists)).toBeNull();
    expect(
      importsOf("import type { A } from './a.ts';\nexport * from './b';\nexport { c } from './c';", false),
    ).toEqual(['./a.ts', './b', './c']);
  });

  it('booking/, web/ and domain/ import without a cycle', () => {
    const files = sourceFiles();
    const known = new Set(files);
    const exists = (path: string) =>
      known.has(path) || (existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isFile());
    const graph = new Map<string, string[]>();
    for (const file of files) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      const targets = importsOf(text, file.endsWith('.tsx'))
        .map((specifier) => resolveImport(file, specifier, exists))
        .filter((target): target is string => target !== null && known.has(target));
      graph.set(file, [...new Set(targets)]);
    }
    const cycles = cyclesOf(graph)
      .filter((component) => component.some((file) => CHECKED_DIRS.some((dir) => file.startsWith(dir))))
      .map((component) => loopThrough(component, graph));
    expect(cycles).toEqual([]);
  });
});
