// Splits each monolithic UI catalog apps/web/src/locales/<lang>.ts into one file per feature,
// locales/<lang>/<namespace>.ts, composed again by locales/<lang>/index.ts: key paths stay the same.
// Run it after merging a branch that still edits a monolithic catalog: `node scripts/split-locales.mjs`.
// It works on the text (no TypeScript loader needed), so comments and formatting survive, and it
// deletes the monolith it has split. A language without a monolith is left as it is.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LOCALES = join(dirname(fileURLToPath(import.meta.url)), '../apps/web/src/locales');

const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'zh', name: 'Chinese' },
  { code: 'ja', name: 'Japanese' },
];
const SOURCE_LANG = 'en';

/** Namespace file → the top-level groups it holds (in the catalog's own order when written). */
const NAMESPACES = {
  common: {
    about: 'the app shell, HTTP feedback, error pages and page titles',
    groups: ['app', 'language', 'http', 'layout', 'errorPage', 'pages'],
  },
  auth: {
    about: 'signing in and up, password reset and change',
    groups: ['brand', 'auth', 'reset', 'changePassword'],
  },
  welcome: { about: 'the welcome page and dashboard', groups: ['welcome', 'dashboard'] },
  products: {
    about: 'the catalogue, my products, their import and quotes',
    groups: ['catalogue', 'products', 'productImport', 'quotes'],
  },
  buyers: {
    about: 'the buyer pool, quota, recommended buyers and visitors',
    groups: ['buyers', 'quota', 'recommended', 'visitors'],
  },
  chat: { about: "the supplier's chat", groups: ['chat'] },
  quotations: { about: 'quotations and quotations sent in a chat', groups: ['quotations', 'chatQuotation'] },
  showroom: { about: 'the showroom page', groups: ['showroomPage'] },
  buyerApp: { about: "the buyers' app", groups: ['buyerApp'] },
  support: { about: 'the support chat and the platform console', groups: ['support', 'console'] },
};

const GROUP_START = /^ {2}([A-Za-z_$][\w$]*|'[^']+'):/;
const TOP_LEVEL_COMMENT = /^ {2}(\/\/|\/\*)/;

/** The top-level entries of a catalog's object literal, each with the comments written above it. */
function entriesOf(text, file) {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^export const \w+(: \w+)? = \{$/.test(line));
  const end = lines.indexOf('};', start);
  if (start < 0 || end < 0) throw new Error(`${file}: expected "export const <lang> = {" … "};"`);
  const entries = new Map();
  let current = null;
  let pending = [];
  let inComment = false;
  for (const line of lines.slice(start + 1, end)) {
    if (inComment || TOP_LEVEL_COMMENT.test(line)) {
      pending.push(line);
      inComment = line.trimStart().startsWith('/*') || inComment ? !line.includes('*/') : false;
      continue;
    }
    const match = GROUP_START.exec(line);
    if (match) {
      const name = match[1].replace(/'/g, '');
      if (entries.has(name)) throw new Error(`${file}: group "${name}" appears twice`);
      current = { name, lines: [...pending, line] };
      pending = [];
      entries.set(name, current);
    } else if (current) current.lines.push(line);
    else if (line.trim()) throw new Error(`${file}: text before the first group: ${line}`);
  }
  return entries;
}

function namespaceFile(lang, namespace, entries) {
  const { about, groups } = NAMESPACES[namespace];
  const body = [...entries.values()]
    .filter((entry) => groups.includes(entry.name))
    .map((entry) => entry.lines.join('\n').replace(/\n+$/, ''))
    .join('\n');
  const doc = `/** ${lang.name} UI strings of ${about}. */`;
  if (lang.code === SOURCE_LANG) return `${doc}\nexport const ${namespace} = {\n${body}\n};\n`;
  return [
    `import type { ${namespace} as source } from '../${SOURCE_LANG}/${namespace}';`,
    '',
    doc,
    `export const ${namespace}: typeof source = {`,
    body,
    '};',
    '',
  ].join('\n');
}

function indexFile(lang, namespaces) {
  const imports = [...namespaces]
    .sort((a, b) => a.localeCompare(b, 'en'))
    .map((namespace) => `import { ${namespace} } from './${namespace}';`);
  const spread = namespaces.map((namespace) => `  ...${namespace},`).join('\n');
  if (lang.code === SOURCE_LANG) {
    return [
      ...imports,
      '',
      "/** The web app's own UI strings (English), one file per feature; shared messages come from @sc/contract. */",
      `export const ${lang.code} = {\n${spread}\n};`,
      '',
      `export type UiMessages = typeof ${lang.code};`,
      '',
    ].join('\n');
  }
  return [
    `import type { UiMessages } from '../${SOURCE_LANG}';`,
    ...imports,
    '',
    `/** The web app's own UI strings (${lang.name}), one file per feature. */`,
    `export const ${lang.code}: UiMessages = {\n${spread}\n};`,
    '',
  ].join('\n');
}

/** The groups of a language's monolith, checked against the table; null when there is none. */
function read(lang) {
  const file = join(LOCALES, `${lang.code}.ts`);
  if (!existsSync(file)) return null;
  const entries = entriesOf(readFileSync(file, 'utf8'), file);
  const mapped = new Set(Object.values(NAMESPACES).flatMap((ns) => ns.groups));
  const unmapped = [...entries.keys()].filter((name) => !mapped.has(name));
  if (unmapped.length) {
    throw new Error(
      `${file}: add the groups ${unmapped.join(', ')} to NAMESPACES in scripts/split-locales.mjs`,
    );
  }
  return { file, entries };
}

function write(lang, { file, entries }) {
  const namespaces = Object.keys(NAMESPACES).filter((ns) =>
    NAMESPACES[ns].groups.some((group) => entries.has(group)),
  );
  const dir = join(LOCALES, lang.code);
  mkdirSync(dir, { recursive: true });
  for (const old of readdirSync(dir).filter((name) => name.endsWith('.ts'))) rmSync(join(dir, old));
  for (const namespace of namespaces) {
    writeFileSync(join(dir, `${namespace}.ts`), namespaceFile(lang, namespace, entries));
  }
  writeFileSync(join(dir, 'index.ts'), indexFile(lang, namespaces));
  rmSync(file);
  console.log(`${lang.code}: ${entries.size} groups → ${namespaces.length} files in locales/${lang.code}/`);
}

// Every monolith is read and checked before anything is written, so a failure changes nothing.
const catalogs = LANGUAGES.map((lang) => ({ lang, catalog: read(lang) }));
for (const { lang, catalog } of catalogs) {
  if (catalog) write(lang, catalog);
  else console.log(`${lang.code}: no ${lang.code}.ts to split, left as it is`);
}
