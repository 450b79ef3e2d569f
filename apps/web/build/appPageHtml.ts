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
  /**
   * Paths of modules the page imports soon after its first screen: announced at low priority, so they
   * download after the first screen's code instead of sharing the connection with it, and are there
   * (fetched, not run) when the page asks for them.
   */
  soon: string[];
}

type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * index.html again as `app.html`, the page sent for every path but /login, with the code of the
 * signed-in app announced in its head (modulepreload, style and fetch preloads): the browser then
 * downloads it with the page's own code, instead of after that code has run and asked for it (a round
 * trip and an evaluation later, on the critical path of a signed-in first load). index.html itself, the
 * sign-in page's, stays as light as it is.
 */
export function appPageHtml(loads: AppPageLoads): Plugin {
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
      const files = new Set<string>();
      const css = new Set<string>();
      const visit = (chunk: Chunk) => {
        if (files.has(chunk.fileName)) return;
        files.add(chunk.fileName);
        for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
        for (const file of chunk.imports) {
          const imported = byFile.get(file);
          if (imported) visit(imported);
        }
      };
      const chunkOf = (path: string) => {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(path));
        if (!chunk) throw new Error(`appPageHtml: no chunk for ${path}`);
        return chunk;
      };
      for (const path of loads.modules) visit(chunkOf(path));
      const firstFiles = new Set(files);
      const firstCss = new Set(css);
      for (const path of loads.soon) visit(chunkOf(path));
      const fetched = loads.fetched.map((name) => {
        const asset = Object.values(bundle).find(
          (file) => file.type === 'asset' && (file.names ?? []).includes(name),
        );
        if (!asset) throw new Error(`appPageHtml: no asset ${name}`);
        return asset.fileName;
      });
      const inPage = (file: string) => html.includes(`/${file}"`);
      const priorityOf = (file: string, first: Set<string>) =>
        first.has(file) ? '' : ' fetchpriority="low"';
      const tags = [
        ...[...files]
          .filter((file) => !inPage(file))
          .map(
            (file) => `<link rel="modulepreload" crossorigin href="/${file}"${priorityOf(file, firstFiles)}>`,
          ),
        ...[...css]
          .filter((file) => !inPage(file))
          .map(
            (file) =>
              `<link rel="preload" as="style" crossorigin href="/${file}"${priorityOf(file, firstCss)}>`,
          ),
        ...fetched.map((file) => `<link rel="preload" as="fetch" crossorigin href="/${file}">`),
      ];
      this.emitFile({
        type: 'asset',
        fileName: APP_PAGE_HTML,
        source: html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`),
      });
    },
  };
}
