import type { Plugin, Rolldown } from 'vite';

/** The page the server sends for every path but the sign-in page (apps/server webApp.ts). */
const APP_PAGE_HTML = 'app.html';

/**
 * What a page other than sign-in loads as soon as it opens (AppFrame): its modules, and whether one is
 * fetched (the prebuilt Ant Design styles) rather than imported.
 */
export interface AppPageLoads {
  /** Paths (ends of module ids) of the modules imported at once. */
  modules: string[];
  /** The name of an emitted asset read with fetch(). */
  fetched: string[];
}

type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * The two pages the server sends, each announcing in its head the code its first screen imports
 * (modulepreload and style tags), so the browser downloads it with the page's own code instead of
 * after that code has run and asked for it: a round trip and an evaluation later, on the critical path
 * of a first load. Vite's loader then finds those tags and adds none of its own.
 * - index.html, the sign-in page's (/login): the sign-in page's chunks and styles (`signInModules`).
 * - `app.html`, index.html again for every other path: the signed-in app's code (`appLoads`).
 */
export function appPageHtml(signInModules: string[], appLoads: AppPageLoads): Plugin {
  return {
    name: 'sc-app-page-html',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('appPageHtml: no index.html in the build');
      const html = String(index.source);
      const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const chunkOf = (path: string) => {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(path));
        if (!chunk) throw new Error(`appPageHtml: no chunk for ${path}`);
        return chunk;
      };
      /** The chunks and styles the modules at `paths` import, added to `into`. */
      const collect = (paths: string[], into = { files: new Set<string>(), css: new Set<string>() }) => {
        const visit = (chunk: Chunk) => {
          if (into.files.has(chunk.fileName)) return;
          into.files.add(chunk.fileName);
          for (const file of chunk.viteMetadata?.importedCss ?? []) into.css.add(file);
          for (const file of chunk.imports) {
            const imported = byFile.get(file);
            if (imported) visit(imported);
          }
        };
        for (const path of paths) visit(chunkOf(path));
        return into;
      };
      const inPage = (file: string) => html.includes(`/${file}"`);
      /** The page with a tag for each file of `files` it does not name yet. */
      const withTags = (files: [Set<string>, (file: string) => string][], extra: string[] = []) => {
        const tags = files.flatMap(([set, tag]) => [...set].filter((file) => !inPage(file)).map(tag));
        return html.replace('</head>', `  ${[...tags, ...extra].join('\n    ')}\n  </head>`);
      };
      const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

      const signIn = collect(signInModules);
      index.source = withTags([
        [signIn.files, modulePreload],
        // Stylesheets, not preloads: the page shows no sign-in form before they are there anyway.
        [signIn.css, (file) => `<link rel="stylesheet" crossorigin href="/${file}">`],
      ]);

      // Only the first screen: code the page imports later (the home page's blocks) is asked for once
      // the screen is drawn. Announced even at low priority, it shared the phone's connection with the
      // first screen's code and delayed it (Lighthouse /index mobile LCP 4.4 → 4.0 s without it).
      const app = collect(appLoads.modules);
      const fetched = appLoads.fetched.map((name) => {
        const asset = Object.values(bundle).find(
          (file) => file.type === 'asset' && (file.names ?? []).includes(name),
        );
        if (!asset) throw new Error(`appPageHtml: no asset ${name}`);
        return asset.fileName;
      });
      this.emitFile({
        type: 'asset',
        fileName: APP_PAGE_HTML,
        source: withTags(
          [
            [app.files, modulePreload],
            [app.css, (file) => `<link rel="preload" as="style" crossorigin href="/${file}">`],
          ],
          fetched.map((file) => `<link rel="preload" as="fetch" crossorigin href="/${file}">`),
        ),
      });
    },
  };
}
