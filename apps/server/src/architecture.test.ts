import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The dependency rules of ARCHITECTURE.md, checked on the import graph of contract, server and web:
 * no cycles, a server module never reaches another module's repository, web features never import
 * each other, and nothing imports upward.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const sourceRoots = ['packages/contract/src', 'apps/server/src', 'apps/web/src'];

interface Edge {
  from: string;
  to: string;
  specifier: string;
}

function listSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listSources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every module specifier of a file: static imports and re-exports, side-effect and dynamic imports. */
function readSpecifiers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const patterns = [
    /^\s*(?:import|export)\s[^;]*?\sfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1] ?? ''));
}

/** The file a relative specifier names (`./x.js` is `./x.ts` on disk); assets such as CSS as written. */
function resolveRelative(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => /\.tsx?$/.test(path) && existsSync(path)) ?? base;
}

function buildGraph() {
  const files = sourceRoots.flatMap((dir) => listSources(join(root, dir)));
  const edges: Edge[] = [];
  const packages: Edge[] = [];
  for (const file of files) {
    const from = relative(root, file);
    for (const specifier of readSpecifiers(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) {
        packages.push({ from, to: specifier, specifier });
        continue;
      }
      edges.push({ from, to: relative(root, resolveRelative(file, specifier)), specifier });
    }
  }
  return { files: files.map((file) => relative(root, file)), edges, packages };
}

/** Each import cycle once, as the chain of files that closes it (Tarjan's strongly connected components). */
function findCycles(files: string[], edges: Edge[]): string[][] {
  const next = new Map<string, string[]>(files.map((file) => [file, []]));
  for (const edge of edges) next.get(edge.from)?.push(edge.to);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || next.get(file)?.includes(file)) components.push(component);
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return components.map((component) => shortestLoop(component, next));
}

/** A shortest loop through the first file of a component, so the report names a real chain. */
function shortestLoop(component: string[], next: Map<string, string[]>): string[] {
  const members = new Set(component);
  const start = [...component].sort()[0] ?? '';
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const file = queue.shift() ?? '';
    for (const to of next.get(file) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const chain = [file];
        while (chain[0] !== start) chain.unshift(cameFrom.get(chain[0] ?? '') ?? start);
        return [...chain, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, file);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

const serverModule = (file: string) => /^apps\/server\/src\/modules\/([^/]+)\//.exec(file)?.[1];
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** The server's modules as one node each (tests left out): two modules must not need each other. */
function moduleEdges(edges: Edge[]): { modules: string[]; edges: Edge[] } {
  const between = edges.flatMap(({ from, to, specifier }) => {
    const fromModule = serverModule(from);
    const toModule = serverModule(to);
    return fromModule && toModule && fromModule !== toModule && !isTest(from)
      ? [{ from: fromModule, to: toModule, specifier }]
      : [];
  });
  const modules = [...new Set(between.flatMap((edge) => [edge.from, edge.to]))];
  return { modules, edges: between };
}

const webFeature = (file: string) => /^apps\/web\/src\/features\/([^/]+)\//.exec(file)?.[1];
const webLayer = (file: string) => /^apps\/web\/src\/([^/]+)\//.exec(file)?.[1];

/** Which web layers a layer may not import: the order is app → areas → features → components/lib. */
const webForbidden: Record<string, string[]> = {
  lib: ['features', 'areas', 'app'],
  components: ['features', 'areas', 'app'],
  features: ['areas', 'app'],
};

function findLayerViolations(edges: Edge[], packages: Edge[]): string[] {
  const found: string[] = [];
  for (const { from, to } of edges) {
    const fromModule = serverModule(from);
    const toModule = serverModule(to);
    // Tests may set up their world through any repository; running code goes through services.
    if (fromModule && toModule && fromModule !== toModule && to.endsWith('.repository.ts') && !isTest(from))
      found.push(`module ${fromModule} imports another module's repository: ${from} -> ${to}`);
    const fromFeature = webFeature(from);
    const toFeature = webFeature(to);
    if (fromFeature && toFeature && fromFeature !== toFeature)
      found.push(`feature ${fromFeature} imports feature ${toFeature}: ${from} -> ${to}`);
    const fromLayer = webLayer(from);
    const toLayer = webLayer(to);
    if (fromLayer && toLayer && webForbidden[fromLayer]?.includes(toLayer))
      found.push(`web ${fromLayer}/ imports upward into ${toLayer}/: ${from} -> ${to}`);
    if (from.startsWith('packages/contract/') && !to.startsWith('packages/contract/'))
      found.push(`contract imports outside itself: ${from} -> ${to}`);
    if (from.startsWith('apps/server/') && to.startsWith('apps/web/'))
      found.push(`server imports web: ${from} -> ${to}`);
    if (from.startsWith('apps/web/') && to.startsWith('apps/server/'))
      found.push(`web imports server: ${from} -> ${to}`);
  }
  for (const { from, specifier } of packages) {
    if (
      from.startsWith('packages/contract/') &&
      specifier !== 'zod' &&
      !(isTest(from) && (specifier === 'vitest' || specifier.startsWith('node:')))
    )
      found.push(`contract imports a package other than zod: ${from} -> ${specifier}`);
    if (from.startsWith('apps/server/') && /^@sc\/web\b/.test(specifier))
      found.push(`server imports web: ${from} -> ${specifier}`);
  }
  return found;
}

function report(found: string[]): string[] {
  if (found.length) console.error(`Import rule violations:\n  ${found.join('\n  ')}`);
  return found;
}

describe('import graph', () => {
  const { files, edges, packages } = buildGraph();

  it('reads the sources', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(edges.length).toBeGreaterThan(files.length);
  });

  const cycles = () => {
    const modules = moduleEdges(edges);
    return [
      ...findCycles(files, edges).map((loop) => `cycle: ${loop.join(' -> ')}`),
      ...findCycles(modules.modules, modules.edges).map((loop) => `module cycle: ${loop.join(' -> ')}`),
    ];
  };

  it('has no import cycle in contract, server or web, nor between server modules', () => {
    expect(report(cycles())).toEqual([]);
  });

  it('keeps every layer importing downward only', () => {
    expect(report(findLayerViolations(edges, packages))).toEqual([]);
  });
});

describe('server conventions', () => {
  const services = listSources(join(root, 'apps/server/src/modules')).filter((file) =>
    file.endsWith('.service.ts'),
  );

  it('gives every exported service function a doc comment (it becomes the hover text)', () => {
    const undocumented = services.flatMap((file) => {
      const lines = readFileSync(file, 'utf8').split('\n');
      return lines.flatMap((line, index) => {
        if (!/^export (async )?function /.test(line)) return [];
        const previous =
          lines
            .slice(0, index)
            .reverse()
            .find((text) => text.trim() !== '') ?? '';
        return previous.trim().endsWith('*/') ? [] : [`${relative(root, file)}: ${line.trim()}`];
      });
    });
    expect(services.length).toBeGreaterThan(20);
    expect(undocumented).toEqual([]);
  });

  it('keeps no cache in module state: caches live on the context (defineCache)', () => {
    const moduleCaches = listSources(join(root, 'apps/server/src'))
      .filter((file) => !file.endsWith('.test.ts'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => /^(export )?const \w+ = new (Weak)?Map\b/.test(line))
          .map((line) => `${relative(root, file)}: ${line.trim()}`),
      );
    expect(moduleCaches).toEqual([]);
  });

  it('starts the server with its V8 settings before any other module runs (gcTuning.ts)', () => {
    const main = readFileSync(join(root, 'apps/server/src/main.ts'), 'utf8');
    const firstImport = main.match(/^import\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/m);
    expect(firstImport?.[1]).toBe('./gcTuning.js');
  });
});
