import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** One static import or re-export of a module, as written in its code. */
export interface ImportRecord {
  specifier: string;
  /**
   * The names taken (imports) or passed on (re-exports, as `exported=original`); null when the whole
   * module may be used (namespace import, side-effect import, `export *`).
   */
  names: string[] | null;
  isReexport: boolean;
}

const importFrom = /\bimport\s*([\w$\s{},*]*?)\s*from\s*(['"])([^'"]+)\2/g;
const sideEffectImport = /\bimport\s*(['"])([^'"]+)\1/g;
const reexportFrom = /\bexport\s*(\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*(['"])([^'"]+)\2/g;

/** `a, b as c, type D` → [[a, a], [b, c]]: each name as the other module exports it, and locally. */
function namePairs(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [name = '', as] = part.split(/\s+as\s+/);
      return [name.trim(), (as ?? name).trim()];
    });
}

/** The static imports and re-exports of a module's code (dynamic `import()` is not one). */
export function parseImports(code: string): ImportRecord[] {
  const records: ImportRecord[] = [];
  for (const [, clause = '', , specifier = ''] of code.matchAll(importFrom)) {
    if (clause.includes('*')) {
      records.push({ specifier, names: null, isReexport: false });
      continue;
    }
    const braces = clause.match(/\{([^}]*)\}/);
    const names = braces ? namePairs(braces[1] ?? '').map(([name]) => name) : [];
    if (
      clause
        .replace(/\{[^}]*\}/, '')
        .replace(/,/g, '')
        .trim()
    )
      names.push('default');
    records.push({ specifier, names, isReexport: false });
  }
  for (const [, , specifier = ''] of code.matchAll(sideEffectImport))
    records.push({ specifier, names: null, isReexport: false });
  for (const [, clause = '', , specifier = ''] of code.matchAll(reexportFrom)) {
    const braces = clause.match(/^\{([^}]*)\}$/);
    records.push({
      specifier,
      names: braces ? namePairs(braces[1] ?? '').map(([name, as]) => `${as}=${name}`) : null,
      isReexport: true,
    });
  }
  return records;
}

const sideEffectsOfPackage = new Map<string, boolean>();

/**
 * Whether a module's package declares its scripts free of side effects (`"sideEffects": false`, or a
 * list naming only style sheets): the bundler then leaves out its modules whose exports nobody uses.
 */
function isFreeOfSideEffects(id: string): boolean {
  const visited: string[] = [];
  let dir = dirname(id);
  let answer = sideEffectsOfPackage.get(dir);
  while (answer === undefined) {
    visited.push(dir);
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const declared: unknown = JSON.parse(readFileSync(manifest, 'utf8')).sideEffects;
      answer =
        declared === false ||
        (Array.isArray(declared) && declared.every((glob) => /\.(css|less)$/.test(String(glob))));
    } else if (dirname(dir) === dir) answer = false;
    else {
      dir = dirname(dir);
      answer = sideEffectsOfPackage.get(dir);
    }
  }
  for (const path of visited) sideEffectsOfPackage.set(path, answer);
  return answer;
}

/**
 * The modules that run when `roots` load: their static imports, recursively. Importing a few names
 * from a barrel of a side-effect-free package (antd, the icons, the contract) follows the re-exports
 * of those names only, as the bundler does, instead of every module the barrel lists.
 */
async function modulesLoadedBy(context: Rolldown.PluginContext, roots: string[]): Promise<Set<string>> {
  const resolved = new Map<string, Promise<string | null>>();
  const resolveFrom = (specifier: string, importer: string) => {
    const key = `${specifier}\0${importer}`;
    let id = resolved.get(key);
    if (!id) {
      id = context
        .resolve(specifier, importer)
        .then((result) => (result && !result.external ? result.id : null));
      resolved.set(key, id);
    }
    return id;
  };
  const wholly = new Set<string>();
  const namesUsed = new Map<string, Set<string>>();
  const queue: { id: string; names: string[] | null }[] = roots.map((id) => ({ id, names: null }));
  for (let next = queue.shift(); next; next = queue.shift()) {
    const { id, names } = next;
    if (wholly.has(id)) continue;
    const used = namesUsed.get(id) ?? new Set<string>();
    const wanted = names?.filter((name) => !used.has(name)) ?? null;
    if (wanted && !wanted.length) continue;
    const isFirstVisit = !used.size;
    if (wanted) {
      for (const name of wanted) used.add(name);
      namesUsed.set(id, used);
    } else wholly.add(id);
    const info = context.getModuleInfo(id);
    if (!info?.code) continue;
    const records = await Promise.all(
      parseImports(info.code).map(async (record) => ({
        ...record,
        target: await resolveFrom(record.specifier, id),
      })),
    );
    // The module's own imports run with it (require() included, which the records miss).
    if (isFirstVisit || !wanted) {
      const imported = new Map<string, string[] | null>();
      for (const { target, names: taken, isReexport } of records) {
        if (!target || isReexport) continue;
        const known = imported.get(target);
        imported.set(target, known === null || !taken ? null : [...(known ?? []), ...taken]);
      }
      const reexported = new Set(records.filter((record) => record.isReexport).map((r) => r.target));
      for (const target of info.importedIds) {
        if (reexported.has(target) && !imported.has(target)) continue;
        queue.push({ id: target, names: imported.has(target) ? (imported.get(target) ?? null) : null });
      }
    }
    // Re-exports: only the names asked for, where unused ones are left out of the build.
    for (const { target, names: passed, isReexport } of records) {
      if (!target || !isReexport) continue;
      if (!wanted || !isFreeOfSideEffects(target)) {
        queue.push({ id: target, names: passed?.map((pair) => pair.split('=')[1] ?? pair) ?? null });
      } else if (passed) {
        const names = passed
          .map((pair) => pair.split('='))
          .filter(([as = '']) => wanted.includes(as))
          .map(([, name = '']) => name);
        if (names.length) queue.push({ id: target, names });
      } else {
        const exported = context.getModuleInfo(target)?.exports ?? [];
        const names = wanted.filter((name) => name !== 'default' && exported.includes(name));
        if (names.length) queue.push({ id: target, names });
      }
    }
  }
  return new Set([...wholly, ...namesUsed.keys()]);
}

/** The app's start, which the entry (main.ts) imports once the page's spinner is drawn. */
export const BOOT_MODULE = 'src/boot.tsx';

/** The modules a signed-in opening of the home page (/index) starts from: the full app, its shell, the page. */
export const SIGNED_IN_ROOTS = [
  'src/app/FullApp.tsx',
  'src/app/layouts/HomeLayout.tsx',
  'src/areas/supplier/welcome/WelcomePage.tsx',
] as const;

/**
 * The contract's modules (schemas and calls, a few KB each) serve every page and the live connection:
 * in `home-blocks` they would make each of those load the blocks' chunk, and in `signed-in` the first
 * screen would build the blocks' schemas (zod's constructors are most of that chunk's evaluation).
 */
const isContract = (id: string) => id.includes('/packages/contract/');

/**
 * zod is reached from the sign-in page through contract modules whose schemas it does not use (the
 * bundler leaves those out, and zod with them): in `shared` it would load with the sign-in page.
 */
const isZod = (id: string) => id.includes('/node_modules/zod/');

/** The home page's blocks under its greeting, loaded once the greeting is drawn. */
const HOME_BLOCKS_ROOT = 'src/areas/supplier/welcome/WelcomeBlocks.tsx';

/**
 * Fewer, larger chunks for the two first loads that matter: the sign-in page, and a signed-in
 * opening of the home page (/index), which otherwise fetch dozens of small shared chunks (a round trip
 * each on an HTTP/1.1 connection, six at a time). The groups, each one chunk:
 * - `boot`: the app's start (boot.tsx, which the entry imports once the page's spinner is drawn) and
 *   what it imports, which every page runs first;
 * - `login`: what the sign-in page adds, and only it;
 * - `shared`: what the sign-in page adds that the signed-in shell and home page use as well;
 * - `signed-in`: what the shell and the home page's greeting add;
 * - `home-blocks`: what the home page's blocks add;
 * - `blocks-contract`: the contract modules the blocks add, which other pages and the live
 *   connection share.
 * The rest (other pages, lazy parts) is split as before, so route-level splitting stays.
 */
export function firstLoadChunks(root: string) {
  const at = (path: string) => resolve(root, path);
  let entry = new Set<string>();
  let login = new Set<string>();
  let signedIn = new Set<string>();
  let homeBlocks = new Set<string>();
  const plugin: Plugin = {
    name: 'sc-first-load-chunks',
    apply: 'build',
    async buildEnd() {
      entry = await modulesLoadedBy(this, [at(BOOT_MODULE)]);
      // The app's start stays its own chunk, which the entry imports and which imports the rest: in the
      // group, the entry's import would run the app (React's modules and all) before the spinner is drawn.
      entry.delete(at(BOOT_MODULE));
      login = await modulesLoadedBy(this, [at('src/areas/supplier/login/LoginPage.tsx')]);
      signedIn = await modulesLoadedBy(this, SIGNED_IN_ROOTS.map(at));
      homeBlocks = await modulesLoadedBy(this, [at(HOME_BLOCKS_ROOT)]);
      // Vite's preload helper, which the entry calls for that import, is in no group: in one, the
      // entry would import (and run) that group's chunk first.
      for (const set of [entry, login, signedIn, homeBlocks])
        for (const id of set) if (id.includes('vite/preload-helper')) set.delete(id);
    },
  };
  const groups = [
    { name: 'boot', priority: 3, test: (id: string) => entry.has(id) },
    {
      name: 'signed-in',
      priority: 2,
      test: (id: string) => signedIn.has(id) && !entry.has(id) && !login.has(id),
    },
    {
      name: 'blocks-contract',
      priority: 1,
      test: (id: string) =>
        homeBlocks.has(id) && isContract(id) && !entry.has(id) && !login.has(id) && !signedIn.has(id),
    },
    {
      name: 'home-blocks',
      priority: 1,
      test: (id: string) =>
        homeBlocks.has(id) && !isContract(id) && !entry.has(id) && !login.has(id) && !signedIn.has(id),
    },
    {
      name: 'login',
      priority: 1,
      test: (id: string) => login.has(id) && !entry.has(id) && !signedIn.has(id),
    },
    {
      name: 'shared',
      priority: 1,
      test: (id: string) => login.has(id) && !entry.has(id) && signedIn.has(id) && !isZod(id),
    },
  ];
  return { plugin, groups };
}
